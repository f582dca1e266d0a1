import { beforeAll, describe, expect, it } from '@jest/globals';
import { withChallenge } from './access-flows.ts';
import { bankHeaders, callApi, post } from './api.ts';
import { CUSTOMERS } from './people.ts';
import { nativeSignIn, signInCreate } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// Update security details (spec 1 §4, §5, §8 Update security): credentials/change, signed in, under two-factor.

const sandbox = useTestSandbox();
const CHANGE = '/webauthentication/v2.0/user/credentials/change';

type Who = { username: string; password: string; memorableNumber: string };

async function session(who: Who): Promise<Record<string, string>> {
  return { 'x-session-ticket': await nativeSignIn(sandbox.apiUrl, who) };
}

function changeBody(change: { username?: string | null; password?: string; pin?: string }) {
  return {
    ...(change.username === undefined ? {} : { Username: change.username }),
    CredentialValues: [
      ...(change.password === undefined
        ? []
        : [{ Name: 'Password', Value: change.password, Context: 'placeholder' }]),
      ...(change.pin === undefined ? [] : [{ Name: 'Pin', Value: change.pin, Context: 'placeholder' }]),
    ],
    ExtendedProperties: null,
  };
}

/** The change, with the two-factor challenge passed. */
async function change(headers: Record<string, string>, body: unknown) {
  return withChallenge(sandbox.apiUrl, CHANGE, body, headers);
}

describe('access', () => {
  it('answers 402 without a signed-in caller, before any challenge', async () => {
    const { status, body, headers } = await post(sandbox.apiUrl, CHANGE, changeBody({ pin: '582039' }));
    expect(status).toBe(402);
    expect(body).toEqual({ Message: 'Unauthorized' });
    expect(headers.get('x-challenge-status')).toBeNull();
  });

  it('answers 400 for a malformed body, before any challenge', async () => {
    const { status } = await post(
      sandbox.apiUrl,
      CHANGE,
      { CredentialValues: 'nope' },
      await session(CUSTOMERS.chris),
    );
    expect(status).toBe(400);
  });

  it('changes nothing without a passed challenge (412 ISSUED)', async () => {
    const headers = await session(CUSTOMERS.chris);
    const first = await post(sandbox.apiUrl, CHANGE, changeBody({ password: 'Granite-Valley-77?' }), headers);
    expect(first.status).toBe(412);
    expect(first.headers.get('x-challenge-status')).toBe('ISSUED');
    expect(
      (await signInCreate(sandbox.apiUrl, CUSTOMERS.chris.username, CUSTOMERS.chris.password)).body.Status,
    ).toBe('Incomplete');
  });
});

