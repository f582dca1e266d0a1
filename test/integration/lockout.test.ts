import { describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import {
  csrfFrom,
  requestedPositions,
  signOut,
  type Agent,
  type Credentials,
} from '../helpers/browserless.ts';
import { expectTooManyAttempts, failedSignIn, signInAtOnce } from './rate-limit.helpers.ts';
import { DEMO, MAYA, PIP, SINGLE } from '../helpers/customers.ts';
import { PERSONS, personalDetailsForm } from './access-persons.ts';
import { passChallenge } from './two-factor.helpers.ts';
import type { TestPortal } from '../helpers/portal.ts';

// No lockout by strangers (decision 075): a browser where a customer has signed in carries a signed device cookie;
// wrong passwords from anywhere else count against the customer's untrusted-client limit, which stays below the
// bank's lockout, and never against the customer's own device.

jest.setTimeout(60_000);

/** Both steps on `agent` (a browser that may have signed in before); the answer of the last post. */
async function signInOn(agent: Agent, customer: Credentials) {
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

/** A browser where `customer` has signed in (and so holds their device cookie), signed out again. */
async function trustedBrowser(portal: TestPortal, customer: Credentials): Promise<Agent> {
  const browser = request.agent(portal.url);
  expect((await signInOn(browser, customer)).headers.location).toBe('/accounts');
  await signOut(browser);
  return browser;
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
    const browser = await trustedBrowser(portal, SINGLE);

    const attacker: number[] = [];
    for (let i = 0; i < 5; i++)
      attacker.push((await failedSignIn(request.agent(portal.url), SINGLE.username)).status);
    expect(attacker).toEqual([400, 400, 400, 400, 429]);
    expect(await bankFailures(portal, SINGLE.username)).toBeLessThan(5);
    // Any client the customer has not signed in on is held off, right password included, until they sign in.
    expectTooManyAttempts(await signInOn(request.agent(portal.url), SINGLE), 'account');

    const back = await signInOn(browser, SINGLE);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/accounts');
    expect(await bankFailures(portal, SINGLE.username)).toBe(0);
    // Their sign-in cleared the untrusted clients' count, as it cleared the bank's.
    expect((await failedSignIn(request.agent(portal.url), SINGLE.username)).status).toBe(400);
    expect((await signInOn(request.agent(portal.url), SINGLE)).headers.location).toBe('/accounts');
  });

  it('wrong passwords from a trusted browser count against that browser only, for the window', async () => {
    const browser = await trustedBrowser(portal, DEMO);
    const own: number[] = [];
    for (let i = 0; i < 4; i++) own.push((await failedSignIn(browser, DEMO.username)).status);
    expect(own).toEqual([400, 400, 400, 400]);
    expectTooManyAttempts(await failedSignIn(browser, DEMO.username), 'wait');
    // The customer's own mistakes left other clients alone: the right password still goes on to step 2 there.
    expect((await signInOn(request.agent(portal.url), DEMO)).headers.location).toBe('/accounts');
  });

  it('many wrong passwords at the same moment: no more reach the bank than the limit', async () => {
    const agents = Array.from({ length: 10 }, () => request.agent(portal.url));
    const answers = await signInAtOnce(agents, MAYA.username, 'Wrong-Password-1');
    expect(answers.map((res) => res.status).sort()).toEqual([
      ...Array<number>(4).fill(400),
      ...Array<number>(6).fill(429),
    ]);
    expect(await bankFailures(portal, MAYA.username)).toBe(4);
    expect((await signInOn(request.agent(portal.url), MAYA)).status).toBe(429);
  });

  it('a device cookie trusts the browser for its own customer only, and only as the portal signed it', async () => {
    const browser = request.agent(portal.url);
    const signedIn = await signInOn(browser, PIP);
    expect(signedIn.headers.location).toBe('/accounts');
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('portal.device.'),
    );
    // Long-lived, out of scripts' reach, sent on top-level navigations; the login and a nonce, never a secret.
    expect(cookie).toMatch(
      /^portal\.device\.[\w-]{16}=[\w-]+\.[\w-]{22}\.[\w-]{43}; Max-Age=31536000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    const value = cookie!.split(';')[0]!.split('=')[1]!;
    expect(Buffer.from(value.split('.')[0]!, 'base64url').toString()).toBe(PIP.username);
    expect(value).not.toContain(PIP.password);
    await signOut(browser);

    // The cookie does not make the browser trusted for someone else: Fred's username is held off here too.
    for (let i = 0; i < 4; i++) await failedSignIn(request.agent(portal.url), 'fred.forgetful');
    expectTooManyAttempts(await failedSignIn(browser, 'fred.forgetful'), 'account');
    // Nor does a cookie the portal did not sign.
    const [name] = cookie!.split('=');
    const forged = `${value.slice(0, -2)}${value.endsWith('AA') ? 'AB' : 'AA'}`;
    for (let i = 0; i < 4; i++) await failedSignIn(request.agent(portal.url), PIP.username);
    const stranger = request.agent(portal.url);
    const page = await stranger.get('/sign-in/step-1').expect(200);
    const refused = await stranger
      .post('/sign-in/step-1')
      .set('cookie', `${name}=${forged}`)
      .type('form')
      .send({ _csrf: csrfFrom(page.text), username: PIP.username, password: PIP.password });
    expectTooManyAttempts(refused, 'account');
    // The genuine one still lets Pip in.
    expect((await signInOn(browser, PIP)).headers.location).toBe('/accounts');
  });
});

