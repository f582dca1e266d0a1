// The Transactions tab's rules (spec 2 §2 "Transactions tab", §4 "Tabs" and "Transactions list", §9): the default
// range, the 'Show older' arithmetic, day grouping with 'Today' / 'Yesterday' headings, and the view rows. Pure
// functions of their inputs (today is passed in), so the loader, the CSV export and the tests share them.
import { isPending, type Transaction } from '../api/account-area.ts';
import { addDays, addMonths, compareIsoDates, formatDate, toLondonIsoDate, type IsoDate } from './dates.ts';
import { formatMoney, tryToPence, type Pence } from './money.ts';

/** spec 2 §9: the list shows 20 × (count + 1) rows. */
export const PAGE_SIZE = 20;
/** spec 2 §4: opening Transactions fetches the last 2 years. */
export const DEFAULT_MONTHS = 24;
/** 'Show older' clicks honoured in a URL (a hand-edited ?count=100000 must not ask upstream for 2 million rows). */
export const MAX_COUNT = 50;

export type SortOrder = 'asc' | 'desc';
export type DayRange = { from: IsoDate; to: IsoDate };

export function pageSize(count: number): number {
  return PAGE_SIZE * (count + 1);
}

/**
 * Months back from today the range starts after `count` 'Show older' clicks. spec 2 §9: a click made at count c
 * fetches back 6 × (c + 1) + 24 months up to today, so after n clicks the range is 6 × n + 24 months; with no click
 * it is the 2 years of spec 2 §4.
 */
export function monthsBack(count: number): number {
  return 6 * count + DEFAULT_MONTHS;
}

/** The `count` query value: a whole number from 0 to MAX_COUNT (anything else is 0, or clamped). */
export function parseCount(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_COUNT);
}

export function parseSort(value: string | null | undefined): SortOrder {
  return value === 'asc' ? 'asc' : 'desc';
}

/** The range shown when the customer chose none: the last monthsBack(count) months up to London today. */
export function latestRange(today: IsoDate, count: number): DayRange {
  return { from: addMonths(today, -monthsBack(count)), to: today };
}

/**
 * The range after 'Show older' on a range the customer chose: the end stays, the start moves back to
 * monthsBack(count + 1) months before the end if that is earlier (so older rows appear, and never newer ones).
 */
export function olderChosenRange(range: DayRange, count: number): DayRange {
  const extended = addMonths(range.to, -monthsBack(count + 1));
  return { from: compareIsoDates(extended, range.from) < 0 ? extended : range.from, to: range.to };
}

/** 'Today', 'Yesterday' or '05 Mar 2026' (London calendar dates). */
export function dayHeading(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  return formatDate(date, 'DD MMM YYYY');
}

/** The decorative badge: the description's first letter or digit, upper case ('?' when it has none). */
export function initialLetter(description: string): string {
  const match = /[\p{L}\p{N}]/u.exec(description);
  return match ? match[0].toLocaleUpperCase('en-GB') : '?';
}

export type TransactionRow = {
  key: string;
  date: IsoDate;
  description: string;
  initial: string;
  amount: Pence;
  balance: Pence | null;
};

/**
 * Upstream transactions to rows: pending ones dropped (spec 2 §2), dates read as London calendar dates, amounts as
 * pence. A row whose date or amount upstream sent malformed is dropped rather than shown wrong.
 */
export function toRows(transactions: readonly Transaction[]): TransactionRow[] {
  const rows: TransactionRow[] = [];
  transactions.forEach((transaction, index) => {
    if (isPending(transaction)) return;
    const date = toLondonIsoDate(transaction.Date);
    const amount = tryToPence(transaction.Amount);
    if (date === null || amount === null) return;
    const description = (transaction.Description ?? '').trim();
    rows.push({
      key: transaction.TransactionIdentifier ?? `${date}-${index}`,
      date,
      description,
      initial: initialLetter(description),
      amount,
      balance: transaction.Balance == null ? null : tryToPence(transaction.Balance),
    });
  });
  return rows;
}

/**
 * Rows in date order; rows of one day keep upstream's order (newest first), reversed for ascending. The rows' dates
 * are valid 'YYYY-MM-DD' strings (toRows made them), which order as text as they do as dates: compared as text, not
 * parsed twice per comparison (about 10,000 comparisons for a 1,000-row page).
 */
export function sortRows(rows: readonly TransactionRow[], order: SortOrder): TransactionRow[] {
  const newestFirst = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.date < b.row.date ? 1 : a.row.date > b.row.date ? -1 : a.index - b.index))
    .map(({ row }) => row);
  return order === 'desc' ? newestFirst : newestFirst.reverse();
}

export type ViewRow = {
  key: string;
  description: string;
  initial: string;
  amount: string;
  balance: string | null;
};
export type DayGroup = { date: IsoDate; heading: string; rows: ViewRow[] };

/** Sorted rows grouped by day, with headings and money formatted for the page. */
export function groupByDay(
  rows: readonly TransactionRow[],
  today: IsoDate,
  order: SortOrder,
  currency = 'GBP',
): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const row of sortRows(rows, order)) {
    let group = groups.at(-1);
    if (group?.date !== row.date) {
      group = { date: row.date, heading: dayHeading(row.date, today), rows: [] };
      groups.push(group);
    }
    group.rows.push({
      key: row.key,
      description: row.description,
      initial: row.initial,
      amount: formatMoney(row.amount, currency),
      balance: row.balance === null ? null : formatMoney(row.balance, currency),
    });
  }
  return groups;
}

/** A row of 'Historic Interest Rates': to is null while the rate still applies ('Present'). */
export type InterestRateRow = { key: string; from: IsoDate; to: IsoDate | null; rate: string };

/** An annual rate to 2 decimals with '%' (spec 2 §9): 1.5 → '1.50%'. A rate is not money: toFixed is fine here. */
export function formatRate(value: number | string): string | null {
  const rate = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(rate) || (typeof value === 'string' && value.trim() === '')) return null;
  return `${rate.toFixed(2)}%`;
}
