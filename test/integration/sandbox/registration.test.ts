import { describe, expect, it } from '@jest/globals';
import {
  PEOPLE,
  entries,
  nativeSignIn,
  outbox,
  post,
  register,
  setupCredentials,
  useTestSandbox,
} from './helpers.ts';

// Registration (spec 1 §4 Registration, §7): register (identity check, activation-code variant), registrationcheck,
// token, credentials/setup with every status and CredentialErrors code.

const sandbox = useTestSandbox({ clock: () => new Date(Date.now() + offsetMs) });
let offsetMs = 0;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const identityResponse = (activationStatus: string | null = null, credentialErrors: string[] = []) => ({
  ExtendedProperties: {
    IdentityResponse: { CredentialErrors: credentialErrors, ActivationStatus: activationStatus },
  },
});

async function ticketFor(identity: Parameters<typeof register>[1], activationCode?: string): Promise<string> {
  const { body } = await register(sandbox.apiUrl, identity, activationCode);
  expect(body.Status).toBe('Success');
  return body.Ticket as string;
}

describe('register: the identity check', () => {
  it('answers Success with a ticket for a known, unregistered signatory', async () => {
    const { status, body } = await register(sandbox.apiUrl, PEOPLE.rita);
    expect(status).toBe(200);
    expect(body).toEqual({ Status: 'Success', Ticket: expect.any(String), ...identityResponse() });
    expect(body.Ticket.length).toBeGreaterThanOrEqual(32);
  });

  it('compares names without case or extra spaces and postcodes without case or spaces', async () => {
    const { body } = await register(sandbox.apiUrl, {
      ...PEOPLE.rob,
      firstName: '  rob ',
      lastName: 'REGISTER',
      postCode: 'g11xq',
    });
    expect(body.Status).toBe('Success');
  });

  it('answers AlreadyActive for someone with online credentials (demo.saver’s details)', async () => {
    expect((await register(sandbox.apiUrl, PEOPLE.alex)).body).toEqual({
      Status: 'AlreadyActive',
      ...identityResponse(),
    });
  });

  it('answers NotAllowed for a person not allowed online banking', async () => {
    expect((await register(sandbox.apiUrl, PEOPLE.ned)).body).toEqual({
      Status: 'NotAllowed',
      ...identityResponse(),
    });
  });

  it('answers Blocked for a person blocked from registering, and for a customer blocked by the bank', async () => {
    expect((await register(sandbox.apiUrl, PEOPLE.barry)).body).toEqual({
      Status: 'Blocked',
      ...identityResponse(),
    });
    expect((await register(sandbox.apiUrl, PEOPLE.bella)).body).toEqual({
      Status: 'Blocked',
      ...identityResponse(),
    });
  });

  it('answers IdentifyAndVerifyFailed with CredentialErrors NonSignatory for a non-signatory on the account', async () => {
    expect((await register(sandbox.apiUrl, PEOPLE.theo)).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
      ...identityResponse(null, ['NonSignatory']),
    });
    expect((await register(sandbox.apiUrl, PEOPLE.nina)).body.ExtendedProperties.IdentityResponse).toEqual({
      CredentialErrors: ['NonSignatory'],
      ActivationStatus: null,
    });
  });

  it('counts failed checks per account number: 1 to 4, then 5 locks the details check and posts a code', async () => {
    const wrong = { ...PEOPLE.lou, dateOfBirth: '1985-05-06' };
    const statuses: unknown[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const { body } = await register(
        sandbox.apiUrl,
        attempt === 3 ? { ...PEOPLE.lou, lastName: 'Lock' } : wrong,
      );
      expect(body.Status).toBe('IdentifyAndVerifyFailed');
      expect(body.Ticket).toBeUndefined();
      statuses.push(body.ExtendedProperties.IdentityResponse.ActivationStatus);
    }
    expect(statuses).toEqual(['1', '2', '3', '4', '5', '5']);
    // Locked: even the right details now answer '5' (the portal asks for the activation code).
    expect((await register(sandbox.apiUrl, PEOPLE.lou)).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
      ...identityResponse('5'),
    });

    // The bank posted a new activation code to the account's signatory, once.
    const letters = (await outbox(sandbox.apiUrl, 'Lou Lockout, CH1 2HS')).filter(
      (m) => m.Channel === 'Letter',
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]!.Code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(letters[0]!.Text).toContain(letters[0]!.Code);

    // The code and the first name register; the count is cleared.
    const withCode = await register(sandbox.apiUrl, { firstName: 'Lou' }, letters[0]!.Code!);
    expect(withCode.body).toEqual({ Status: 'Success', Ticket: expect.any(String), ...identityResponse() });
    expect((await register(sandbox.apiUrl, PEOPLE.lou)).body.Status).toBe('Success');
  });

  it('counts an unknown account number too, and posts nothing for it', async () => {
    const { body } = await register(sandbox.apiUrl, { ...PEOPLE.rita, accountNumber: '99999999' });
    expect(body).toEqual({ Status: 'IdentifyAndVerifyFailed', ...identityResponse('1') });
  });

  it('posts no code when the account’s signatory already has credentials', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await register(sandbox.apiUrl, { ...PEOPLE.fred, firstName: 'Frederick' });
    expect(await outbox(sandbox.apiUrl, 'Fred Forgetful, EX1 1HS')).toEqual([]);
  });

  it('answers 400 for missing details or another terms version', async () => {
    const { accountNumber: _omitted, ...withoutAccount } = PEOPLE.rita;
    const missing = await register(sandbox.apiUrl, withoutAccount);
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toContain('accountNumber');
    const terms = await post(sandbox.apiUrl, '/webauthentication/v2.0/user/register', {
      TermsAndConditionsDocumentVersion: '1.0',
      Entries: entries(PEOPLE.rita),
      ExtendedProperties: null,
    });
    expect(terms.status).toBe(400);
  });
});

