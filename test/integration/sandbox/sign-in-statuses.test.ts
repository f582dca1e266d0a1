import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi, post } from './api.ts';
import { CookieJar, browse, pkcePair } from './browser.ts';
import { CUSTOMERS } from './people.ts';
import {
  DEMO,
  digitsAt,
  nativeSignIn,
  positionsOf,
  signInCreate,
  signInUpdate,
  wrongDigitsAt,
} from './sign-in.ts';
import { CLIENT_ID, PORTAL_URL, useTestSandbox } from './test-sandbox.ts';

// The sign-in statuses beyond Success/Failed/Blocked (spec 1 §4 Sign-in step 1 and 2): CredentialBlocked,
// Inactive, NonSignatory, and the activation of a first sign-in (RequireActivation -> ActivationSuccess).

const sandbox = useTestSandbox({ clock: () => new Date(Date.now() + offsetMs) });
let offsetMs = 0;
const MINUTE = 60_000;
const ACTIVATE = '/webauthentication/v2.0/user/setupcredentials/activate';

/** Step 1 and the right digits at step 2 for `who`; returns step 2's answer. */
async function bothSteps(who: { username: string; password: string; memorableNumber: string }) {
  const step1 = await signInCreate(sandbox.apiUrl, who.username, who.password);
  expect(step1.body.Status).toBe('Incomplete');
  return signInUpdate(
    sandbox.apiUrl,
    step1.body.SignInTicket,
    digitsAt(who.memorableNumber, positionsOf(step1.body.SignInTicket)),
  );
}

describe('CredentialBlocked', () => {
  it('answers CredentialBlocked at step 1 for cara.credential, whatever the password, and counts nothing', async () => {
    for (const password of [CUSTOMERS.cara.password, 'Wrong-Password-1', 'Wrong-Password-1']) {
      const { status, body } = await signInCreate(sandbox.apiUrl, CUSTOMERS.cara.username, password);
      expect(status).toBe(200);
      expect(body).toEqual({ Status: 'CredentialBlocked' });
    }
    const db = new DatabaseSync(`${sandbox.dir}/sandbox.sqlite`);
    try {
      expect(
        db.prepare("SELECT failed_attempts FROM customers WHERE username = 'cara.credential'").get(),
      ).toEqual({
        failed_attempts: 0,
      });
    } finally {
      db.close();
    }
  });

  it('answers CredentialBlocked at step 2 when the credential is blocked between the steps', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, CUSTOMERS.fred.username, CUSTOMERS.fred.password);
    expect(step1.body.Status).toBe('Incomplete');
    const db = new DatabaseSync(`${sandbox.dir}/sandbox.sqlite`);
    try {
      db.prepare("UPDATE customers SET credential_blocked = 1 WHERE username = 'fred.forgetful'").run();
      const step2 = await signInUpdate(
        sandbox.apiUrl,
        step1.body.SignInTicket,
        digitsAt(CUSTOMERS.fred.memorableNumber, positionsOf(step1.body.SignInTicket)),
      );
      expect(step2.body).toEqual({ Status: 'CredentialBlocked' });
    } finally {
      db.prepare("UPDATE customers SET credential_blocked = 0 WHERE username = 'fred.forgetful'").run();
      db.close();
    }
    expect((await bothSteps(CUSTOMERS.fred)).body.Status).toBe('Success');
  });
});

describe('Inactive', () => {
  it('answers Inactive for ian.inactive with the right password, and Failed with a wrong one', async () => {
    expect((await signInCreate(sandbox.apiUrl, CUSTOMERS.ian.username, CUSTOMERS.ian.password)).body).toEqual(
      {
        Status: 'Inactive',
      },
    );
    expect((await signInCreate(sandbox.apiUrl, CUSTOMERS.ian.username, 'Wrong-Password-1')).body).toEqual({
      Status: 'Failed',
    });
  });
});

describe('NonSignatory', () => {
  it('answers NonSignatory at step 1 for nina.nonsignatory with the right password, Failed with a wrong one', async () => {
    expect(
      (await signInCreate(sandbox.apiUrl, CUSTOMERS.nina.username, CUSTOMERS.nina.password)).body,
    ).toEqual({ Status: 'NonSignatory' });
    expect((await signInCreate(sandbox.apiUrl, CUSTOMERS.nina.username, 'Wrong-Password-1')).body).toEqual({
      Status: 'Failed',
    });
  });
});

describe('the warning after the 4th failure is the portal’s', () => {
  it('answers Failed four times and Blocked on the 5th (nothing else in between)', async () => {
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      statuses.push(
        (await signInCreate(sandbox.apiUrl, CUSTOMERS.cleo.username, 'Wrong-Password-1')).body.Status,
      );
    expect(statuses).toEqual(['Failed', 'Failed', 'Failed', 'Failed', 'Blocked']);
  });
});

