import { beforeAll, describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { DEMO, SAM, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// accounts v3.0 (spec 2 §3 Account) and the API's common behaviour: bank headers, 402, 404.

const sandbox = useTestSandbox({ clock: () => new Date('2026-11-22T10:00:00Z') });
let demoTicket: string;

beforeAll(async () => {
  demoTicket = await nativeSignIn(sandbox.apiUrl, DEMO);
});

function listAccounts(ticket: string) {
  return callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', {
    body: {},
    headers: bankHeaders({ 'x-session-ticket': ticket }),
  });
}

describe('POST /accounts/v3.0/accounts', () => {
  it("lists demo.saver's three savings accounts in the spec's Account shape", async () => {
    const { status, body } = await listAccounts(demoTicket);
    expect(status).toBe(200);
    expect(body.Accounts).toHaveLength(3);
    expect(body.Accounts.map((account: { BrandProductType: string }) => account.BrandProductType)).toEqual([
      'EASY_ACCESS',
      'NOTICE_ACCOUNT',
      'FIXED_TERM',
    ]);
    for (const account of body.Accounts) {
      expect(account).toEqual({
        AccountKey: { Key: expect.any(String), Context: expect.any(String) },
        AccountName: expect.any(String),
        AccountNumber: expect.stringMatching(/^\d{8}$/),
        SortCode: expect.stringMatching(/^\d{2}-\d{2}-\d{2}$/),
        Balance: expect.any(Number),
        RemainingAllowance: expect.any(Number),
        CurrencyCode: 'GBP',
        InterestRate: expect.any(Number),
        AccountStatus: 'Active',
        ProductType: 'Savings',
        BrandProductType: expect.any(String),
        Supports: expect.any(Array),
        MaturityDate:
          account.BrandProductType === 'FIXED_TERM' ? expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) : null,
        ExtendedProperties: {
          InterestPaymentFrequency: expect.stringMatching(/^(Monthly|Yearly)$/),
          MaturityDate: account.MaturityDate,
          NextInterestDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          StatementMethod: expect.stringMatching(/^(Online|Post)$/),
          NoticePeriodInDays: account.BrandProductType === 'NOTICE_ACCOUNT' ? expect.any(Number) : null,
          CompanyName: expect.any(String),
          DateOpened: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          DateClosed: null,
          NominatedAccountNumber: expect.stringMatching(/^\d{8}$/),
          NominatedSortCode: expect.stringMatching(/^\d{2}-\d{2}-\d{2}$/),
          NominatedAccountName: expect.any(String),
        },
      });
    }
  });

  it('gives the exact seeded values, with balances converted from pence without float error', async () => {
    const { body, text } = await listAccounts(demoTicket);
    const [easy, notice, fixed] = body.Accounts;
    expect(easy).toMatchObject({
      AccountKey: { Key: 'ACC-30187452', Context: 'Savings' },
      AccountName: 'Easy Access Saver',
      AccountNumber: '30187452',
      SortCode: '40-12-34',
      Balance: 12345.67,
      InterestRate: 3.75,
      Supports: [
        'NominatedAccount',
        'MakeWithdrawal',
        'OrganisationDetails',
        'SendMessage',
        'StatementOptions',
        'PayByCard',
      ],
      ExtendedProperties: {
        NextInterestDueDate: '2026-12-01',
        CompanyName: 'Alex Saver',
        DateOpened: '2021-03-15',
      },
    });
    expect(notice).toMatchObject({
      AccountNumber: '30219864',
      Balance: 25000,
      InterestRate: 4.15,
      Supports: expect.arrayContaining(['NoticeOfWithdrawal']),
      ExtendedProperties: {
        NoticePeriodInDays: 95,
        NextInterestDueDate: '2027-09-01',
        StatementMethod: 'Post',
      },
    });
    expect(notice.Supports).not.toContain('MakeWithdrawal');
    expect(fixed).toMatchObject({
      AccountNumber: '30456021',
      Balance: 50000.1,
      InterestRate: 4.4,
      MaturityDate: '2027-06-02',
      ExtendedProperties: {
        MaturityDate: '2027-06-02',
        CompanyName: 'Saver & Co Ltd',
        NextInterestDueDate: '2027-06-02',
      },
    });
    // On the wire: plain decimals with at most two places.
    expect(text).toContain('"Balance":12345.67,');
    expect(text).toContain('"Balance":25000,');
    expect(text).toContain('"Balance":50000.1,');
    for (const match of text.matchAll(/"Balance":(-?[\d.]+)/g)) {
      expect(match[1]).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  it('shows each customer only their own accounts', async () => {
    const samTicket = await nativeSignIn(sandbox.apiUrl, SAM);
    const { body } = await listAccounts(samTicket);
    expect(body.Accounts).toHaveLength(1);
    expect(body.Accounts[0]).toMatchObject({
      AccountNumber: '31550938',
      Balance: 842.05,
      BrandProductType: 'EASY_ACCESS',
    });
  });

  it('answers 402 without a session ticket or bearer token', async () => {
    const none = await callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', { body: {} });
    expect(none.status).toBe(402);
    expect(none.body).toEqual({ Message: 'Unauthorized' });
    const bearer = await callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', {
      body: {},
      headers: bankHeaders({ authorization: 'Bearer not-a-real-token' }),
    });
    expect(bearer.status).toBe(402);
  });
});

describe('the API as a whole', () => {
  it('answers 400 when x-channel or x-client-version is missing', async () => {
    const { 'x-channel': _channel, ...withoutChannel } = bankHeaders({ 'x-session-ticket': demoTicket });
    const noChannel = await callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', {
      body: {},
      headers: withoutChannel,
    });
    expect(noChannel.status).toBe(400);
    expect(noChannel.body.Message).toMatch(/x-channel/);

    const { 'x-client-version': _version, ...withoutVersion } = bankHeaders();
    const noVersion = await callApi(sandbox.apiUrl, 'POST', '/webauthentication/v2.0/user/sign-in/create', {
      body: { Username: DEMO.username, CredentialValues: [{ Name: 'Password', Value: DEMO.password }] },
      headers: withoutVersion,
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.Message).toMatch(/x-client-version/);
  });

  it('answers 404 JSON for an unknown path', async () => {
    const { status, body, headers } = await callApi(sandbox.apiUrl, 'GET', '/nothing/v9.9/here');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({ Message: 'Resource not found', Path: '/nothing/v9.9/here' });
  });

  it('answers 400 JSON for malformed JSON', async () => {
    const response = await fetch(`${sandbox.apiUrl}/webauthentication/v2.0/user/sign-in/create`, {
      method: 'POST',
      headers: bankHeaders(),
      body: '{"Username":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Message: expect.any(String) });
  });

  it('echoes the request id', async () => {
    const headers = bankHeaders({ 'x-request-id': 'req-12345' });
    const { headers: responseHeaders } = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers,
    });
    expect(responseHeaders.get('x-request-id')).toBe('req-12345');
  });
});
