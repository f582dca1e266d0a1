import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, DEMO, requestedPositions, text } from '../helpers/browserless.ts';

let offsetMs = 0;
const now = () => Date.now() + offsetMs;

const portal = usePortal({ FLOW_TIMEOUT_MINUTES: '5' }, { now });

async function stepOne(agent: ReturnType<typeof request.agent>, fields: Record<string, string>) {
  const page = await agent.get('/sign-in/step-1').expect(200);
  return agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...fields });
}

async function stepTwo(agent: ReturnType<typeof request.agent>) {
  const page = await agent.get('/sign-in/step-2').expect(200);
  const digits = requestedPositions(page.text).map((p) => DEMO.memorableNumber[p - 1]);
  return agent
    .post('/sign-in/step-2')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] });
}

describe('Remember me (spec 1 §4)', () => {
  it('keeps the username in a signed httpOnly cookie and greets the customer by it next time', async () => {
    const agent = request.agent(portal.url);
    await stepOne(agent, { username: DEMO.username, password: DEMO.password, rememberMe: 'on' }).then((r) =>
      expect(r.status).toBe(303),
    );
    const done = await stepTwo(agent).then((r) => (expect(r.status).toBe(303), r));
    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toMatch(/portal\.remember=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toContain(DEMO.username); // signed and encoded, not the bare name

    // Signed out (the header's button: a GET of the sign-in page no longer ends a session), then back on the
    // sign-in page: greeted, no username field, 'Not you? Click here'.
    const accounts = await agent.get('/accounts/list').expect(200);
    await agent
      .post('/sign-out')
      .type('form')
      .send({ _csrf: csrfFrom(accounts.text) })
      .expect(303)
      .expect('location', '/signed-out');
    const page = await agent.get('/sign-in/step-1').expect(200);
    expect(text(page.text)).toContain(`Welcome back, ${DEMO.username}.`);
    expect(page.text).not.toContain('id="username"');
    expect(page.text).toContain('href="/sign-in/step-1?not-you"');
    // The stored username is used: only the password is posted.
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), password: DEMO.password, rememberMe: 'on' })
      .expect(303)
      .expect('location', '/sign-in/step-2');

    // 'Not you?' shows the username field again.
    const notYou = await agent.get('/sign-in/step-1?not-you').expect(200);
    expect(notYou.text).toContain('id="username"');
  });

  it('clears the stored username when a sign-in does not ask to be remembered', async () => {
    const agent = request.agent(portal.url);
    await stepOne(agent, { username: DEMO.username, password: DEMO.password });
    const done = await stepTwo(agent);
    expect(String(done.headers['set-cookie'])).toMatch(
      /portal\.remember=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
  });

  it('ignores a tampered cookie', async () => {
    const page = await request(portal.url)
      .get('/sign-in/step-1')
      .set('Cookie', 'portal.remember=ImV2aWwi.forged')
      .expect(200);
    expect(page.text).toContain('id="username"');
  });
});

describe('sign-in flow timer (spec 1 §4 LOG_IN, §8 Timeout)', () => {
  it("returns to step 1 with the 'You have taken too long' message when step 2 comes too late", async () => {
    const agent = request.agent(portal.url);
    await stepOne(agent, { username: DEMO.username, password: DEMO.password });
    await agent.get('/sign-in/step-2').expect(200);
    offsetMs += 6 * 60_000;
    await agent.get('/sign-in/step-2').expect(302).expect('location', '/sign-in/step-1');
    const page = await agent.get('/sign-in/step-1').expect(200);
    expect(text(page.text)).toContain(
      'You have taken too long to complete the sign in process. You will be returned to the first sign in page.',
    );
    // The message is shown once.
    const again = await agent.get('/sign-in/step-1').expect(200);
    expect(text(again.text)).not.toContain('You have taken too long');
  });
});
