import { beforeAll, describe, expect, it } from '@jest/globals';
import { outboxPage } from '../../../sandbox/api/outbox.ts';
import {
  challengeHeaders,
  destinations,
  entries,
  latestCode,
  outbox,
  sendChallenge,
} from './access-flows.ts';
import { bankHeaders, callApi, post } from './api.ts';
import { CUSTOMERS } from './people.ts';
import { DEMO, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// Two-factor challenges (spec 2 §3, §4 Two-factor flow, §8) and the sandbox outbox. The vehicle is the signed-in
// credentials/change with an empty body: once the challenge is passed it answers MustHaveCredential and changes
// nothing, so the same call can be challenged again and again.

const sandbox = useTestSandbox({ clock: () => new Date(Date.now() + offsetMs) });
let offsetMs = 0;
const MINUTE = 60_000;
const CHANGE = '/webauthentication/v2.0/user/credentials/change';
const NOTHING = { CredentialValues: [], ExtendedProperties: null };

let chris: Record<string, string>; // session headers
let demo: Record<string, string>;
const CHRIS_MOBILE = '07700 900412';
const CHRIS_EMAIL = 'chris.change@example.com';

beforeAll(async () => {
  chris = { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, CUSTOMERS.chris) };
  demo = { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, DEMO) };
});

/** Starts a challenge for chris; returns its key. */
async function issue(session = chris, body: unknown = NOTHING): Promise<string> {
  const first = await post(sandbox.apiUrl, CHANGE, body, session);
  expect(first.status).toBe(412);
  expect(first.headers.get('x-challenge-status')).toBe('ISSUED');
  return first.headers.get('x-challenge-key') ?? '';
}

function replay(key: string, code?: string, session = chris, body: unknown = NOTHING) {
  return post(sandbox.apiUrl, CHANGE, body, { ...session, ...challengeHeaders(key, code) });
}

async function sendTo(key: string, destination = CHRIS_MOBILE): Promise<string> {
  expect((await sendChallenge(sandbox.apiUrl, key, destination)).body).toEqual({ ResponseStatus: 'Success' });
  return latestCode(sandbox.apiUrl, destination);
}

function expectChallenge(response: Awaited<ReturnType<typeof post>>, status: string, key: string) {
  expect(response.status).toBe(412);
  expect(response.headers.get('x-challenge-status')).toBe(status);
  expect(response.headers.get('x-challenge-key')).toBe(key);
  expect(response.body).toEqual({ Message: expect.any(String), ChallengeStatus: status });
}

