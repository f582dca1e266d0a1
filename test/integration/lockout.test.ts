import { describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, requestedPositions, type Agent } from '../helpers/browserless.ts';
import { SINGLE } from '../helpers/customers.ts';
import type { TestPortal } from '../helpers/portal.ts';

// No lockout by strangers (decision 077): a browser where a customer has signed in carries a signed device cookie;
// wrong passwords from anywhere else count against the customer's untrusted-client limit, which stays below the
// bank's lockout, and never against the customer's own device.

jest.setTimeout(60_000);

async function failedSignIn(agent: Agent, username: string, password = 'Wrong-Password-1') {
  const page = await agent.get('/sign-in/step-1').expect(200);
  return agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), username, password });
}

/** Both steps on `agent` (a browser that may have signed in before); the answer of the last post. */
async function signInOn(agent: Agent, customer: typeof SINGLE) {
  const step1 = await agent.get('/sign-in/step-1').expect(200);
  const first = await agent
    .post('/sign-in/step-1')
    .type('form')
    .send({ _csrf: csrfFrom(step1.text), username: customer.username, password: customer.password });
  if (first.status !== 303 || first.headers.location !== '/sign-in/step-2') return first;
  const step2 = await agent.get('/sign-in/step-2').expect(200);
  const digits = requestedPositions(step2.text).map((p) => customer.memorableNumber[p - 1]);
  return agent
    .post('/sign-in/step-2')
    .type('form')
    .send({ _csrf: csrfFrom(step2.text), pin0: digits[0], pin1: digits[1], pin2: digits[2] });
}

/** The failures in a row the bank holds against `username` (sandbox test control). */
async function bankFailures(portal: TestPortal, username: string): Promise<number> {
  const res = await fetch(
    `${portal.sandbox.apiUrl}/__test/sign-in-failures?username=${encodeURIComponent(username)}`,
  );
  return ((await res.json()) as { FailedAttempts: number }).FailedAttempts;
}

describe('a stranger cannot lock a customer out', () => {
  const portal = usePortal();

  it("5 wrong passwords from another client: the customer still signs in from their browser, and the bank's count stays below its lockout", async () => {
    const browser = request.agent(portal.url);
    expect((await signInOn(browser, SINGLE)).headers.location).toBe('/accounts');
    const accounts = await browser.get('/accounts/list').expect(200);
    await browser
      .post('/sign-out')
      .type('form')
      .send({ _csrf: csrfFrom(accounts.text) })
      .expect(303);

    const attacker: number[] = [];
    for (let i = 0; i < 5; i++)
      attacker.push((await failedSignIn(request.agent(portal.url), SINGLE.username)).status);
    expect(attacker).toEqual([400, 400, 400, 400, 429]);
    expect(await bankFailures(portal, SINGLE.username)).toBeLessThan(5);

    const back = await signInOn(browser, SINGLE);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/accounts');
    expect(await bankFailures(portal, SINGLE.username)).toBe(0);
  });
});

describe('correct sign-ins are never failures', () => {
  const portal = usePortal();

  it('six correct passwords for one customer at the same moment all go on to step 2', async () => {
    const agents = Array.from({ length: 6 }, () => request.agent(portal.url));
    const pages = await Promise.all(agents.map((agent) => agent.get('/sign-in/step-1').expect(200)));
    const answers = await Promise.all(
      agents.map((agent, i) =>
        agent
          .post('/sign-in/step-1')
          .type('form')
          .send({ _csrf: csrfFrom(pages[i]!.text), username: SINGLE.username, password: SINGLE.password }),
      ),
    );
    expect(answers.map((res) => `${res.status} ${String(res.headers.location)}`)).toEqual(
      Array<string>(6).fill('303 /sign-in/step-2'),
    );
    expect(await bankFailures(portal, SINGLE.username)).toBe(0);
  });
});