describe('activation of a first sign-in (RequireActivation -> setupcredentials/activate)', () => {
  it('answers RequireActivation with a ticket at step 2 for the right digits', async () => {
    const { status, body } = await bothSteps(CUSTOMERS.ava);
    expect(status).toBe(200);
    expect(body).toEqual({ Status: 'RequireActivation', RequireActivationTicket: expect.any(String) });
    expect(body.RequireActivationTicket.length).toBeGreaterThanOrEqual(32);
  });

  it('still answers Failed with a new ticket for wrong digits', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, CUSTOMERS.ava.username, CUSTOMERS.ava.password);
    const step2 = await signInUpdate(
      sandbox.apiUrl,
      step1.body.SignInTicket,
      wrongDigitsAt(CUSTOMERS.ava.memorableNumber, positionsOf(step1.body.SignInTicket)),
    );
    expect(step2.body.Status).toBe('Failed');
    expect(step2.body.SignInTicket.Value).toEqual(expect.any(String));
  });

  it('answers InvalidTicket for an unknown ticket and for one older than the ticket expiry', async () => {
    expect((await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: 'made-up' })).body).toEqual({
      Status: 'InvalidTicket',
    });
    const { body } = await bothSteps(CUSTOMERS.ava);
    offsetMs += 21 * MINUTE;
    try {
      expect(
        (await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: body.RequireActivationTicket }))
          .body,
      ).toEqual({ Status: 'InvalidTicket' });
    } finally {
      offsetMs -= 21 * MINUTE;
    }
  });

  it('does not accept a sign-in ticket or a session ticket as an activation ticket', async () => {
    const step1 = await signInCreate(sandbox.apiUrl, CUSTOMERS.ava.username, CUSTOMERS.ava.password);
    expect(
      (await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: step1.body.SignInTicket.Value })).body,
    ).toEqual({ Status: 'InvalidTicket' });
    const session = await nativeSignIn(sandbox.apiUrl, DEMO);
    expect((await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: session })).body).toEqual({
      Status: 'InvalidTicket',
    });
  });

  it('answers 400 without a ticket', async () => {
    expect((await post(sandbox.apiUrl, ACTIVATE, {})).status).toBe(400);
  });

  it('answers ActivationSuccess with a session, once; the customer is then activated', async () => {
    const { body } = await bothSteps(CUSTOMERS.ava);
    const activation = await post(sandbox.apiUrl, ACTIVATE, {
      RequireActivationTicket: body.RequireActivationTicket,
    });
    expect(activation.status).toBe(200);
    expect(activation.body).toEqual({
      Status: 'ActivationSuccess',
      SessionTicket: expect.any(String),
      Customer: { UserId: 'CU100007', Username: 'ava.activate', Name: 'Ava Activate', LastLoggedIn: null },
    });
    const ping = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers: bankHeaders({ 'x-session-ticket': activation.body.SessionTicket }),
    });
    expect(ping.status).toBe(200);

    // Single use.
    expect(
      (await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: body.RequireActivationTicket })).body,
    ).toEqual({ Status: 'InvalidTicket' });

    // Next sign-ins are plain Success, with the activation as the previous sign-in.
    const next = await bothSteps(CUSTOMERS.ava);
    expect(next.body.Status).toBe('Success');
    expect(next.body.Customer.LastLoggedIn).toEqual(expect.any(String));
  });
});

describe('the identity provider’s login page', () => {
  async function providerLogin(who: { username: string; password: string }) {
    const jar = new CookieJar();
    const pkce = pkcePair();
    const authorize = new URL(`${sandbox.issuer}/auth`);
    for (const [key, value] of Object.entries({
      client_id: CLIENT_ID,
      redirect_uri: `${PORTAL_URL}/signin-oidc`,
      response_type: 'code',
      scope: 'openid',
      state: 'state-1',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }))
      authorize.searchParams.set(key, value);
    const start = await browse(jar, authorize.href);
    expect(start.status).toBe(303);
    const login = await browse(jar, start.location!);
    const action = /<form method="post" action="([^"]+\/login)"/.exec(login.html)?.[1];
    return browse(jar, new URL(action!, sandbox.issuer).href, { method: 'POST', form: who });
  }

  it('refuses a credential-blocked customer and a non-signatory, with a message', async () => {
    const cara = await providerLogin(CUSTOMERS.cara);
    expect(cara.status).toBe(401);
    expect(cara.html).toContain('Access to your account was denied for security reasons');
    const nina = await providerLogin(CUSTOMERS.nina);
    expect(nina.status).toBe(401);
    expect(nina.html).toContain('You must be a signatory of the account');
  });
});
