import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from '@jest/globals';
import { credentialValues, destinations, entries, withChallenge } from './access-flows.ts';
import { bankHeaders, callApi, post } from './api.ts';
import { CUSTOMERS, type Identity, PEOPLE } from './people.ts';
import { SAM, nativeSignIn, signInCreate } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// Forgotten username and forgotten password (spec 1 §4, §7, §8): forgotten-username; reset-forgotten ->
// forgottencredentials/activate (under two-factor) -> update-forgotten; and credentials/setup { RequireActivationTicket }.

const sandbox = useTestSandbox({ clock: () => new Date(Date.now() + offsetMs) });
let offsetMs = 0;
const MINUTE = 60_000;
const FORGOTTEN_USERNAME = '/webauthentication/v2.0/user/credentials/forgotten-username';
const RESET = '/webauthentication/v2.0/user/credentials/reset-forgotten';
const ACTIVATE = '/webauthentication/v2.0/user/forgottencredentials/activate';
const UPDATE = '/webauthentication/v2.0/user/credentials/update-forgotten';
const SETUP = '/webauthentication/v2.0/user/credentials/setup';

function identityCall(path: string, identity: Partial<Identity>) {
  return post(sandbox.apiUrl, path, { Entries: entries(identity), ExtendedProperties: null });
}

async function requireActivationTicket(identity: Identity): Promise<string> {
  const { body } = await identityCall(RESET, identity);
  expect(body.Status).toBe('RequireActivation');
  return body.RequireActivationTicket as string;
}

/** reset-forgotten, then activate with the challenge passed: the ResetUserCredentialsTicket. */
async function resetTicket(identity: Identity): Promise<string> {
  const activation = await withChallenge(sandbox.apiUrl, ACTIVATE, {
    RequireActivationTicket: await requireActivationTicket(identity),
  });
  expect(activation.body.Status).toBe('Success');
  return activation.body.ResetUserCredentialsTicket as string;
}

function update(ticket: string, password?: string, pin?: string, dateOfBirth: string | null = null) {
  return post(sandbox.apiUrl, UPDATE, {
    Ticket: ticket,
    CredentialValues: credentialValues(password, pin),
    TermsAndConditionsDocumentVersion: '1.0',
    ExtendedProperties: { IdentityRequest: { DateOfBirth: dateOfBirth } },
  });
}

describe('forgotten username', () => {
  it('answers Success with the username for a registered customer', async () => {
    const { status, body } = await identityCall(FORGOTTEN_USERNAME, PEOPLE.fred);
    expect(status).toBe(200);
    expect(body).toEqual({ Status: 'Success', Username: 'fred.forgetful' });
    expect((await identityCall(FORGOTTEN_USERNAME, PEOPLE.alex)).body).toEqual({
      Status: 'Success',
      Username: 'demo.saver',
    });
  });

  it('answers NotRegistered for a known person without credentials', async () => {
    expect((await identityCall(FORGOTTEN_USERNAME, PEOPLE.rita)).body).toEqual({ Status: 'NotRegistered' });
  });

  it('answers IdentifyAndVerifyFailed when the details do not match', async () => {
    expect((await identityCall(FORGOTTEN_USERNAME, { ...PEOPLE.fred, postCode: 'EX1 1HT' })).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
    });
    expect(
      (await identityCall(FORGOTTEN_USERNAME, { ...PEOPLE.fred, accountNumber: '32552259' })).body,
    ).toEqual({
      Status: 'IdentifyAndVerifyFailed',
    });
  });

  it('answers Blocked for a customer blocked by the bank and a person blocked from online banking', async () => {
    expect((await identityCall(FORGOTTEN_USERNAME, PEOPLE.bella)).body).toEqual({ Status: 'Blocked' });
    expect((await identityCall(FORGOTTEN_USERNAME, PEOPLE.barry)).body).toEqual({ Status: 'Blocked' });
  });

  it('answers NonSignatory for a non-signatory, registered or not', async () => {
    expect((await identityCall(FORGOTTEN_USERNAME, PEOPLE.theo)).body).toEqual({ Status: 'NonSignatory' });
    expect((await identityCall(FORGOTTEN_USERNAME, PEOPLE.nina)).body).toEqual({ Status: 'NonSignatory' });
  });

  it('answers 400 when a detail is missing', async () => {
    const { postCode: _omitted, ...withoutPostcode } = PEOPLE.fred;
    expect((await identityCall(FORGOTTEN_USERNAME, withoutPostcode)).status).toBe(400);
  });
});

