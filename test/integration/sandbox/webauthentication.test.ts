import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MEL } from '../../helpers/customers.ts';
import { bankHeaders, callApi } from './api.ts';
import {
  BELLA,
  DEMO,
  SAM,
  digitsAt,
  nativeSignIn,
  positionsOf,
  signInCreate,
  signInUpdate,
  wrongDigitsAt,
} from './sign-in.ts';
import { type TestSandbox, startTestSandbox, useTestSandbox } from './test-sandbox.ts';

// The native two-step sign-in of spec 1 §4 against the sandbox upstream (webauthentication v2.0, utility ping).

const sandbox = useTestSandbox({ clock: () => new Date(Date.now() + offsetMs) });
let offsetMs = 0; // injected clock: tests move time forward instead of sleeping
const MINUTE = 60_000;

describe('sign-in step 1 (sign-in/create)', () => {
  it('answers Incomplete with an opaque ticket and three different ascending positions from 0 to 5', async () => {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { status, body } = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
      expect(status).toBe(200);
      expect(body.Status).toBe('Incomplete');
      expect(typeof body.SignInTicket.Value).toBe('string');
      expect(body.SignInTicket.Value.length).toBeGreaterThanOrEqual(32);
      expect(body.SignInTicket.Data.CredentialStates).toEqual([
        { Name: 'Pin', Context: { Positions: expect.any(Array) } },
      ]);
      const positions = positionsOf(body.SignInTicket);
      expect(positions).toHaveLength(3);
      expect(new Set(positions).size).toBe(3);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const position of positions) {
        expect(Number.isInteger(position)).toBe(true);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(5);
      }
      seen.add(body.SignInTicket.Value);
      seen.add(`positions ${positions.join(',')}`);
    }
    // Every attempt gets a new ticket, and the positions are not always the same (20 possible triples).
    expect([...seen].filter((entry) => !entry.startsWith('positions'))).toHaveLength(8);
    expect([...seen].filter((entry) => entry.startsWith('positions')).length).toBeGreaterThan(1);
  });

  it('answers Failed for a wrong password and for an unknown username, with HTTP 200', async () => {
    const wrong = await signInCreate(sandbox.apiUrl, DEMO.username, 'Not-The-Password-1');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ Status: 'Failed' });
    const unknown = await signInCreate(sandbox.apiUrl, 'nobody.here', DEMO.password);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ Status: 'Failed' });
    // Clear demo.saver's failure count for the tests below.
    await nativeSignIn(sandbox.apiUrl, DEMO);
  });

  it('answers Blocked for the seeded blocked customer even with the right password', async () => {
    const { body } = await signInCreate(sandbox.apiUrl, BELLA.username, BELLA.password);
    expect(body).toEqual({ Status: 'Blocked' });
  });

  it('answers 400 for a body that is not a sign-in request', async () => {
    const { status, body } = await callApi(
      sandbox.apiUrl,
      'POST',
      '/webauthentication/v2.0/user/sign-in/create',
      {
        body: { Username: 42 },
      },
    );
    expect(status).toBe(400);
    expect(body.Message).toEqual(expect.any(String));
  });
});

