import { describe, expect, it } from '@jest/globals';
import type { Account } from '#shared/api/accounts.ts';
import type { Transaction } from '#shared/api/account-area.ts';
import {
  cancellableNotice,
  noticeAmountText,
  noticeListRange,
  noticePeriodDays,
  pendingNotices,
  withdrawalDateText,
} from './pending-notices.server.ts';

// spec 3 §2 'Notice to withdraw', §3, §6; docs/money-journeys.md, Notice to withdraw: the pure rules behind the
// list of pending notices and the cancel check.

function row(overrides: Partial<Transaction> & { extended?: Record<string, unknown> } = {}): Transaction {
  const { extended, ...rest } = overrides;
  return {
    Date: '2027-01-05',
    Description: 'Notice of withdrawal to nominated account',
    Amount: -1200,
    Balance: null,
    TransactionIdentifier: 'T3510001100010',
    ExtendedProperties: {
      Type: 'PendingTransaction',
      Cancellable: 'true',
      PaymentReference: 'CAR REPAIRS',
      ...extended,
    },
    ...rest,
  } as Transaction;
}

describe('pendingNotices', () => {
  it('keeps the pending rows only, soonest withdrawal first, with amounts as positive pence', () => {
    const notices = pendingNotices([
      row({ Date: '2027-03-01', TransactionIdentifier: 'late', Amount: '-10000.00' }),
      row({ Date: '2026-11-20', Amount: -50, extended: { Type: 'PostedTransaction' } }),
      row({ Date: '2026-12-24T00:00:00Z', TransactionIdentifier: 'soon' }),
    ]);
    expect(notices).toEqual([
      {
        id: 'soon',
        date: '2026-12-24',
        amount: 120000,
        paymentReference: 'CAR REPAIRS',
        cancellable: true,
        currency: 'GBP',
      },
      expect.objectContaining({ id: 'late', date: '2027-03-01', amount: 1000000 }),
    ]);
  });

  it('reads Amount 0 as a closing notice (all funds)', () => {
    const [notice] = pendingNotices([row({ Amount: 0 })]);
    expect(notice?.amount).toBeNull();
    expect(noticeAmountText(notice ?? { amount: 0, currency: 'GBP' })).toBe('All funds (account closure)');
    expect(noticeAmountText({ amount: 120000, currency: 'GBP' })).toBe('£1,200.00');
  });

  it.each([
    [{ Cancellable: 'false' }, {}, false],
    [{ Cancellable: 'False' }, {}, false],
    [{ Cancellable: true }, {}, true],
    [{ Cancellable: undefined }, {}, false],
    [{ Cancellable: 'maybe' }, {}, false],
    // spec 3 §3 lists Cancellable beside the transaction's own fields: read there too.
    [{ Cancellable: undefined }, { Cancellable: 'true' }, true],
  ])('reads Cancellable %j (top level %j) as %s', (extended, top, expected) => {
    const [notice] = pendingNotices([{ ...row({ extended }), ...top } as Transaction]);
    expect(notice?.cancellable).toBe(expected);
  });

  it('never offers to cancel a notice without an identifier, and drops a row without a readable amount', () => {
    const notices = pendingNotices([row({ TransactionIdentifier: null }), row({ Amount: 'lots' })]);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ id: null, cancellable: false });
  });

  it('lists a row whose date is unreadable last, and keeps the account currency unless the row gives one', () => {
    const notices = pendingNotices(
      [
        row({ Date: 'soon', TransactionIdentifier: 'a' }),
        { ...row({ TransactionIdentifier: 'b' }), CurrencyCode: 'EUR' },
      ],
      'USD',
    );
    expect(notices.map((notice) => [notice.id, notice.date, notice.currency])).toEqual([
      ['b', '2027-01-05', 'EUR'],
      ['a', null, 'USD'],
    ]);
  });
});

describe('cancellableNotice', () => {
  const notices = pendingNotices([
    row({ TransactionIdentifier: 'yes' }),
    row({ TransactionIdentifier: 'no', extended: { Cancellable: 'false' } }),
  ]);
  it('finds a pending notice only when it may be cancelled', () => {
    expect(cancellableNotice(notices, 'yes')?.id).toBe('yes');
    expect(cancellableNotice(notices, 'no')).toBeNull();
    expect(cancellableNotice(notices, 'other')).toBeNull();
    expect(cancellableNotice(notices, undefined)).toBeNull();
  });
});

describe('noticePeriodDays', () => {
  const account = (NoticePeriodInDays: unknown) =>
    ({ ExtendedProperties: { NoticePeriodInDays } }) as unknown as Account;
  it.each([
    [35, 35],
    ['95', 95],
    [' 0 ', 0],
    [null, null],
    [undefined, null],
    ['35 days', null],
    [-1, null],
    [1.5, null],
  ])('%j → %j', (value, expected) => {
    expect(noticePeriodDays(account(value))).toBe(expected);
  });
});

describe('dates', () => {
  it('says the withdrawal date with its weekday', () => {
    expect(withdrawalDateText('2026-12-29')).toBe('Tuesday 29th December 2026');
    expect(withdrawalDateText('2027-01-03')).toBe('Sunday 3rd January 2027');
  });

  it('asks for the last 12 months and a year ahead, where pending notices are booked', () => {
    expect(noticeListRange('2026-02-28')).toEqual({ from: '2025-02-28', to: '2027-02-28' });
  });
});
