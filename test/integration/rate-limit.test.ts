import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import type { TestPortal } from '../helpers/portal.ts';
import { usePortal } from './use-portal.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { csrfFrom, DEMO, signIn, text, type Agent } from '../helpers/browserless.ts';
import { expectTooManyAttempts, failedSignIn, signInAtOnce } from './rate-limit.helpers.ts';
import { destinationOptions, enterCode, latestCode, sendCodeTo, wrongCode } from './two-factor.helpers.ts';
import { bankHeaders } from './sandbox/helpers.ts';
import { SINGLE } from '../helpers/customers.ts';

// Anti-automation and no enumeration (decision 029): the real createApp against the real
// sandbox. Every portal here counts in memory except the two that share one redis-server.

// Dozens of sign-ins (each a password check at the bank) per test, on a shared 2-core machine.
jest.setTimeout(60_000);

function details(dob: [string, string, string]) {
  return {
    firstname: 'Fred',
    lastname: 'Forgetful',
    'b_day.day': dob[0],
    'b_day.month': dob[1],
    'b_day.year': dob[2],
    postcode: 'EX1 1HS',
    account_number: '32552248',
  };
}

async function postDetails(agent: Agent, path: string, fields: Record<string, string>) {
  const page = await agent.get(path).expect(200);
  return agent
    .post(path)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...fields });
}

const cleo = {
  username: 'cleo.change',
  password: 'Change-Password-2027',
  memorableNumber: '274839',
  name: 'Cleo Change',
};
const CLEO_MOBILE = '07700 900413';

/** Cleo signs in and asks for a username that is taken: a two-factor challenge starts (two-factor.test.ts). */
async function cleoChallenge(portal: TestPortal): Promise<Agent> {
  const agent = await signIn(portal.url, cleo);
  const form = await agent.get('/update-security-details/retrieve').expect(200);
  await agent
    .post('/update-security-details/retrieve')
    .type('form')
    .send({ _csrf: csrfFrom(form.text), username: 'demo.saver' })
    .expect(303)
    .expect('location', '/two-factor/destination');
  return agent;
}

