import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, requestedPositions, text, type Agent } from '../helpers/browserless.ts';
import { DEMO, MEL } from '../helpers/customers.ts';

// The flow timers with their default length (decision 032) and sign-in step 2's CredentialBlocked, without
// JavaScript: the server decides on the next request. The portal's clock is moved on; the bank's is not.

const MINUTE = 60_000;
const SIGN_IN_TIMEOUT =
  'You have taken too long to complete the sign in process. You will be returned to the first sign in page.';

let offset = 0;
// No FLOW_TIMEOUT_MINUTES: the defaults are the point.
const portal = usePortal({}, { now: () => Date.now() + offset });

async function toStepTwo(customer: { username: string; password: string }): Promise<Agent> {
  const agent = request.agent(portal.url);
  const page = await agent.get('/sign-in/step-1').expect(200);
  await agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), username: customer.username, password: customer.password })
    .expect(303)
    .expect('location', '/sign-in/step-2');
  return agent;
}

describe('the flow timer has its own length', () => {
  it('by default it runs out before the session would idle out', () => {
    expect(portal.config.flowTimeoutMinutes).toBe(15);
    expect(portal.config.flowTimeoutMinutes).toBeLessThan(portal.config.session.expiryMinutes);
  });

  it("a customer who never signed in is told the sign-in took too long, not that they were 'logged out'", async () => {
    offset = 0;
    const agent = await toStepTwo(DEMO);
    await agent.get('/sign-in/step-2').expect(200);
    // Past the flow timer, short of the session's idle expiry (20 minutes).
    offset = portal.config.flowTimeoutMinutes * MINUTE + 30_000;
    const res = await agent.get('/sign-in/step-2');
    expect([302, 303]).toContain(res.status);
    expect(res.headers.location).toBe('/sign-in/step-1');
    const page = await agent.get('/sign-in/step-1').expect(200);
    expect(text(page.text)).toContain(SIGN_IN_TIMEOUT);
    expect(text(page.text)).not.toContain('logged out');
    expect(page.text).not.toContain('app-timeout-dialog');
  });

  it('step 2 posted after the timer: step 1 with the message, the bank never asked', async () => {
    offset = 0;
    const agent = await toStepTwo(DEMO);
    const step2 = await agent.get('/sign-in/step-2').expect(200);
    offset = portal.config.flowTimeoutMinutes * MINUTE;
    const digits = requestedPositions(step2.text).map((p) => DEMO.memorableNumber[p - 1]);
    await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] })
      .expect(303)
      .expect('location', '/sign-in/step-1');
    expect(text((await agent.get('/sign-in/step-1').expect(200)).text)).toContain(SIGN_IN_TIMEOUT);
    // Not signed in.
    await agent.get('/accounts/list').expect(302);
  });

  it("the warning's Yes after the time is up answers that the flow has ended", async () => {
    offset = 0;
    const agent = await toStepTwo(DEMO);
    const step2 = await agent.get('/sign-in/step-2').expect(200);
    offset = portal.config.flowTimeoutMinutes * MINUTE + 1_000;
    const yes = await agent.post('/keep-alive').set('x-csrf-token', csrfFrom(step2.text)).expect(200);
    expect(yes.body).toEqual({ active: false, remainingMs: 0 });
    expect(text((await agent.get('/sign-in/step-1').expect(200)).text)).toContain(SIGN_IN_TIMEOUT);
  });
});

describe('past the session idle expiry too (the anonymous session has gone)', () => {
  const pastIdle = () => (portal.config.session.expiryMinutes + 1) * MINUTE;

  it('step 2 opened again: step 1 with the sign-in message', async () => {
    offset = 0;
    const agent = await toStepTwo(DEMO);
    await agent.get('/sign-in/step-2').expect(200);
    offset = pastIdle();
    await agent.get('/sign-in/step-2').expect(302).expect('location', '/sign-in/step-1');
    expect(text((await agent.get('/sign-in/step-1').expect(200)).text)).toContain(SIGN_IN_TIMEOUT);
  });

  it("step 2 posted: the flow's message, never /signed-out's 'logged out … due to inactivity'", async () => {
    offset = 0;
    const agent = await toStepTwo(DEMO);
    const step2 = await agent.get('/sign-in/step-2').expect(200);
    offset = pastIdle();
    const res = await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), pin0: '1', pin1: '2', pin2: '3' })
      .expect(303);
    expect(res.headers.location).toBe('/sign-in/step-2');
    await agent.get('/sign-in/step-2').expect(302).expect('location', '/sign-in/step-1');
    const page = await agent.get('/sign-in/step-1').expect(200);
    expect(text(page.text)).toContain(SIGN_IN_TIMEOUT);
    expect(text(page.text)).not.toContain('logged out');
  });

  it('a sign-in form left open: the form again, not the signed-out page', async () => {
    offset = 0;
    const agent = request.agent(portal.url);
    await agent.get('/sign-in/step-1').expect(200);
    // A second page stamps the session's activity (the first only creates it).
    const page = await agent.get('/sign-in/step-1').expect(200);
    offset = pastIdle();
    await agent
      .post('/sign-in/step-1')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: DEMO.username, password: DEMO.password })
      .expect(303)
      .expect('location', '/sign-in/step-1');
    expect(text((await agent.get('/sign-in/step-1').expect(200)).text)).not.toContain('logged out');
  });

  it("the warning's Yes is told the flow has gone", async () => {
    offset = 0;
    const agent = await toStepTwo(DEMO);
    const step2 = await agent.get('/sign-in/step-2').expect(200);
    offset = pastIdle();
    const yes = await agent.post('/keep-alive').set('x-csrf-token', csrfFrom(step2.text)).expect(403);
    expect(yes.body).toEqual({ active: false, remainingMs: 0 });
    expect(text((await agent.get('/sign-in/step-1').expect(200)).text)).toContain(SIGN_IN_TIMEOUT);
  });

  it('a POST to a path like //host goes back to this site only', async () => {
    offset = 0;
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1').expect(200);
    offset = pastIdle();
    const res = await agent
      .post('//evil.example/sign-in')
      .type('form')
      .send({ _csrf: csrfFrom(page.text) });
    expect(res.headers.location ?? '/').toBe('/');
  });
});

describe('sign-in step 2 CredentialBlocked (mel.memorable)', () => {
  it('shows its message and the Home button, not a blank step 1', async () => {
    offset = 0;
    const agent = await toStepTwo(MEL);
    const step2 = await agent.get('/sign-in/step-2').expect(200);
    const digits = requestedPositions(step2.text).map((p) => MEL.memorableNumber[p - 1]);
    const res = await agent
      .post('/sign-in/step-2')
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] })
      .expect(303);
    expect(res.headers.location).toBe('/sign-in/step-2');
    const page = await agent.get('/sign-in/step-2').expect(200);
    expect(page.text).toContain('<title>Error: Enter your memorable number - ');
    expect(text(page.text)).toContain(
      'You have reached the maximum number of failed attempts and your access has been blocked. Please contact our helpline.',
    );
    expect(page.text).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(page.text).not.toMatch(/<button[^>]*>Continue<\/button>/);
    // Once: the flow has ended, so step 2 goes back to step 1 afterwards.
    await agent.get('/sign-in/step-2').expect(302).expect('location', '/sign-in/step-1');
  });
});