describe('forgotten password: reset-forgotten', () => {
  it('answers RequireActivation with a ticket for a registered customer', async () => {
    const { status, body } = await identityCall(RESET, PEOPLE.fred);
    expect(status).toBe(200);
    expect(body).toEqual({ Status: 'RequireActivation', RequireActivationTicket: expect.any(String) });
  });

  it('answers NotRegistered, IdentifyAndVerifyFailed and Blocked', async () => {
    expect((await identityCall(RESET, PEOPLE.rita)).body).toEqual({ Status: 'NotRegistered' });
    expect((await identityCall(RESET, { ...PEOPLE.fred, dateOfBirth: '1958-01-10' })).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
    });
    expect((await identityCall(RESET, PEOPLE.bella)).body).toEqual({ Status: 'Blocked' });
    expect((await identityCall(RESET, PEOPLE.theo)).body).toEqual({ Status: 'Blocked' }); // non-signatory
  });

  it('credentials/setup { RequireActivationTicket } answers Success for a live ticket without using it', async () => {
    const ticket = await requireActivationTicket(PEOPLE.fred);
    expect((await post(sandbox.apiUrl, SETUP, { RequireActivationTicket: ticket })).body).toEqual({
      Status: 'Success',
    });
    expect((await post(sandbox.apiUrl, SETUP, { RequireActivationTicket: ticket })).body).toEqual({
      Status: 'Success',
    });
    expect((await post(sandbox.apiUrl, SETUP, { RequireActivationTicket: 'made-up' })).body).toEqual({
      Status: 'InvalidTicket',
    });
  });
});

describe('forgotten password: forgottencredentials/activate under two-factor', () => {
  it('answers InvalidTicket (no challenge) for an unknown ticket, 400 for none', async () => {
    const { status, body, headers } = await post(sandbox.apiUrl, ACTIVATE, {
      RequireActivationTicket: 'made-up',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ Status: 'InvalidTicket' });
    expect(headers.get('x-challenge-status')).toBeNull();
    expect((await post(sandbox.apiUrl, ACTIVATE, {})).status).toBe(400);
  });

  it('answers 412 ISSUED first; the passcode goes to the customer behind the ticket', async () => {
    const ticket = await requireActivationTicket(PEOPLE.fred);
    const first = await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: ticket });
    expect(first.status).toBe(412);
    expect(first.headers.get('x-challenge-status')).toBe('ISSUED');
    const key = first.headers.get('x-challenge-key') ?? '';
    expect((await destinations(sandbox.apiUrl, key)).body).toEqual({
      Destinations: ['07700 900408', 'fred.forgetful@example.com'],
    });
  });

  it('gives a customer without destinations none, and one whose details cannot be read a 500', async () => {
    const nora = await post(sandbox.apiUrl, ACTIVATE, {
      RequireActivationTicket: await requireActivationTicket(PEOPLE.nora),
    });
    expect((await destinations(sandbox.apiUrl, nora.headers.get('x-challenge-key') ?? '')).body).toEqual({
      Destinations: [],
    });
    const dan = await post(sandbox.apiUrl, ACTIVATE, {
      RequireActivationTicket: await requireActivationTicket(PEOPLE.dan),
    });
    expect((await destinations(sandbox.apiUrl, dan.headers.get('x-challenge-key') ?? '')).status).toBe(500);
  });

  it('answers Success with a ResetUserCredentialsTicket once the challenge is passed; the ticket is then spent', async () => {
    const ticket = await requireActivationTicket(PEOPLE.fred);
    const activation = await withChallenge(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: ticket });
    expect(activation.status).toBe(200);
    expect(activation.body).toEqual({ Status: 'Success', ResetUserCredentialsTicket: expect.any(String) });
    expect(activation.body.ResetUserCredentialsTicket).not.toBe(ticket);
    expect((await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: ticket })).body).toEqual({
      Status: 'InvalidTicket',
    });
    expect((await post(sandbox.apiUrl, SETUP, { RequireActivationTicket: ticket })).body).toEqual({
      Status: 'InvalidTicket',
    });
  });

  it('answers InvalidTicket for a ticket older than the ticket expiry', async () => {
    const ticket = await requireActivationTicket(PEOPLE.fred);
    offsetMs += 21 * MINUTE;
    try {
      expect((await post(sandbox.apiUrl, ACTIVATE, { RequireActivationTicket: ticket })).body).toEqual({
        Status: 'InvalidTicket',
      });
    } finally {
      offsetMs -= 21 * MINUTE;
    }
  });
});