describe('statuses other than Success', () => {
  let chris: Record<string, string>;
  beforeAll(async () => {
    chris = await session(CUSTOMERS.chris);
  });

  it('answers MustHaveCredential when nothing is to change', async () => {
    expect((await change(chris, { ExtendedProperties: null })).body).toEqual({
      Status: 'MustHaveCredential',
    });
    expect((await change(chris, changeBody({ username: '' }))).body).toEqual({
      Status: 'MustHaveCredential',
    });
    expect((await change(chris, changeBody({ username: null }))).body).toEqual({
      Status: 'MustHaveCredential',
    });
  });

  it('answers NotEnoughCredentials for an entry without a value, an unknown one, or one given twice', async () => {
    for (const values of [
      [{ Name: 'Password', Value: '', Context: 'placeholder' }],
      [{ Name: 'Pin', Context: 'placeholder' }],
      [{ Name: 'MemorableWord', Value: 'something', Context: 'placeholder' }],
      [
        { Name: 'Pin', Value: '582039', Context: 'placeholder' },
        { Name: 'Pin', Value: '582039', Context: 'placeholder' },
      ],
    ]) {
      expect((await change(chris, { CredentialValues: values, ExtendedProperties: null })).body).toEqual({
        Status: 'NotEnoughCredentials',
      });
    }
  });

  it('answers InvalidUsername for a username of the wrong length or with a forbidden symbol', async () => {
    for (const username of ['short', 'x'.repeat(24), 'chris change', 'chris?change'])
      expect((await change(chris, changeBody({ username }))).body).toEqual({ Status: 'InvalidUsername' });
  });

  it('answers UsernameExists for another customer’s username, without case', async () => {
    expect((await change(chris, changeBody({ username: 'Demo.Saver' }))).body).toEqual({
      Status: 'UsernameExists',
    });
  });

  it('answers InvalidCredentials with the CredentialErrors codes', async () => {
    const errors = async (body: unknown) => {
      const answer = await change(chris, body);
      expect(answer.body.Status).toBe('InvalidCredentials');
      return answer.body.ExtendedProperties.IdentityResponse.CredentialErrors as string[];
    };
    expect(await errors(changeBody({ pin: '180490' }))).toEqual(['Dob']); // Chris: 1990-04-18
    expect(await errors(changeBody({ pin: '000000' }))).toEqual(['AllSame']);
    expect(await errors(changeBody({ pin: '456789' }))).toEqual(['Sequential']);
    expect(await errors(changeBody({ password: 'Welcome2026!' }))).toEqual(['Known']);
    expect(await errors(changeBody({ password: 'Chris.Change-9', username: 'chris.change-9' }))).toEqual([
      'Username',
    ]);
    expect(await errors(changeBody({ password: 'tooshort' }))).toEqual(['PasswordFormat']);
  });

  it('answers Blocked and NoRegistered for the customers set up to get them', async () => {
    const cole = await session(CUSTOMERS.cole);
    expect((await change(cole, changeBody({ pin: '582039' }))).body).toEqual({ Status: 'Blocked' });
    const nia = await session(CUSTOMERS.nia);
    expect((await change(nia, changeBody({ pin: '582039' }))).body).toEqual({ Status: 'NoRegistered' });
  });

  it('has changed nothing for chris', async () => {
    await expect(nativeSignIn(sandbox.apiUrl, CUSTOMERS.chris)).resolves.toEqual(expect.any(String));
  });
});

describe('Success', () => {
  it('changes the password only; the session stays valid', async () => {
    const headers = await session(CUSTOMERS.chris);
    const password = 'Granite-Valley-77?';
    expect((await change(headers, changeBody({ password }))).body).toEqual({ Status: 'Success' });
    expect(
      (await signInCreate(sandbox.apiUrl, CUSTOMERS.chris.username, CUSTOMERS.chris.password)).body.Status,
    ).toBe('Failed');
    await expect(nativeSignIn(sandbox.apiUrl, { ...CUSTOMERS.chris, password })).resolves.toEqual(
      expect.any(String),
    );
    expect(
      (await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', { headers: bankHeaders(headers) })).status,
    ).toBe(200);
  });

  it('changes the username, password and memorable number together; its own username in new case is fine', async () => {
    const headers = await session(CUSTOMERS.cleo);
    const renamed = { username: 'cleo.c', password: 'Harbour-Light-31%', memorableNumber: '690417' };
    expect(
      (
        await change(
          headers,
          changeBody({
            username: renamed.username,
            password: renamed.password,
            pin: renamed.memorableNumber,
          }),
        )
      ).body,
    ).toEqual({ Status: 'Success' });
    expect((await signInCreate(sandbox.apiUrl, CUSTOMERS.cleo.username, renamed.password)).body.Status).toBe(
      'Failed',
    );
    await expect(nativeSignIn(sandbox.apiUrl, renamed)).resolves.toEqual(expect.any(String));
    expect((await change(headers, changeBody({ username: 'CLEO.C' }))).body).toEqual({ Status: 'Success' });
    await expect(nativeSignIn(sandbox.apiUrl, { ...renamed, username: 'Cleo.C' })).resolves.toEqual(
      expect.any(String),
    );
  });

  it('changes the memorable number only', async () => {
    const headers = await session(CUSTOMERS.fay);
    expect((await change(headers, changeBody({ pin: '305172' }))).body).toEqual({ Status: 'Success' });
    await expect(
      nativeSignIn(sandbox.apiUrl, { ...CUSTOMERS.fay, memorableNumber: '305172' }),
    ).resolves.toEqual(expect.any(String));
  });
});
