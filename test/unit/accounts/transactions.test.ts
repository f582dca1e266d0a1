import { describe, expect, it } from '@jest/globals';
import type { Transaction } from '#shared/api/account-area.ts';
import {
  dayHeading,
  formatRate,
  groupByDay,
  initialLetter,
  latestRange,
  monthsBack,
  olderChosenRange,
  pageSize,
  parseCount,
  parseSort,
  toRows,
} from '#shared/domain/transactions.ts';

// spec 2 §2 "Transactions tab", §4 "Tabs", §9 "Transaction list page size", "Show older".

const tx = (
  Date: string,
  Description: string,
  Amount: number | string,
  Balance?: number | string | null,
  type?: string,
) =>
  ({
    Date,
    Description,
    Amount,
    Balance,
    TransactionIdentifier: `${Date}-${Description}`,
    ExtendedProperties: type ? { Type: type } : null,
  }) as Transaction;

describe('show older arithmetic (spec 2 §9)', () => {
  it('lists 20 × (count + 1) rows', () => {
    expect([0, 1, 2, 5].map(pageSize)).toEqual([20, 40, 60, 120]);
  });

  it('opens on the last 2 years and goes back 6 × (count + 1) + 24 months per click', () => {
    expect(monthsBack(0)).toBe(24);
    // A click made at count c fetches 6 × (c + 1) + 24 months: 30, 36, 42...
    expect([0, 1, 2].map((c) => monthsBack(c + 1))).toEqual([30, 36, 42]);
    expect(latestRange('2026-11-22', 0)).toEqual({ from: '2024-11-22', to: '2026-11-22' });
    expect(latestRange('2026-11-22', 1)).toEqual({ from: '2024-05-22', to: '2026-11-22' });
    expect(latestRange('2026-11-22', 2)).toEqual({ from: '2023-11-22', to: '2026-11-22' });
  });

  it('clamps month ends (31 Aug back 30 months is 28 Feb)', () => {
    expect(latestRange('2026-08-31', 1)).toEqual({ from: '2024-02-29', to: '2026-08-31' });
  });

  it('extends a chosen range back from its end, never forward', () => {
    expect(olderChosenRange({ from: '2026-01-01', to: '2026-03-31' }, 0)).toEqual({
      from: '2023-09-30',
      to: '2026-03-31',
    });
    expect(olderChosenRange({ from: '2020-01-01', to: '2026-03-31' }, 0)).toEqual({
      from: '2020-01-01',
      to: '2026-03-31',
    });
  });

  it('reads count and sort from the URL defensively', () => {
    expect(['', '0', '3', '-1', '1.5', 'x', '999999', null].map(parseCount)).toEqual([
      0, 0, 3, 0, 0, 0, 50, 0,
    ]);
    expect([null, 'asc', 'desc', 'ASC', 'x'].map(parseSort)).toEqual(['desc', 'asc', 'desc', 'desc', 'desc']);
  });
});

describe('day headings and grouping', () => {
  it('says Today, Yesterday, then DD MMM YYYY in London dates', () => {
    expect(dayHeading('2026-11-22', '2026-11-22')).toBe('Today');
    expect(dayHeading('2026-11-21', '2026-11-22')).toBe('Yesterday');
    expect(dayHeading('2026-11-20', '2026-11-22')).toBe('20 Nov 2026');
    expect(dayHeading('2025-12-31', '2026-01-01')).toBe('Yesterday');
    expect(dayHeading('2026-03-01', '2026-03-01')).toBe('Today');
  });

  it('hides pending transactions and malformed rows', () => {
    const rows = toRows([
      tx('2026-11-22', 'Card refund', 10),
      tx('2026-11-22', 'Withdrawal', -50, null, 'PendingTransaction'),
      tx('not a date', 'Broken', 1),
      tx('2026-11-21', 'Bad amount', '1.234'),
    ]);
    expect(rows.map((r) => r.description)).toEqual(['Card refund']);
  });

  it('reads a UTC time of a London summer night as the next London day', () => {
    const [row] = toRows([tx('2026-06-30T23:30:00Z', 'Interest', '1.25', '100.00')]);
    expect(row?.date).toBe('2026-07-01');
    expect(row?.amount).toBe(125);
    expect(row?.balance).toBe(10000);
  });

  it('groups by day with headings, money in pounds, newest first or oldest first', () => {
    const rows = toRows([
      tx('2026-11-22T09:00:00', 'Interest paid', 1.5, 1001.5),
      tx('2026-11-22T08:00:00', 'deposit from savings', '1000.00', '1000.00'),
      tx('2026-11-21', 'Transfer out', -25, null),
      tx('2026-10-02', '£ bonus', 0.1, 25.1),
    ]);
    const desc = groupByDay(rows, '2026-11-22', 'desc');
    expect(
      desc.map((g) => [g.heading, g.rows.map((r) => [r.initial, r.description, r.amount, r.balance])]),
    ).toEqual([
      [
        'Today',
        [
          ['I', 'Interest paid', '£1.50', '£1,001.50'],
          ['D', 'deposit from savings', '£1,000.00', '£1,000.00'],
        ],
      ],
      ['Yesterday', [['T', 'Transfer out', '-£25.00', null]]],
      ['02 Oct 2026', [['B', '£ bonus', '£0.10', '£25.10']]],
    ]);
    const asc = groupByDay(rows, '2026-11-22', 'asc');
    expect(asc.map((g) => g.heading)).toEqual(['02 Oct 2026', 'Yesterday', 'Today']);
    expect(asc[2]?.rows.map((r) => r.description)).toEqual(['deposit from savings', 'Interest paid']);
  });

  it('badges the first letter or digit', () => {
    expect(['interest', ' 24/7 Transfer', '—', 'élan'].map(initialLetter)).toEqual(['I', '2', '?', 'É']);
  });
});

describe('interest rates', () => {
  it('shows 2 decimals with %', () => {
    expect([1.5, '2.125', 0, '3', 'x', ''].map(formatRate)).toEqual([
      '1.50%',
      '2.13%',
      '0.00%',
      '3.00%',
      null,
      null,
    ]);
  });
});