describe('sign-in step 2 (sign-in/update)', () => {
  it('answers Success with a session ticket and the customer for the right digits', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
    const positions = positionsOf(step1.body.SignInTicket);
    const { status, body } = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      digitsAt(DEMO.memorableNumber, positions),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      Status: 'Success',
      SessionTicket: expect.any(String),
      Customer: {
        UserId: 'CU100001',
        Username: 'demo.saver',
        Name: 'Alex Saver',
        LastLoggedIn: expect.any(String),
      },
    });
    expect(body.SessionTicket).not.toBe(step1.body.SignInTicket.Value);
  });

  it('accepts the ticket as its Value string as well as the whole object', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
    const positions = positionsOf(step1.body.SignInTicket);
    const { body } = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket.Value,
      digitsAt(DEMO.memorableNumber, positions),
    );
    expect(body.Status).toBe('Success');
  });

  it('reports the previous sign-in time as LastLoggedIn', async () => {
    const first = await nativeSignIn(sandbox.apiUrl, DEMO);
    expect(first).toEqual(expect.any(String));
    const step1 = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
    const before = Date.now() + offsetMs;
    const { body } = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      digitsAt(DEMO.memorableNumber, positionsOf(step1.body.SignInTicket)),
    );
    expect(Date.parse(body.Customer.LastLoggedIn)).toBeLessThanOrEqual(before);
  });

  it('answers Failed with a fresh ticket and new positions for wrong digits; the old ticket is spent', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
    const positions = positionsOf(step1.body.SignInTicket);
    const failed = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      wrongDigitsAt(DEMO.memorableNumber, positions),
    );
    expect(failed.status).toBe(200);
    expect(failed.body.Status).toBe('Failed');
    expect(failed.body.SignInTicket.Value).toEqual(expect.any(String));
    expect(failed.body.SignInTicket.Value).not.toBe(step1.body.SignInTicket.Value);
    const newPositions = positionsOf(failed.body.SignInTicket);
    expect(newPositions).toHaveLength(3);
    expect(new Set(newPositions).size).toBe(3);

    const reused = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      digitsAt(DEMO.memorableNumber, positions),
    );
    expect(reused.body).toEqual({ Status: 'InvalidTicket' });

    const retry = await signInUpdate(
      sandbox.apiUrl,
      failed.body.SignInTicket,
      digitsAt(DEMO.memorableNumber, newPositions),
    );
    expect(retry.body.Status).toBe('Success');
  });

  it('answers CredentialBlocked for a blocked memorable number, whatever the digits (mel.memorable)', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, MEL.username, MEL.password);
    expect(step1.body.Status).toBe('Incomplete');
    const positions = positionsOf(step1.body.SignInTicket);
    const step2 = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      digitsAt(MEL.memorableNumber, positions),
    );
    expect(step2.status).toBe(200);
    expect(step2.body).toEqual({ Status: 'CredentialBlocked' });
  });

  it('answers InvalidTicket for an unknown ticket', async () => {
    const { status, body } = await signInUpdate(sandbox.apiUrl, { Value: 'no-such-ticket' }, '123');
    expect(status).toBe(200);
    expect(body).toEqual({ Status: 'InvalidTicket' });
  });

  it('answers InvalidTicket once the ticket is older than the ticket expiry (20 minutes)', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
    const positions = positionsOf(step1.body.SignInTicket);
    offsetMs += 21 * MINUTE;
    try {
      const { body } = await signInUpdate(
        sandbox.apiUrl,
        step1.body.SignInTicket,
        digitsAt(DEMO.memorableNumber, positions),
      );
      expect(body).toEqual({ Status: 'InvalidTicket' });
    } finally {
      offsetMs -= 21 * MINUTE;
    }
  });

  it('keeps a ticket usable just inside the expiry', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password);
    offsetMs += 19 * MINUTE;
    try {
      const { body } = await signInUpdate(
        sandbox.apiUrl,
        step1.body.SignInTicket,
        digitsAt(DEMO.memorableNumber, positionsOf(step1.body.SignInTicket)),
      );
      expect(body.Status).toBe('Success');
    } finally {
      offsetMs -= 19 * MINUTE;
    }
  });
});

