import { describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { EZRA, MAYA, PIP, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// The account-area personas (spec 2): maya.many has an account of every type and status, with dates relative to
// the day the database was seeded; pip.personal has one account; ezra.empty has none.

// 22 Nov 2026, 23:30 UTC is 22 Nov in London (GMT): the seed day.
const sandbox = useTestSandbox({ clock: () => new Date('2026-11-22T23:30:00Z') });

async function accountsOf(who: { username: string; password: string; memorableNumber: string }) {
  const ticket = await nativeSignIn(sandbox.apiUrl, who);
  const { status, body } = await callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', {
    body: {},
    headers: bankHeaders({ 'x-session-ticket': ticket }),
  });
  expect(status).toBe(200);
  return body.Accounts as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- upstream JSON
}

describe('maya.many', () => {
  it('has an account of every type and status, in the documented order', async () => {
    const accounts = await accountsOf(MAYA);
    expect(
      accounts.map((account) => [
        account.AccountNumber,
        account.AccountName,
        account.ProductType,
        account.BrandProductType,
        account.AccountStatus,
        account.ExtendedProperties.CompanyName,
      ]),
    ).toEqual([
      ['34000011', 'Everyday Saver', 'Savings', 'EASY_ACCESS', 'Active', 'Maya Many'],
      ['34000022', '30 Day Notice Account', 'Savings', 'NOTICE_ACCOUNT', 'Active', 'Many Hands Ltd'],
      ['34000033', '1 Year Fixed Rate Bond', 'Savings', 'FIXED_TERM', 'Active', 'Maya Many'],
      ['34000044', '18 Month Fixed Rate Bond', 'Savings', 'FIXED_TERM', 'Active', 'Many Hands Ltd'],
      ['34000055', '3 Year Fixed Rate Bond', 'Savings', 'FIXED_TERM', 'Active', 'Many Hands Ltd'],
      ['34000066', 'Easy Access Saver', 'Savings', 'EASY_ACCESS', 'Closed', 'Old Mill Trust'],
      ['34000077', 'Business Loan', 'Loan', null, 'Active', 'Many Hands Ltd'],
      ['34000088', 'Rainy Day Saver', 'Savings', 'EASY_ACCESS', 'Active', 'Maya Many'],
    ]);
  });

  it('has fixed terms maturing today, in 10 days and in 2 years, relative to the seed day', async () => {
    const accounts = await accountsOf(MAYA);
    const byNumber = new Map(accounts.map((account) => [account.AccountNumber, account]));
    expect(byNumber.get('34000033')).toMatchObject({
      MaturityDate: '2026-11-22',
      ExtendedProperties: { DateOpened: '2025-11-22', MaturityDate: '2026-11-22' },
    });
    expect(byNumber.get('34000044')).toMatchObject({
      MaturityDate: '2026-12-02',
      ExtendedProperties: { DateOpened: '2025-06-02' },
    });
    expect(byNumber.get('34000055')).toMatchObject({
      MaturityDate: '2028-11-22',
      ExtendedProperties: { DateOpened: '2025-11-22' },
    });
    expect(byNumber.get('34000066')).toMatchObject({
      Balance: 0,
      ExtendedProperties: { DateOpened: '2019-05-01', DateClosed: '2024-08-30', NextInterestDueDate: null },
    });
    expect(byNumber.get('34000011')).toMatchObject({
      Supports: ['NominatedAccount', 'MakeWithdrawal', 'SendMessage', 'StatementOptions'],
      ExtendedProperties: { NominatedAccountNumber: '12345678', NominatedSortCode: '20-00-00' },
    });
    expect(byNumber.get('34000022')).toMatchObject({
      Supports: ['NominatedAccount', 'NoticeOfWithdrawal', 'OrganisationDetails', 'SendMessage'],
      ExtendedProperties: { NoticePeriodInDays: 30 },
    });
    expect(byNumber.get('34000077')).toMatchObject({ Balance: -45000, Supports: [] });
    expect(byNumber.get('34000088')).toMatchObject({
      ExtendedProperties: { DateOpened: '2021-07-22', InterestPaymentFrequency: 'Yearly' },
    });
  });
});

describe('pip.personal and ezra.empty', () => {
  it('gives pip.personal one easy access account', async () => {
    const accounts = await accountsOf(PIP);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      AccountKey: { Key: 'ACC-34100011' },
      BrandProductType: 'EASY_ACCESS',
      AccountStatus: 'Active',
    });
  });

  it('lets ezra.empty sign in with no accounts at all', async () => {
    expect(await accountsOf(EZRA)).toEqual([]);
  });
});

describe("maya.many's companies (customccb)", () => {
  it('answers getcustomersforperson and getcustomer for each, and nothing of anyone else', async () => {
    const ticket = await nativeSignIn(sandbox.apiUrl, MAYA);
    const post = (path: string, body: unknown) =>
      callApi(sandbox.apiUrl, 'POST', path, { body, headers: bankHeaders({ 'x-session-ticket': ticket }) });
    const { status, body } = await post('/customccb/v1.0/getcustomersforperson', { PersonId: 'CU100031' });
    expect(status).toBe(200);
    expect(body.CustomerCollection.Customers).toEqual([
      { CustomerId: 'C200031', FullName: 'Maya Many' },
      { CustomerId: 'C200032', FullName: 'Many Hands Ltd' },
      { CustomerId: 'C200033', FullName: 'Old Mill Trust' },
    ]);
    // The companies of her accounts are exactly her organisations.
    const companies = new Set(
      (await accountsOf(MAYA)).map((account) => account.ExtendedProperties.CompanyName as string),
    );
    expect(companies).toEqual(new Set(['Maya Many', 'Many Hands Ltd', 'Old Mill Trust']));
    const business = await post('/customccb/v1.0/getcustomer', { CustomerId: 'C200032' });
    expect(business.body.Customer).toMatchObject({
      CustomerId: 'C200032',
      FullName: 'Many Hands Ltd',
      CorrespondenceAddress: { Street: '13 Milsom Street', Town: 'Bath', Postcode: 'BA1 1LN' },
      MarketingPreferences: { Email: false, Telephone: false, Post: true },
    });
    expect(
      (await post('/customccb/v1.0/getcustomer', { CustomerId: 'C200033' })).body.Customer,
    ).toMatchObject({
      FullName: 'Old Mill Trust',
      MarketingPreferences: null,
    });
    expect((await post('/customccb/v1.0/getcustomer', { CustomerId: 'C200001' })).status).toBe(404);
    expect((await post('/customccb/v1.0/getcustomersforperson', { PersonId: 'CU100001' })).status).toBe(404);
  });

  it('gives pip.personal one organisation and ezra.empty none', async () => {
    for (const [who, personId, expected] of [
      [PIP, 'CU100032', [{ CustomerId: 'C200034', FullName: 'Pip Personal' }]],
      [EZRA, 'CU100033', []],
    ] as const) {
      const ticket = await nativeSignIn(sandbox.apiUrl, who);
      const { body } = await callApi(sandbox.apiUrl, 'POST', '/customccb/v1.0/getcustomersforperson', {
        body: { PersonId: personId },
        headers: bankHeaders({ 'x-session-ticket': ticket }),
      });
      expect(body.CustomerCollection.Customers).toEqual(expected);
    }
  });
});