describe('forgotten password: update-forgotten', () => {
  it('answers InvalidTicket for an unknown ticket, and for an activation ticket used in its place', async () => {
    expect((await update('made-up', 'Copper-Kettle-58!', '582039')).body).toEqual({
      Status: 'InvalidTicket',
    });
    const activationTicket = await requireActivationTicket(PEOPLE.fred);
    expect((await update(activationTicket, 'Copper-Kettle-58!', '582039')).body).toEqual({
      Status: 'InvalidTicket',
    });
  });

  it('answers InvalidCredentials with CredentialErrors and keeps the ticket; NotEnoughCredentials for a missing value', async () => {
    const ticket = await resetTicket(PEOPLE.fred);
    const errors = async (password: string, pin: string, dateOfBirth: string | null = null) => {
      const { body } = await update(ticket, password, pin, dateOfBirth);
      expect(body.Status).toBe('InvalidCredentials');
      return body.ExtendedProperties.IdentityResponse.CredentialErrors as string[];
    };
    expect(await errors('Copper-Kettle-58!', '090158')).toEqual(['Dob']); // Fred: 1958-01-09
    expect(await errors('Copper-Kettle-58!', '222222')).toEqual(['AllSame']);
    expect(await errors('Copper-Kettle-58!', '654321')).toEqual(['Sequential']);
    expect(await errors('Arsenal2026!', '582039')).toEqual(['Known']);
    expect(await errors('fred.forgetful', '582039')).toEqual(['PasswordFormat', 'Username']);
    expect((await update(ticket, 'Copper-Kettle-58!', undefined)).body).toEqual({
      Status: 'NotEnoughCredentials',
    });
    // Still usable:
    expect((await update(ticket, 'Copper-Kettle-58!', '582039', PEOPLE.fred.dateOfBirth)).body.Status).toBe(
      'Success',
    );
  });

  it('answers Success with a session: credentials replaced, the ticket spent', async () => {
    const ticket = await resetTicket(PEOPLE.fred);
    const { status, body } = await update(ticket, 'Willow-Brook-63&', '714205', PEOPLE.fred.dateOfBirth);
    expect(status).toBe(200);
    expect(body).toEqual({
      Status: 'Success',
      SessionTicket: expect.any(String),
      Customer: {
        UserId: 'CU100008',
        Username: 'fred.forgetful',
        Name: 'Fred Forgetful',
        LastLoggedIn: expect.any(String),
      },
    });
    const ping = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers: bankHeaders({ 'x-session-ticket': body.SessionTicket }),
    });
    expect(ping.status).toBe(200);
    expect((await update(ticket, 'Willow-Brook-63&', '714205')).body).toEqual({ Status: 'InvalidTicket' });
    expect((await signInCreate(sandbox.apiUrl, 'fred.forgetful', 'Copper-Kettle-58!')).body.Status).toBe(
      'Failed',
    );
    await expect(
      nativeSignIn(sandbox.apiUrl, {
        username: 'fred.forgetful',
        password: 'Willow-Brook-63&',
        memorableNumber: '714205',
      }),
    ).resolves.toEqual(expect.any(String));
  });

  it('lifts a lockout after five failures', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await signInCreate(sandbox.apiUrl, SAM.username, 'Wrong-Password-1');
    expect((await signInCreate(sandbox.apiUrl, SAM.username, SAM.password)).body).toEqual({
      Status: 'Blocked',
    });
    const sam = {
      firstName: 'Sam',
      lastName: 'Single',
      dateOfBirth: '1991-02-03',
      postCode: 'M4 1HN',
      accountNumber: '31550938',
    };
    expect((await update(await resetTicket(sam), 'Slate-Harbour-20!', '640381')).body.Status).toBe('Success');
    await expect(
      nativeSignIn(sandbox.apiUrl, {
        username: SAM.username,
        password: 'Slate-Harbour-20!',
        memorableNumber: '640381',
      }),
    ).resolves.toEqual(expect.any(String));
  });

  it('lifts a credential block (cara.credential signs in again afterwards)', async () => {
    expect(
      (await signInCreate(sandbox.apiUrl, CUSTOMERS.cara.username, CUSTOMERS.cara.password)).body,
    ).toEqual({
      Status: 'CredentialBlocked',
    });
    expect((await update(await resetTicket(PEOPLE.cara), 'Quiet-Meadow-95!', '508317')).body.Status).toBe(
      'Success',
    );
    await expect(
      nativeSignIn(sandbox.apiUrl, {
        username: CUSTOMERS.cara.username,
        password: 'Quiet-Meadow-95!',
        memorableNumber: '508317',
      }),
    ).resolves.toEqual(expect.any(String));
  });

  it('answers Blocked when the bank blocks the customer meanwhile', async () => {
    const ticket = await resetTicket(PEOPLE.fay);
    const db = new DatabaseSync(`${sandbox.dir}/sandbox.sqlite`);
    try {
      db.prepare("UPDATE customers SET credential_status = 'Blocked' WHERE username = 'fay.forgetful'").run();
      expect((await update(ticket, 'Amber-Field-44!', '508317')).body).toEqual({ Status: 'Blocked' });
    } finally {
      db.prepare("UPDATE customers SET credential_status = 'Active' WHERE username = 'fay.forgetful'").run();
      db.close();
    }
    expect((await update(ticket, 'Amber-Field-44!', '508317')).body).toEqual({ Status: 'InvalidTicket' });
  });

  it('answers InvalidTicket for a reset ticket older than the ticket expiry', async () => {
    const ticket = await resetTicket(PEOPLE.fay);
    offsetMs += 21 * MINUTE;
    try {
      expect((await update(ticket, 'Amber-Field-44!', '508317')).body).toEqual({ Status: 'InvalidTicket' });
    } finally {
      offsetMs -= 21 * MINUTE;
    }
  });

  it('answers 400 for another terms version', async () => {
    const ticket = await resetTicket(PEOPLE.fay);
    const { status } = await post(sandbox.apiUrl, UPDATE, {
      Ticket: ticket,
      CredentialValues: credentialValues('Amber-Field-44!', '508317'),
      TermsAndConditionsDocumentVersion: 'v1.0',
      ExtendedProperties: null,
    });
    expect(status).toBe(400);
  });
});
