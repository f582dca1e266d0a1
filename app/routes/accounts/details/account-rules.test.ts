import { describe, expect, it } from '@jest/globals';
import type { Account } from '#shared/api/accounts.ts';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { maturityMessageKind } from '#shared/domain/maturity.ts';
import { accountChooserSchema } from '#shared/forms/account-chooser.ts';
import { validateForm } from '#shared/forms/validate.ts';
import {
  accountActions,
  chooserOptions,
  isSupportedProduct,
  maturityMessage,
  rateText,
  summaryRows,
} from './account-rules.server.ts';

// spec 2 §2 "Account details screen": the pure rules behind the Summary tab, the maturity message, the actions
// menu and the account chooser.

function account(
  overrides: Partial<Account> & { extended?: NonNullable<Account['ExtendedProperties']> } = {},
) {
  const { extended, ...rest } = overrides;
  return {
    AccountKey: { Key: 'ACC-1', Context: 'ctx' },
    AccountName: 'Easy Access Saver',
    AccountNumber: '30187452',
    SortCode: '20-00-00',
    Balance: 12345.67,
    CurrencyCode: 'GBP',
    InterestRate: '3.75',
    AccountStatus: 'Active',
    ProductType: 'Savings',
    BrandProductType: 'EASY_ACCESS',
    Supports: [],
    MaturityDate: null,
    ExtendedProperties: {
      InterestPaymentFrequency: 'Monthly',
      NextInterestDueDate: '2026-12-01',
      StatementMethod: 'Online',
      NoticePeriodInDays: null,
      ...extended,
    },
    ...rest,
  } as Account;
}

const ALL_SUPPORTS = [
  'NominatedAccount',
  'NoticeOfWithdrawal',
  'MakeWithdrawal',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
];

describe('maturityMessageKind (threshold 14 days, spec 2 §9)', () => {
  it.each([
    ['2026-11-22', 'today'],
    ['2026-11-23', 'soon'],
    ['2026-12-05', 'soon'], // 13 days
    ['2026-12-06', 'later'], // 14 days: not fewer than 14
    ['2028-01-01', 'later'],
    ['2026-11-21', null], // already matured
  ])('maturing %s, today 2026-11-22 → %s', (date, kind) => {
    expect(maturityMessageKind(date, '2026-11-22')).toBe(kind);
  });
});

describe('maturityMessage', () => {
  const fixed = (date: string | null, status = 'Active') =>
    account({ BrandProductType: 'FIXED_TERM', MaturityDate: date, AccountStatus: status });

  it('gives the spec wording for each case', () => {
    expect(maturityMessage(fixed('2026-11-22'), '2026-11-22')).toBe(
      'Your account is maturing today – you should have received your maturity options from us, if not please contact us.',
    );
    expect(maturityMessage(fixed('2026-12-02'), '2026-11-22')).toBe(
      'You should have received your maturity options from us, if not please contact us.',
    );
    expect(maturityMessage(fixed('2027-06-02'), '2026-11-22')).toBe(
      "We'll contact you 14 days before it matures.",
    );
  });

  it('reads a date-time as its London date and falls back to ExtendedProperties.MaturityDate', () => {
    expect(maturityMessage(fixed('2026-11-22T00:00:00'), '2026-11-22')).toMatch(/maturing today/);
    const extendedOnly = account({
      BrandProductType: 'FIXED_TERM',
      extended: { MaturityDate: '2026-11-22' },
    });
    expect(maturityMessage(extendedOnly, '2026-11-22')).toMatch(/maturing today/);
  });

  it('is only for active fixed-rate accounts with a maturity date', () => {
    expect(maturityMessage(fixed('2026-11-22', 'Closed'), '2026-11-22')).toBeNull();
    expect(maturityMessage(fixed(null), '2026-11-22')).toBeNull();
    expect(maturityMessage(account({ MaturityDate: '2026-11-22' }), '2026-11-22')).toBeNull();
  });
});

describe('accountActions', () => {
  const id = accountKeyToHex('ACC-1');
  const texts = (a: Account) => accountActions(a).map((link) => `${link.text} -> ${link.href}`);

  it('offers each supported action with the withdrawal link for an active easy access account', () => {
    expect(texts(account({ Supports: ALL_SUPPORTS }))).toEqual([
      `Nominated account -> /accounts/nominated-account/${id}`,
      `Make a withdrawal -> /make-withdrawal/${id}`,
      'Organisation details -> /update-organisation-details',
      `Send a message about this account -> /messaging-twoway/new/${id}`,
      `Statement options -> /messaging-twoway/new/${id}`,
      'Send a message -> /messaging-twoway/view',
    ]);
  });

  it('offers notice, not withdrawal, for an active notice account', () => {
    const notice = texts(account({ BrandProductType: 'NOTICE_ACCOUNT', Supports: ALL_SUPPORTS }));
    expect(notice).toContain(`Give notice to withdraw -> /notice-to-withdraw/${id}`);
    expect(notice.join()).not.toMatch(/make-withdrawal/);
  });

  it('offers neither to a closed account, nor to a fixed term', () => {
    for (const a of [
      account({ AccountStatus: 'Closed', Supports: ALL_SUPPORTS }),
      account({ AccountStatus: 'Closed', BrandProductType: 'NOTICE_ACCOUNT', Supports: ALL_SUPPORTS }),
      account({ BrandProductType: 'FIXED_TERM', Supports: ALL_SUPPORTS }),
    ]) {
      expect(texts(a).join()).not.toMatch(/make-withdrawal|notice-to-withdraw/);
    }
  });

  it('offers only what Supports lists, plus messages always', () => {
    expect(texts(account({ Supports: null }))).toEqual(['Send a message -> /messaging-twoway/view']);
    expect(texts(account({ Supports: ['SendMessage', 'Unknown'] }))).toHaveLength(2);
  });

  it('never offers a page that does not exist yet: no account alerts', () => {
    expect(texts(account({ Supports: ALL_SUPPORTS })).join()).not.toMatch(/alerts/i);
  });
});