/** A wrong code that is certainly not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('starting a challenge', () => {
  it('answers 412 with x-challenge-status ISSUED and a new opaque key each time', async () => {
    const first = await post(sandbox.apiUrl, CHANGE, NOTHING, chris);
    expect(first.status).toBe(412);
    expect(first.headers.get('x-challenge-status')).toBe('ISSUED');
    expect(first.body).toEqual({ Message: 'Additional authentication required', ChallengeStatus: 'ISSUED' });
    const key = first.headers.get('x-challenge-key') ?? '';
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(await issue()).not.toBe(key);
  });

  it('leaves the challenge ISSUED when replayed with the key but no code yet', async () => {
    const key = await issue();
    expectChallenge(await replay(key), 'ISSUED', key);
  });
});

describe('destinations', () => {
  it('lists the person’s mobile number and e-mail address', async () => {
    const key = await issue(demo);
    const { status, body } = await destinations(sandbox.apiUrl, key);
    expect(status).toBe(200);
    expect(body).toEqual({ Destinations: ['07700 900123', 'alex.saver@example.com'] });
  });

  it('lists none for a customer the bank holds no number or address for', async () => {
    const nora = { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, CUSTOMERS.nora) };
    const key = await issue(nora);
    expect((await destinations(sandbox.apiUrl, key)).body).toEqual({ Destinations: [] });
    expect((await sendChallenge(sandbox.apiUrl, key, '07700 900123')).body).toEqual({
      ResponseStatus: 'Failed',
    });
  });

  it('answers HTTP 500 for a customer whose contact details cannot be read', async () => {
    const dan = { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, CUSTOMERS.dan) };
    const key = await issue(dan);
    const { status, body } = await destinations(sandbox.apiUrl, key);
    expect(status).toBe(500);
    expect(body).toEqual({ Message: expect.any(String) });
    expect((await sendChallenge(sandbox.apiUrl, key, '07700 900411')).body).toEqual({
      ResponseStatus: 'Failed',
    });
  });

  it('answers 404 for an unknown key and 400 without one', async () => {
    expect((await destinations(sandbox.apiUrl, 'made-up')).status).toBe(404);
    expect((await post(sandbox.apiUrl, '/2fa/v1.0/destinations', {})).status).toBe(400);
  });
});

describe('sending a passcode (2fa challenge)', () => {
  it('sends a 6-digit passcode by SMS or e-mail and records it in the outbox', async () => {
    const key = await issue();
    const sms = await sendTo(key, CHRIS_MOBILE);
    expect(sms).toMatch(/^\d{6}$/);
    const [latestSms] = await outbox(sandbox.apiUrl, CHRIS_MOBILE);
    expect(latestSms).toEqual({
      Id: expect.any(Number),
      SentAt: expect.any(String),
      Channel: 'SMS',
      Destination: CHRIS_MOBILE,
      Text: expect.stringMatching(
        new RegExp(`^Your one-time passcode is ${sms}\\. It expires in 10 minutes\\.`),
      ),
      Code: sms,
    });
    await sendTo(key, CHRIS_EMAIL);
    expect((await outbox(sandbox.apiUrl, CHRIS_EMAIL))[0]?.Channel).toBe('E-mail');
  });

  it('matches the destination without spaces or case', async () => {
    const key = await issue();
    expect((await sendChallenge(sandbox.apiUrl, key, '07700900412')).body).toEqual({
      ResponseStatus: 'Success',
    });
    expect((await sendChallenge(sandbox.apiUrl, key, 'Chris.Change@Example.com')).body).toEqual({
      ResponseStatus: 'Success',
    });
  });

  it('answers Failed for a destination not on the list and for an unknown key', async () => {
    const key = await issue();
    expect((await sendChallenge(sandbox.apiUrl, key, '07700 900123')).body).toEqual({
      ResponseStatus: 'Failed',
    });
    expect((await sendChallenge(sandbox.apiUrl, 'made-up', CHRIS_MOBILE)).body).toEqual({
      ResponseStatus: 'Failed',
    });
  });

  it('answers ExceededMaximumActivationCodeRequests after 5 passcodes for the same challenge', async () => {
    const key = await issue();
    const statuses: string[] = [];
    for (let send = 1; send <= 7; send += 1)
      statuses.push((await sendChallenge(sandbox.apiUrl, key, CHRIS_MOBILE)).body.ResponseStatus);
    expect(statuses).toEqual([
      'Success',
      'Success',
      'Success',
      'Success',
      'Success',
      'ExceededMaximumActivationCodeRequests',
      'ExceededMaximumActivationCodeRequests',
    ]);
    // A new challenge may send again.
    expect((await sendChallenge(sandbox.apiUrl, await issue(), CHRIS_MOBILE)).body.ResponseStatus).toBe(
      'Success',
    );
  });
});

describe('replaying the call with the passcode', () => {
  it('answers the call’s normal answer for the right code, once: the challenge is then spent', async () => {
    const key = await issue();
    const code = await sendTo(key);
    const passed = await replay(key, code);
    expect(passed.status).toBe(200);
    expect(passed.headers.get('x-challenge-status')).toBeNull();
    expect(passed.body).toEqual({ Status: 'MustHaveCredential' });
    expectChallenge(await replay(key, code), 'EXPIRED_CHALLENGE', key);
  });

  it('answers FAILED (same key) for a wrong code, and still accepts the right one after', async () => {
    const key = await issue();
    const code = await sendTo(key);
    expectChallenge(await replay(key, wrong(code)), 'FAILED', key);
    expectChallenge(await replay(key, wrong(code)), 'FAILED', key);
    expect((await replay(key, code)).body).toEqual({ Status: 'MustHaveCredential' });
  });

  it('cancels the challenge on the 3rd wrong code (EXCEEDED), after which even the right code is refused', async () => {
    const key = await issue();
    const code = await sendTo(key);
    expectChallenge(await replay(key, wrong(code)), 'FAILED', key);
    expectChallenge(await replay(key, wrong(code)), 'FAILED', key);
    expectChallenge(await replay(key, wrong(code)), 'EXCEEDED', key);
    expectChallenge(await replay(key, code), 'EXCEEDED', key);
    expect((await sendChallenge(sandbox.apiUrl, key, CHRIS_MOBILE)).body).toEqual({
      ResponseStatus: 'Failed',
    });
  });

  it('counts a code sent before any passcode as wrong', async () => {
    const key = await issue();
    expectChallenge(await replay(key, '123456'), 'FAILED', key);
  });

  it('accepts only the latest passcode', async () => {
    const key = await issue();
    const first = await sendTo(key);
    let second = await sendTo(key);
    while (second === first) second = await sendTo(key); // one chance in a million
    expectChallenge(await replay(key, first), 'FAILED', key);
    expect((await replay(key, second)).body).toEqual({ Status: 'MustHaveCredential' });
  });

  it('answers EXPIRED_CODE for a passcode older than 10 minutes; a new passcode then works', async () => {
    const key = await issue();
    const old = await sendTo(key);
    offsetMs += 10 * MINUTE + 1000;
    try {
      expectChallenge(await replay(key, old), 'EXPIRED_CODE', key);
      const fresh = await sendTo(key); // 'Request another code'
      expect((await replay(key, fresh)).body).toEqual({ Status: 'MustHaveCredential' });
    } finally {
      offsetMs -= 10 * MINUTE + 1000;
    }
  });

  it('keeps a passcode good just inside 10 minutes', async () => {
    const key = await issue();
    const code = await sendTo(key);
    offsetMs += 9 * MINUTE;
    try {
      expect((await replay(key, code)).body).toEqual({ Status: 'MustHaveCredential' });
    } finally {
      offsetMs -= 9 * MINUTE;
    }
  });

  it('answers EXPIRED_CHALLENGE for a challenge older than 20 minutes, even with a fresh passcode', async () => {
    const key = await issue();
    offsetMs += 15 * MINUTE;
    try {
      const code = await sendTo(key);
      // The portal's ping keeps the session alive (20 idle minutes); only the challenge is too old.
      expect(
        (await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', { headers: bankHeaders(chris) })).status,
      ).toBe(200);
      offsetMs += 6 * MINUTE;
      expectChallenge(await replay(key, code), 'EXPIRED_CHALLENGE', key);
      expect((await destinations(sandbox.apiUrl, key)).status).toBe(404);
      expect((await sendChallenge(sandbox.apiUrl, key, CHRIS_MOBILE)).body).toEqual({
        ResponseStatus: 'Failed',
      });
    } finally {
      offsetMs -= 21 * MINUTE;
    }
  });

  it('is bound to the original request: another body is refused and the challenge is not spent', async () => {
    const key = await issue();
    const code = await sendTo(key);
    const other = { CredentialValues: [{ Name: 'Pin', Value: '582039', Context: 'placeholder' }] };
    expectChallenge(await replay(key, code, chris, other), 'EXPIRED_CHALLENGE', key);
    // The same body with its keys in another order is the same request.
    expect((await replay(key, code, chris, { ExtendedProperties: null, CredentialValues: [] })).body).toEqual(
      {
        Status: 'MustHaveCredential',
      },
    );
  });

  it('is bound to the person: another customer cannot use it', async () => {
    const key = await issue();
    const code = await sendTo(key);
    expectChallenge(await replay(key, code, demo), 'EXPIRED_CHALLENGE', key);
    expect((await replay(key, code)).body).toEqual({ Status: 'MustHaveCredential' });
  });

  it('is bound to the call: the key of one call does not pass another with the same body and person', async () => {
    const reset = await post(sandbox.apiUrl, '/webauthentication/v2.0/user/credentials/reset-forgotten', {
      Entries: entries({
        firstName: 'Chris',
        lastName: 'Change',
        dateOfBirth: '1990-04-18',
        postCode: 'OX1 2JD',
        accountNumber: '32885571',
      }),
      ExtendedProperties: null,
    });
    const body = { RequireActivationTicket: reset.body.RequireActivationTicket };
    // credentials/change ignores the unknown field, so both calls carry exactly this body for chris.
    const key = await issue(chris, body);
    const code = await sendTo(key);
    const other = await post(
      sandbox.apiUrl,
      '/webauthentication/v2.0/user/forgottencredentials/activate',
      body,
      challengeHeaders(key, code),
    );
    expectChallenge(other, 'EXPIRED_CHALLENGE', key);
    expect((await replay(key, code, chris, body)).body).toEqual({ Status: 'MustHaveCredential' });
    expectChallenge(await replay('made-up-key', code), 'EXPIRED_CHALLENGE', 'made-up-key');
  });
});

describe('the outbox', () => {
  it('GET /outbox is an accessible HTML page listing the latest messages, without bank headers', async () => {
    const key = await issue();
    const code = await sendTo(key);
    const response = await fetch(`${sandbox.apiUrl}/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB">/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<h1>Sandbox outbox</h1>');
    expect(html).toContain('<title>Sandbox outbox – Northmoor Savings</title>');
    expect(html).toContain('<th scope="col">Channel</th>');
    expect(html).toContain(`Your one-time passcode is ${code}.`);
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[^"]+Z">/);
    expect(html).not.toMatch(/<script|style=/);
    const css = await fetch(`${sandbox.apiUrl}/outbox.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('shows at most the latest 50 messages, newest first', async () => {
    for (let send = 0; send < 11; send += 1) {
      const key = await issue();
      for (let again = 0; again < 5; again += 1) await sendChallenge(sandbox.apiUrl, key, CHRIS_EMAIL);
    }
    const messages = await outbox(sandbox.apiUrl);
    expect(messages).toHaveLength(50);
    const ids = messages.map((message) => message.Id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const html = await (await fetch(`${sandbox.apiUrl}/outbox`)).text();
    expect(html.match(/<tr>/g)).toHaveLength(51); // header row + 50
  });

  it('filters outbox.json by destination', async () => {
    const mine = await outbox(sandbox.apiUrl, '07700900412');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((message) => message.Destination === CHRIS_MOBILE)).toBe(true);
    expect(await outbox(sandbox.apiUrl, '07700 900999')).toEqual([]);
  });

  it('escapes what it shows and says when there is nothing', () => {
    const page = outboxPage('Bank <b>', [
      {
        id: 1,
        sentAt: new Date('2026-11-22T10:00:00Z'),
        channel: 'Letter',
        destination: '<script>alert(1)</script>',
        text: 'a & b',
        code: null,
      },
    ]);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Bank &lt;b&gt;');
    expect(page).toContain('22 Nov 2026, 10:00:00');
    expect(outboxPage('Bank', [])).toContain('<p>No messages have been sent yet.</p>');
  });
});