describe('register: the activation-code variant', () => {
  it('answers Success for a valid code with the person’s first name (code without case or spaces)', async () => {
    expect((await register(sandbox.apiUrl, { firstName: 'Ada' }, 'K7M4Q2XP')).body).toEqual({
      Status: 'Success',
      Ticket: expect.any(String),
      ...identityResponse(),
    });
    expect((await register(sandbox.apiUrl, { firstName: 'ada' }, 'k7m4 q2xp')).body.Status).toBe('Success');
  });

  it('answers IdentifyAndVerifyFailed for a wrong code or another person’s first name', async () => {
    expect((await register(sandbox.apiUrl, { firstName: 'Ada' }, 'AAAAAAAA')).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
      ...identityResponse(),
    });
    expect((await register(sandbox.apiUrl, { firstName: 'Eddie' }, 'K7M4Q2XP')).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
      ...identityResponse(),
    });
  });

  it('answers ActivationStatus Expired for a code older than 30 days', async () => {
    expect((await register(sandbox.apiUrl, { firstName: 'Eddie' }, 'W3R8T6YN')).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
      ...identityResponse('Expired'),
    });
  });

  it('expires a code 30 days after it was issued (Ada’s was issued 2 days before the seed: 28 days left)', async () => {
    const HOUR = 60 * MINUTE;
    offsetMs += 28 * DAY - 4 * HOUR;
    try {
      expect((await register(sandbox.apiUrl, { firstName: 'Ada' }, 'K7M4Q2XP')).body.Status).toBe('Success');
      offsetMs += 8 * HOUR;
      expect((await register(sandbox.apiUrl, { firstName: 'Ada' }, 'K7M4Q2XP')).body).toEqual({
        Status: 'IdentifyAndVerifyFailed',
        ...identityResponse('Expired'),
      });
    } finally {
      offsetMs -= 28 * DAY + 4 * HOUR;
    }
  });

  it('answers the details variant for the locked account of a person with a code: 5', async () => {
    expect((await register(sandbox.apiUrl, PEOPLE.eddie)).body).toEqual({
      Status: 'IdentifyAndVerifyFailed',
      ...identityResponse('5'),
    });
  });

  it('answers 400 without the firstName entry', async () => {
    expect((await register(sandbox.apiUrl, {}, 'K7M4Q2XP')).status).toBe(400);
  });
});

describe('customccb registrationcheck and token', () => {
  const check = (identity: Parameters<typeof entries>[0]) =>
    post(sandbox.apiUrl, '/customccb/v1.0/registrationcheck', { Entries: entries(identity) });

  it('answers Registered, NotRegistered or Invalid', async () => {
    expect((await check(PEOPLE.alex)).body).toEqual({ CheckStatus: 'Registered' });
    expect((await check(PEOPLE.ruth)).body).toEqual({ CheckStatus: 'NotRegistered' });
    expect((await check({ ...PEOPLE.ruth, lastName: 'Nobody' })).body).toEqual({ CheckStatus: 'Invalid' });
    expect((await check({ ...PEOPLE.ruth, accountNumber: '12345678' })).body).toEqual({
      CheckStatus: 'Invalid',
    });
    expect((await check({ firstName: 'Ruth' })).status).toBe(400);
  });

  it('turns a seeded token id into its account number, and anything else into Success false', async () => {
    expect(
      (await post(sandbox.apiUrl, '/customccb/v1.0/token', { AccountTokenId: 'tok-30999001' })).body,
    ).toEqual({
      Success: true,
      AccountNumber: '30999001',
    });
    expect(
      (await post(sandbox.apiUrl, '/customccb/v1.0/token', { AccountTokenId: 'tok-00000000' })).body,
    ).toEqual({
      Success: false,
      AccountNumber: null,
    });
    expect((await post(sandbox.apiUrl, '/customccb/v1.0/token', {})).status).toBe(400);
  });
});

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
