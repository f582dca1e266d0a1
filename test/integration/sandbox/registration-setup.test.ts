import { describe, expect, it } from '@jest/globals';
import { entries, register, setupCredentials } from './access-flows.ts';
import { post } from './api.ts';
import { PEOPLE } from './people.ts';
import { nativeSignIn } from './sign-in.ts';
import { MINUTE, useRegistration } from './use-registration.ts';

// Registration (spec 1 §4 Registration, §7): credentials/setup with every status and CredentialErrors code.

let offsetMs = 0;
const { sandbox, ticketFor } = useRegistration(() => new Date(Date.now() + offsetMs));

describe('credentials/setup', () => {
  const GOOD = { username: 'ruth.register', password: 'Heather-Moor-42!', pin: '582039' };

  it('answers InvalidTicket for an unknown ticket and one older than the ticket expiry', async () => {
    expect((await setupCredentials(sandbox.apiUrl, 'made-up', GOOD)).body).toEqual({
      Status: 'InvalidTicket',
    });
    const ticket = await ticketFor(PEOPLE.ruth);
    offsetMs += 21 * MINUTE;
    try {
      expect((await setupCredentials(sandbox.apiUrl, ticket, GOOD)).body).toEqual({
        Status: 'InvalidTicket',
      });
    } finally {
      offsetMs -= 21 * MINUTE;
    }
  });

  it('answers NotEnoughCredentials when a value is missing', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    for (const missing of [
      { ...GOOD, username: undefined },
      { ...GOOD, username: '  ' },
      { ...GOOD, password: undefined },
      { ...GOOD, pin: undefined },
      { ...GOOD, password: '' },
    ]) {
      expect((await setupCredentials(sandbox.apiUrl, ticket, missing)).body).toEqual({
        Status: 'NotEnoughCredentials',
      });
    }
  });

  it('answers InvalidUsername for a username of the wrong length or with a forbidden symbol', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    for (const username of [
      'ruth5',
      'r'.repeat(24),
      'ruth register',
      'ruth#reg',
      'ruth/reg',
      'ruth\\reg',
      'ruth~reg',
    ]) {
      expect((await setupCredentials(sandbox.apiUrl, ticket, { ...GOOD, username })).body).toEqual({
        Status: 'InvalidUsername',
      });
    }
    // 6 and 23 characters are fine: the next check (a well-known password) answers instead.
    for (const username of ['ruth.r', 'r'.repeat(23), 'ruth_reg-2@home!'])
      expect(
        (await setupCredentials(sandbox.apiUrl, ticket, { ...GOOD, username, password: 'Password123!' })).body
          .Status,
      ).toBe('InvalidCredentials');
  });

  it('answers UsernameAlreadyExists for a taken username, without case', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    expect(
      (await setupCredentials(sandbox.apiUrl, ticket, { ...GOOD, username: 'DEMO.SAVER' })).body,
    ).toEqual({
      Status: 'UsernameAlreadyExists',
    });
  });

  it('answers InvalidCredentials with each CredentialErrors code', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    const errors = async (change: Partial<typeof GOOD>) => {
      const { body } = await setupCredentials(sandbox.apiUrl, ticket, { ...GOOD, ...change });
      expect(body.Status).toBe('InvalidCredentials');
      return body.ExtendedProperties.IdentityResponse.CredentialErrors as string[];
    };
    expect(await errors({ pin: '310101' })).toEqual(['Dob']); // Ruth: 2001-01-31 as DDMMYY
    expect(await errors({ pin: '777777' })).toEqual(['AllSame']);
    expect(await errors({ pin: '123456' })).toEqual(['Sequential']);
    expect(await errors({ pin: '987654' })).toEqual(['Sequential']);
    expect(await errors({ pin: '012345' })).toEqual(['Sequential']);
    expect(await errors({ password: 'Password123!' })).toEqual(['Known']);
    expect(await errors({ password: 'LIVERPOOL2026!' })).toEqual(['PasswordFormat', 'Known']); // no lowercase
    expect(await errors({ password: 'Ruth.Register-1', username: 'ruth.register-1' })).toEqual(['Username']);
    expect(await errors({ password: 'short1!A' })).toEqual(['PasswordFormat']);
    expect(await errors({ password: 'No-Digits-Here' })).toEqual(['PasswordFormat']);
    expect(await errors({ password: 'Trailing-Space-1 ' })).toEqual(['PasswordFormat']);
    expect(await errors({ pin: '12345' })).toEqual(['PinFormat']);
    expect(await errors({ pin: '111111', password: 'Password123!' })).toEqual(['Known', 'AllSame']);
  });

  it('answers Dob for the date of birth sent in IdentityRequest as well', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    const { body } = await setupCredentials(sandbox.apiUrl, ticket, {
      ...GOOD,
      pin: '150390',
      dateOfBirth: '1990-03-15',
    });
    expect(body.ExtendedProperties.IdentityResponse.CredentialErrors).toEqual(['Dob']);
  });

  it('answers 400 for another terms version', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    const { status } = await post(sandbox.apiUrl, '/webauthentication/v2.0/user/credentials/setup', {
      Ticket: ticket,
      Username: GOOD.username,
      CredentialValues: [
        { Name: 'Password', Value: GOOD.password, Context: null },
        { Name: 'Pin', Value: GOOD.pin, Context: null },
      ],
      TermsAndConditionsDocumentVersion: 'v1.0',
      ExtendedProperties: null,
    });
    expect(status).toBe(400);
  });

  it('answers Success, creates the credentials, spends the ticket; the person can sign in', async () => {
    const ticket = await ticketFor(PEOPLE.ruth);
    expect(
      (await setupCredentials(sandbox.apiUrl, ticket, { ...GOOD, dateOfBirth: PEOPLE.ruth.dateOfBirth }))
        .body,
    ).toEqual({
      Status: 'Success',
    });
    expect((await setupCredentials(sandbox.apiUrl, ticket, GOOD)).body).toEqual({ Status: 'InvalidTicket' });
    await expect(
      nativeSignIn(sandbox.apiUrl, {
        username: GOOD.username,
        password: GOOD.password,
        memorableNumber: GOOD.pin,
      }),
    ).resolves.toEqual(expect.any(String));
    expect((await register(sandbox.apiUrl, PEOPLE.ruth)).body.Status).toBe('AlreadyActive');
    expect(
      (await post(sandbox.apiUrl, '/customccb/v1.0/registrationcheck', { Entries: entries(PEOPLE.ruth) }))
        .body,
    ).toEqual({ CheckStatus: 'Registered' });
  });

  it('answers Unsuccessful when a second ticket is used after the person registered', async () => {
    const first = await ticketFor(PEOPLE.rob);
    // A second register replaces the first ticket: one live ticket per person.
    const second = await ticketFor(PEOPLE.rob);
    expect(
      (await setupCredentials(sandbox.apiUrl, first, { ...GOOD, username: 'rob.register' })).body,
    ).toEqual({
      Status: 'InvalidTicket',
    });
    expect(
      (await setupCredentials(sandbox.apiUrl, second, { ...GOOD, username: 'rob.register' })).body,
    ).toEqual({
      Status: 'Success',
    });
  });

  it('answers Unsuccessful for uma (the back office fails) and Blocked for seth (blocked at setup)', async () => {
    const uma = await ticketFor(PEOPLE.uma);
    expect(
      (await setupCredentials(sandbox.apiUrl, uma, { ...GOOD, username: 'uma.unsuccessful' })).body,
    ).toEqual({
      Status: 'Unsuccessful',
    });
    expect(
      (await setupCredentials(sandbox.apiUrl, uma, { ...GOOD, username: 'uma.unsuccessful' })).body,
    ).toEqual({
      Status: 'InvalidTicket',
    });
    const seth = await ticketFor(PEOPLE.seth);
    expect(
      (await setupCredentials(sandbox.apiUrl, seth, { ...GOOD, username: 'seth.setupblocked' })).body,
    ).toEqual({
      Status: 'Blocked',
    });
  });

  it('registers with an activation code too, after which the code is spent', async () => {
    const ticket = await ticketFor({ firstName: 'Ada' }, 'K7M4Q2XP');
    expect(
      (await setupCredentials(sandbox.apiUrl, ticket, { ...GOOD, username: 'ada.activation' })).body,
    ).toEqual({
      Status: 'Success',
    });
    expect((await register(sandbox.apiUrl, { firstName: 'Ada' }, 'K7M4Q2XP')).body.Status).toBe(
      'AlreadyActive',
    );
  });
});