describe('correct sign-ins are never failures', () => {
  const portal = usePortal();

  it('six correct passwords for one customer at the same moment all go on to step 2', async () => {
    const agents = Array.from({ length: 6 }, () => request.agent(portal.url));
    const answers = await signInAtOnce(agents, SINGLE.username, SINGLE.password);
    expect(answers.map((res) => `${res.status} ${String(res.headers.location)}`)).toEqual(
      Array<string>(6).fill('303 /sign-in/step-2'),
    );
    expect(await bankFailures(portal, SINGLE.username)).toBe(0);
  });
});

describe("a password reset lifts the hold, as it lifts the bank's count", () => {
  const portal = usePortal();
  const FRED = { ...PERSONS.fred, mobile: '07700 900408', username: 'fred.forgetful' };
  const NEW = { username: FRED.username, password: 'Heather-Moor-42!', memorableNumber: '582039' };

  it("a customer on a new device, held off after strangers' guesses, resets their password and is in", async () => {
    for (let i = 0; i < 4; i++) await failedSignIn(request.agent(portal.url), FRED.username);
    const device = request.agent(portal.url);
    expectTooManyAttempts(await failedSignIn(device, FRED.username), 'account');

    // The page's link: forgotten password, personal details, a code to their mobile, new security details.
    const details = await device.get('/forgotten-password/retrieve').expect(200);
    await device
      .post('/forgotten-password/retrieve')
      .type('form')
      .send({ _csrf: csrfFrom(details.text), step: 'personal', ...personalDetailsForm(FRED) })
      .expect(303)
      .expect('location', '/two-factor/destination');
    expect(await passChallenge(device, portal.sandbox.apiUrl, FRED.mobile)).toBe(
      '/forgotten-password/retrieve',
    );
    const security = await device.get('/forgotten-password/retrieve').expect(200);
    await device
      .post('/forgotten-password/retrieve')
      .type('form')
      .send({
        _csrf: csrfFrom(security.text),
        step: 'security',
        password: NEW.password,
        confirmPassword: NEW.password,
        memorableNumber: NEW.memorableNumber,
        confirmMemorableNumber: NEW.memorableNumber,
      })
      .expect(303)
      .expect('location', '/forgotten-password/success');
    expect(await bankFailures(portal, FRED.username)).toBe(0);

    // Cleared for every client, and this browser is now trusted for Fred.
    expect((await signInOn(request.agent(portal.url), NEW)).headers.location).toBe('/accounts');
    await signOut(device);
    for (let i = 0; i < 4; i++) await failedSignIn(request.agent(portal.url), FRED.username);
    expect((await signInOn(device, NEW)).headers.location).toBe('/accounts');
  });
});