describe('per client', () => {
  const portal = usePortal();

  it('60 failed sign-ins from one client: 429 with the Too many attempts page after the 30th', async () => {
    const agent = request.agent(portal.url);
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    for (let i = 0; i < 60; i++) {
      // A different username each time: the per-account limit never applies, only the per-client one.
      const res = await failedSignIn(agent, `guess.user${i}`);
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    expectTooManyAttempts(limited!);
    // The IdP hand-off and other pages are not affected by sign-in failures.
    await agent.get('/help').expect(200);
  });
});

describe('per target', () => {
  const portal = usePortal();

  it('a username gets 4 failed sign-ins from clients it has not signed in on: the 5th is refused before it can lock the customer', async () => {
    const results: number[] = [];
    for (let i = 0; i < 4; i++)
      results.push((await failedSignIn(request.agent(portal.url), 'demo.saver')).status);
    expect(results).toEqual([400, 400, 400, 400]);
    const fifth = await failedSignIn(request.agent(portal.url), 'demo.saver');
    expectTooManyAttempts(fifth, 'account');
    // The bank never saw a 5th failure: the customer is not locked out (a sign-in elsewhere still works, once the
    // limit is lifted; here, through the bank's own API).
    const bank = await fetch(`${portal.sandbox.apiUrl}/webauthentication/v2.0/user/sign-in/create`, {
      method: 'POST',
      headers: bankHeaders(),
      body: JSON.stringify({
        Username: 'demo.saver',
        CredentialValues: [{ Name: 'Password', Value: DEMO.password }],
        ExtendedProperties: null,
      }),
    });
    expect(((await bank.json()) as { Status: string }).Status).toBe('Incomplete');
    // Other customers are unaffected.
    expect((await failedSignIn(request.agent(portal.url), 'fred.forgetful')).status).toBe(400);
  });

  it("a completed sign-in clears its username's failures, as the bank counts failures in a row", async () => {
    const failures = async (n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++)
        statuses.push((await failedSignIn(request.agent(portal.url), SINGLE.username)).status);
      return statuses;
    };
    expect(await failures(3)).toEqual([400, 400, 400]);
    await signIn(portal.url, SINGLE);
    // Four more before the limit, not one.
    expect(await failures(4)).toEqual([400, 400, 400, 400]);
    expectTooManyAttempts(await failedSignIn(request.agent(portal.url), SINGLE.username), 'account');
  });

  it('a date of birth can be guessed 5 times an hour per person, on forgotten username and forgotten password', async () => {
    const statuses: number[] = [];
    for (let day = 1; day <= 6; day++) {
      const res = await postDetails(
        request.agent(portal.url),
        '/forgotten-username/retrieve',
        details([String(day), '2', '1960']),
      );
      statuses.push(res.status);
      if (day === 6) expectTooManyAttempts(res);
    }
    // Forgotten username answers alike whether the details match or not, so every attempt counts.
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);

    const password: number[] = [];
    for (let day = 1; day <= 6; day++) {
      const res = await postDetails(request.agent(portal.url), '/forgotten-password/retrieve', {
        step: 'personal',
        ...details([String(day), '3', '1961']),
      });
      password.push(res.status);
    }
    expect(password).toEqual([400, 400, 400, 400, 400, 429]);
    // Someone else's details are not limited.
    const other = await postDetails(request.agent(portal.url), '/forgotten-password/retrieve', {
      step: 'personal',
      ...details(['1', '3', '1961']),
      lastname: 'Other',
    });
    expect(other.status).toBe(400);
  });

  it('one-time codes: at most 10 sent per customer an hour, across challenges', async () => {
    const statuses: number[] = [];
    let limited: request.Response | undefined;
    // Each round is a new sign-in and a new challenge: only a limit per customer can stop this.
    for (let round = 0; round < 11; round++) {
      const agent = await cleoChallenge(portal);
      const page = await agent.get('/two-factor/destination').expect(200);
      const option = destinationOptions(page.text)[0]!;
      const res = await agent
        .post('/two-factor/destination')
        .type('form')
        .send({ _csrf: csrfFrom(page.text), destination: option.value });
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses).toEqual([...Array<number>(10).fill(303), 429]);
    expectTooManyAttempts(limited!);
  });
});

describe('no enumeration: an unknown username is warned and locked exactly like a known one', () => {
  // The per-account limit raised so the bank's own lockout (5 failures) is reached through the portal.
  const portal = usePortal({ RATE_LIMIT_ACCOUNT_FAILURES: '10' });

  async function sixAttempts(username: string) {
    const agent = request.agent(portal.url);
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await failedSignIn(agent, username);
      answers.push(
        res.status === 303 ? `303 ${String(res.headers.location)}` : `${res.status} ${text(res.text)}`,
      );
    }
    return answers.map((a) => a.replace(/reference \S+/gi, '').replace(/value="[^"]*"/g, ''));
  }

  it('the same answers, warning on the 4th, blocked from the 5th', async () => {
    const known = await sixAttempts('fred.forgetful');
    const unknown = await sixAttempts('fred.forgetfull');
    expect(known[3]).toContain('you only have 1 attempt left');
    expect(known[4]).toBe('303 /sign-in/blocked');
    expect(known[5]).toBe('303 /sign-in/blocked');
    expect(unknown.map((a) => a.replaceAll('fred.forgetfull', 'NAME'))).toEqual(
      known.map((a) => a.replaceAll('fred.forgetful', 'NAME')),
    );
  });
});