describe('session tickets, ping and sign-out', () => {
  it('ping answers 200 Success with a live session ticket and 402 without one', async () => {
    const ticket = await nativeSignIn(sandbox.apiUrl, DEMO);
    const ok = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers: bankHeaders({ 'x-session-ticket': ticket }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ Status: 'Success' });

    const none = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping');
    expect(none.status).toBe(402);
    expect(none.body).toEqual({ Message: 'Unauthorized' });

    const bogus = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers: bankHeaders({ 'x-session-ticket': 'made-up' }),
    });
    expect(bogus.status).toBe(402);
  });

  it('sign-out answers {} and invalidates the session ticket', async () => {
    const ticket = await nativeSignIn(sandbox.apiUrl, DEMO);
    const headers = bankHeaders({ 'x-session-ticket': ticket });
    const out = await callApi(sandbox.apiUrl, 'POST', '/webauthentication/v2.0/user/sign-out', {
      body: {},
      headers,
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({});
    const ping = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers: bankHeaders({ 'x-session-ticket': ticket }),
    });
    expect(ping.status).toBe(402);
    const accounts = await callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', {
      body: {},
      headers: bankHeaders({ 'x-session-ticket': ticket }),
    });
    expect(accounts.status).toBe(402);
  });

  it('expires a session ticket after 20 idle minutes, and renews it on use', async () => {
    const ticket = await nativeSignIn(sandbox.apiUrl, DEMO);
    const ping = () =>
      callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
        headers: bankHeaders({ 'x-session-ticket': ticket }),
      });
    try {
      offsetMs += 15 * MINUTE;
      expect((await ping()).status).toBe(200); // renewed here
      offsetMs += 15 * MINUTE; // 30 minutes after sign-in, 15 after last use
      expect((await ping()).status).toBe(200);
      offsetMs += 21 * MINUTE;
      expect((await ping()).status).toBe(402);
    } finally {
      offsetMs -= 51 * MINUTE;
    }
  });
});

describe('lockout after five consecutive failures', () => {
  it('counts password and memorable-number failures together and then answers Blocked', async () => {
    // 1-3: wrong passwords.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signInCreate(sandbox.apiUrl, SAM.username, 'Wrong-Password-1')).body).toEqual({
        Status: 'Failed',
      });
    }
    // 4: wrong digits.
    const step1 = await signInCreate(sandbox.apiUrl, SAM.username, SAM.password);
    expect(step1.body.Status).toBe('Incomplete');
    const fourth = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      wrongDigitsAt(SAM.memorableNumber, positionsOf(step1.body.SignInTicket)),
    );
    expect(fourth.body.Status).toBe('Failed');
    // 5: wrong digits again, on the fresh ticket: the credential locks.
    const fifth = await signInUpdate(
      sandbox.apiUrl,
      fourth.body.SignInTicket,
      wrongDigitsAt(SAM.memorableNumber, positionsOf(fourth.body.SignInTicket)),
    );
    expect(fifth.body).toEqual({ Status: 'Blocked' });
    // From then on, even the right password is Blocked.
    expect((await signInCreate(sandbox.apiUrl, SAM.username, SAM.password)).body).toEqual({
      Status: 'Blocked',
    });
  });

  it('locks on the fifth wrong password and stays locked after a restart (persisted in SQLite)', async () => {
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await signInCreate(sandbox.apiUrl, DEMO.username, 'Wrong-Password-1')).body.Status);
    }
    expect(statuses).toEqual(['Failed', 'Failed', 'Failed', 'Failed', 'Blocked']);
    expect((await signInCreate(sandbox.apiUrl, DEMO.username, DEMO.password)).body).toEqual({
      Status: 'Blocked',
    });

    const dbFile = `${sandbox.dir}/sandbox.sqlite`;
    await sandbox.close();
    const { startSandbox } = await import('../../../sandbox/server.ts');
    const restarted = await startSandbox({ apiPort: 0, idpPort: 0, dbFile, quiet: true });
    try {
      expect((await signInCreate(restarted.apiUrl, DEMO.username, DEMO.password)).body).toEqual({
        Status: 'Blocked',
      });
    } finally {
      await restarted.close();
    }
    // afterAll's stop() closes again (a no-op) and removes the directory.
  });
});

describe('success resets the failure count', () => {
  let fresh: TestSandbox;
  beforeAll(async () => {
    fresh = await startTestSandbox();
  });
  afterAll(async () => {
    await fresh?.stop();
  });

  it('allows four more failures after a completed sign-in', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signInCreate(fresh.apiUrl, DEMO.username, 'Wrong-Password-1')).body.Status).toBe(
        'Failed',
      );
    }
    await nativeSignIn(fresh.apiUrl, DEMO);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signInCreate(fresh.apiUrl, DEMO.username, 'Wrong-Password-1')).body.Status).toBe(
        'Failed',
      );
    }
    expect((await signInCreate(fresh.apiUrl, DEMO.username, DEMO.password)).body.Status).toBe('Incomplete');
  });
});
