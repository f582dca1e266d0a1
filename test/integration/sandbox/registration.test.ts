import { describe, expect, it } from '@jest/globals';
import { entries, outbox, register } from './access-flows.ts';
import { post } from './api.ts';
import { PEOPLE } from './people.ts';
import { DAY, MINUTE, identityResponse, useRegistration } from './use-registration.ts';

// Registration (spec 1 §4 Registration, §7): register (identity check, activation-code variant), registrationcheck and
// token.

let offsetMs = 0;
const { sandbox } = useRegistration(() => new Date(Date.now() + offsetMs));

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