describe('JavaScript on, and the identity-provider hand-off', () => {
  const portal = usePortal({
    RATE_LIMIT_ACCOUNT_FAILURES: '1',
    RATE_LIMIT_HAND_OFFS: '3',
    RATE_LIMIT_OTP_FAILURES: '2',
  });

  it('a limited .data post sends the browser to the Too many attempts page by a document load', async () => {
    const agent = request.agent(portal.url);
    const page = await agent.get('/sign-in/step-1').expect(200);
    const post = () =>
      agent
        .post('/sign-in/step-1.data')
        .type('form')
        .send({ _csrf: csrfFrom(page.text), username: 'demo.saver', password: 'Wrong-Password-1' });
    // A failed sign-in through React Router's client counts as one through a plain form does.
    expect((await post()).status).toBe(400);
    const limited = await post();
    expect(limited.status).toBe(204);
    expect(limited.headers['x-remix-reload-document']).toBe('true');
    const location = String(limited.headers['x-remix-redirect']);
    // The username's limit (no device cookie here): no wait lifts it, so the page says what does.
    expect(location).toBe('/too-many-attempts?for=account');
    expectTooManyAttempts(await agent.get(location), 'account');
  });

  it('wrong one-time codes are limited per customer, not only per challenge', async () => {
    const first = await cleoChallenge(portal);
    await sendCodeTo(first, CLEO_MOBILE.slice(-3));
    const code = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    expect((await enterCode(first, wrongCode(code))).status).toBe(400);
    expect((await enterCode(first, wrongCode(code))).status).toBe(400);
    // A new sign-in and a new challenge: the customer's count goes on.
    const second = await cleoChallenge(portal);
    await sendCodeTo(second, CLEO_MOBILE.slice(-3));
    const next = await latestCode(portal.sandbox.apiUrl, CLEO_MOBILE);
    expectTooManyAttempts(await enterCode(second, wrongCode(next)));
  });

  it('the hand-off to the identity provider is limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(portal.url).get('/mgr-sign-in')).status);
    expect(statuses.slice(0, 3).every((s) => s === 302 || s === 303)).toBe(true);
    expect(statuses[3]).toBe(429);
    expectTooManyAttempts(await request(portal.url).get('/mgr-sign-in'));
  });
});

describe('the counts shared through Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  // These tests are about the counts, not a stalled Redis: on a loaded test machine the production command timeout
  // (250 ms) can run out and turn a count into a store error, which is a test of its own (rate-limit-store-errors).
  const shared = () => ({ REDIS_URL: redis.url, REDIS_COMMAND_TIMEOUT_MS: '5000' });
  const one = usePortal(shared);
  const two = usePortal(shared);
  afterAll(async () => {
    await redis?.stop();
  });

  it('failures on one portal count on the other, and the keys never hold the username', async () => {
    const statuses: number[] = [];
    for (const portal of [one, two, one, two, one]) {
      statuses.push((await failedSignIn(request.agent(portal.url), 'demo.saver')).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await failedSignIn(request.agent(two.url), 'demo.saver')).status).toBe(429);

    const { createClient } = await import('redis');
    const client = createClient({ url: one.config.session.redisUrl });
    await client.connect();
    const keys = await client.keys('portal:rl:*');
    await client.quit();
    expect(keys.some((k) => k.startsWith('portal:rl:sign-in-account:'))).toBe(true);
    expect(keys.join(' ')).not.toContain('demo.saver');
  });

  it("the username count from untrusted clients has no window (it lasts as the bank's does); the client's has", async () => {
    const { createClient } = await import('redis');
    const client = createClient({ url: one.config.session.redisUrl });
    await client.connect();
    const ttl = async (prefix: string) => {
      const [key] = await client.keys(`${prefix}*`);
      return client.pTTL(key!);
    };
    const account = await ttl('portal:rl:sign-in-account:');
    const perClient = await ttl('portal:rl:sign-in-client:');
    await client.quit();
    expect(account).toBeGreaterThan(5 * 365 * 24 * 3_600_000);
    expect(perClient).toBeLessThanOrEqual(15 * 60_000);
  });

  it('six correct sign-ins at the same moment, across both portals: none refused', async () => {
    const agents = Array.from({ length: 6 }, (_, i) => request.agent((i % 2 ? one : two).url));
    const answers = await signInAtOnce(agents, SINGLE.username, SINGLE.password);
    expect(answers.map((res) => res.status)).toEqual(Array<number>(6).fill(303));
  });

  it('many wrong passwords at the same moment, across both portals: no more than the limit reach the bank', async () => {
    const agents = Array.from({ length: 10 }, (_, i) => request.agent((i % 2 ? one : two).url));
    const answers = await signInAtOnce(agents, 'maya.many', 'Wrong-Password-1');
    expect(answers.filter((res) => res.status === 400)).toHaveLength(4);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(6);
  });
});
