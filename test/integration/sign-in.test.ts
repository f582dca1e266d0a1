import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, DEMO, requestedPositions, signIn, text } from '../helpers/browserless.ts';
import { ordinal } from '#shared/domain/ordinals.ts';

const portal = usePortal({}, { now: () => Date.now() + offsetMs });
/** The portal's clock is moved on only by the idle-timeout test below (and put back). */
let offsetMs = 0;

describe('native sign-in, without JavaScript', () => {
  it('refuses a step-1 POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await agent.get('/sign-in/step-1').expect(200);
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ username: DEMO.username, password: DEMO.password })
      .expect(403);
  });

  it('answers an empty step 1 with 400 and each required message in the error summary', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1').expect(200);
    const res = await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(page.text) })
      .expect(400);
    const body = text(res.text);
    expect(res.text).toContain('<title>Error: Sign in - ');
    expect(body).toContain('There are 2 errors in this form:');
    expect(body).toContain('Please enter a password');
    expect(res.text).toMatch(/<a href="#username">[^<]+<\/a>/);
    expect(res.text).toMatch(/<a href="#password">Please enter a password<\/a>/);
  });

  it('keeps the username but never echoes the password after a failure', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1');
    const res = await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: DEMO.username, password: 'Wrong-Password-123' })
      .expect(400);
    expect(text(res.text)).toContain('Unknown Username/Password combination');
    expect(res.text).toContain(`value="${DEMO.username}"`);
    expect(res.text).not.toContain('Wrong-Password-123');
  });

  it('asks for three positions on step 2, labelled from the zero-based positions plus one', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1');
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: DEMO.username, password: DEMO.password })
      .expect(303)
      .expect('location', '/sign-in/step-2');
    const step2 = await agent.get('/sign-in/step-2').expect(200);
    const positions = requestedPositions(step2.text);
    expect(positions).toHaveLength(3);
    for (const p of positions) expect(p).toBeGreaterThanOrEqual(1);
    // The upstream ticket never reaches the page.
    expect(step2.text).not.toMatch(/SignInTicket|"Value"/);

    const empty = await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text) })
      .expect(400);
    expect(text(empty.text)).toContain('There are 3 errors in this form:');
    // Each digit's message names it, so the summary's three links differ; the hint says the digits are below.
    const links = [...empty.text.matchAll(/<a href="#pin(\d)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual(
      positions.map((p, index) => [
        String(index),
        `Please enter the ${ordinal(p)} digit of your memorable number`,
      ]),
    );
    expect(text(empty.text)).toContain('Enter the 3 digits requested below, one in each box.');
    expect(text(empty.text)).not.toContain('above');
  });

  it('step 2 without a step-1 ticket goes back to step 1', async () => {
    await request(portal.url).get('/sign-in/step-2').expect(302).expect('location', '/sign-in/step-1');
  });

  it('signs in, shows the accounts and greets the customer, then signs out', async () => {
    const agent = await signIn(portal.url);
    const accounts = await agent.get('/accounts/list').expect(200);
    const body = text(accounts.text);
    expect(body).toContain(`Hi ${DEMO.name}`);
    expect(accounts.text).toContain('<title>Accounts - ');
    expect(body).toMatch(/Account number \d{8}/);
    expect(body).toMatch(/£[\d,]+\.\d{2}/);
    expect(accounts.headers['cache-control']).toBe('no-store');

    const signOut = await agent
      .post('/sign-out')
      .type('form')
      .send({ _csrf: csrfFrom(accounts.text) })
      .expect(303);
    expect(signOut.headers.location).toBe('/signed-out');
    const signedOut = await agent.get('/signed-out').expect(200);
    expect(text(signedOut.text)).toContain('Signed out');
    await agent.get('/accounts/list').expect(302).expect('location', '/sign-in');
  });

  it('sends a signed-out visitor to sign-in and back to the page they asked for', async () => {
    const agent = request.agent(portal.url);
    await agent.get('/accounts/list').expect(302).expect('location', '/sign-in');
    const step1 = await agent.get('/sign-in/step-1');
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(step1.text), username: DEMO.username, password: DEMO.password })
      .expect(303);
    const step2 = await agent.get('/sign-in/step-2');
    const digits = requestedPositions(step2.text).map((p) => DEMO.memorableNumber[p - 1]);
    const done = await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] })
      .expect(303);
    expect(done.headers.location).toBe('/accounts/list');
  });

  it('gives a new session id at sign-in', async () => {
    const agent = request.agent(portal.url);
    const first = await agent.get('/sign-in/step-1');
    const before = String(first.headers['set-cookie']).split(';')[0];
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(first.text), username: DEMO.username, password: DEMO.password });
    const step2 = await agent.get('/sign-in/step-2');
    const digits = requestedPositions(step2.text).map((p) => DEMO.memorableNumber[p - 1]);
    const done = await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] });
    const cookies = done.headers['set-cookie'] as unknown as string[];
    const after = cookies.find((c) => c.startsWith('portal.sid='))?.split(';')[0] ?? '';
    expect(after).toMatch(/^portal\.sid=/);
    expect(after).not.toBe(before);
  });
});

describe('a session that times out (decision 028: every sign-out tells the bank)', () => {
  it('is signed out at the bank too, so its ticket stops working there', async () => {
    const liveTickets = async () => {
      const res = await fetch(`${portal.sandbox.apiUrl}/__test/session-tickets?username=${DEMO.username}`);
      return ((await res.json()) as { Live: number }).Live;
    };
    const agent = await signIn(portal.url, DEMO);
    await agent.get('/accounts/list').expect(200);
    const before = await liveTickets();
    try {
      offsetMs = 21 * 60_000; // past SESSION_EXPIRY_MINUTES (20)
      await agent.get('/accounts/list').expect(302).expect('location', '/signed-out');
    } finally {
      offsetMs = 0;
    }
    // The bank is told in the background, without delaying the page: wait (bounded) for the ticket to go.
    const deadline = Date.now() + 5_000;
    while ((await liveTickets()) !== before - 1 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await liveTickets()).toBe(before - 1);
  });
});