describe('summaryRows', () => {
  const rows = (a: Account, pending = 0) =>
    Object.fromEntries(summaryRows(a, pending).map((row) => [row.key, row.value]));

  it('easy access: the common rows and Pending withdrawal', () => {
    expect(rows(account(), 2)).toEqual({
      Balance: '£12,345.67',
      Rate: '3.75% Gross Monthly',
      'Interest Date': '01 Dec 2026',
      'Statement method': 'Online',
      'Pending withdrawal': '2',
    });
  });

  it('notice: Notice period (days) and Notices on account', () => {
    const notice = account({
      BrandProductType: 'NOTICE_ACCOUNT',
      InterestRate: 4.1,
      extended: { NoticePeriodInDays: 95, InterestPaymentFrequency: 'Yearly', StatementMethod: 'Post' },
    });
    expect(rows(notice, 1)).toMatchObject({
      Rate: '4.10% Gross Yearly',
      'Statement method': 'Post',
      'Notice period (days)': '95',
      'Notices on account': '1',
    });
    expect(rows(notice, 1)).not.toHaveProperty('Pending withdrawal');
  });

  it('fixed term: Maturity date, no pending count', () => {
    const fixed = account({
      BrandProductType: 'FIXED_TERM',
      MaturityDate: '2027-06-02',
      Balance: '50000.10',
    });
    expect(rows(fixed)).toEqual({
      Balance: '£50,000.10',
      Rate: '3.75% Gross Monthly',
      'Interest Date': '01 Dec 2026',
      'Statement method': 'Online',
      'Maturity date': '02 Jun 2027',
    });
  });

  it('rate: 2 decimals without float arithmetic; a rate it cannot read is not guessed', () => {
    expect(rateText(account({ InterestRate: 4 }))).toBe('4.00% Gross Monthly');
    expect(rateText(account({ InterestRate: '0.1' }))).toBe('0.10% Gross Monthly');
    expect(rateText(account({ InterestRate: null }))).toBe('Not available');
  });
});

describe('isSupportedProduct', () => {
  it('is true for Savings only', () => {
    expect(isSupportedProduct(account())).toBe(true);
    expect(isSupportedProduct(account({ ProductType: 'Loan' }))).toBe(false);
  });
});

describe('chooserOptions', () => {
  const easy2 = account({ AccountKey: { Key: 'ACC-2' }, AccountNumber: '2', Balance: 10 });
  const closedEasy = account({ AccountKey: { Key: 'ACC-3' }, AccountNumber: '3', AccountStatus: 'Closed' });
  const notice = account({
    AccountKey: { Key: 'ACC-4' },
    AccountNumber: '4',
    BrandProductType: 'NOTICE_ACCOUNT',
  });
  const fixed = account({ AccountKey: { Key: 'ACC-5' }, AccountNumber: '5', BrandProductType: 'FIXED_TERM' });
  const all = [account(), easy2, closedEasy, notice, fixed];

  it('lists the open accounts of the same kind by number and balance', () => {
    expect(chooserOptions(account(), all)).toEqual([
      { value: accountKeyToHex('ACC-1'), text: '30187452 - £12,345.67' },
      { value: accountKeyToHex('ACC-2'), text: '2 - £10.00' },
    ]);
  });

  it('is not offered when there is no other account of the kind to choose', () => {
    expect(chooserOptions(notice, all)).toBeNull();
    expect(chooserOptions(account(), [account(), closedEasy])).toBeNull();
  });

  it('is not offered on fixed term or closed accounts', () => {
    expect(chooserOptions(fixed, all)).toBeNull();
    expect(chooserOptions(closedEasy, all)).toBeNull();
  });
});

describe('account chooser form', () => {
  it("requires a choice: 'Please select your account'", () => {
    for (const input of [{}, { account: '' }, { account: '  ' }, { account: 'not-hex' }]) {
      const result = validateForm(accountChooserSchema, input);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.errors).toEqual([
          { field: 'account', href: '#account', message: 'Please select your account' },
        ]);
    }
    expect(validateForm(accountChooserSchema, { account: accountKeyToHex('ACC-1') }).ok).toBe(true);
  });
});
