import type { DatabaseSync } from 'node:sqlite';
import { addDays } from './clock.ts';
import { decimalToNumber } from './money.ts';

// Interest rate history (spec 2 §3 Interest history, §7 getinteresthistory): the periods of an account's annual
// rate. The demo data follows the sandbox bank's rate changes (below), relative to the account's rate today.

/** The bank's rate changes and, from each, the rate then relative to today's, in hundredths of a percent. */
const BANK_RATE_CHANGES: readonly { from: string; offset: number }[] = [
  { from: '0000-01-01', offset: -250 },
  { from: '2022-02-10', offset: -175 },
  { from: '2022-11-10', offset: -90 },
  { from: '2023-08-10', offset: 40 },
  { from: '2024-08-08', offset: 25 },
  { from: '2025-02-06', offset: 10 },
  { from: '2025-08-07', offset: 0 },
];
const LOWEST_RATE = 10;

export type RatePeriod = { dateFrom: string; dateTo: string | null; rate: string };

const toHundredths = (rate: string) => Math.round(decimalToNumber(rate) * 100);
const toDecimal = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/**
 * The periods since opening, oldest first: a fixed term keeps one rate; other accounts follow the bank's changes.
 * The last period is open (dateTo null) unless the account has closed.
 */
export function ratePeriods(account: {
  interestRate: string;
  fixed: boolean;
  dateOpened: string;
  dateClosed: string | null;
}): RatePeriod[] {
  const current = toHundredths(account.interestRate);
  const end = account.dateClosed;
  const changes = account.fixed
    ? [{ from: account.dateOpened, offset: 0 }]
    : BANK_RATE_CHANGES.filter(
        (change, index) =>
          (BANK_RATE_CHANGES[index + 1]?.from ?? '9999-12-31') > account.dateOpened &&
          (end === null || change.from <= end),
      ).map((change) => ({
        from: change.from < account.dateOpened ? account.dateOpened : change.from,
        offset: change.offset,
      }));
  const periods: RatePeriod[] = [];
  changes.forEach((change, index) => {
    const next = changes[index + 1];
    const rate = toDecimal(Math.max(LOWEST_RATE, current + change.offset));
    periods.push({ dateFrom: change.from, dateTo: next ? addDays(next.from, -1) : end, rate });
  });
  return periods;
}

export function storeRatePeriods(db: DatabaseSync, accountKey: string, periods: readonly RatePeriod[]): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO interest_rates (account_key, date_from, date_to, annual_rate) VALUES (?, ?, ?, ?)',
  );
  for (const period of periods) insert.run(accountKey, period.dateFrom, period.dateTo, period.rate);
}

/** The upstream InterestHistories, newest first. */
export function interestHistoryOf(
  db: DatabaseSync,
  accountKey: string,
): { DateFrom: string; DateTo: string | null; AnnualInterestRate: number }[] {
  return db
    .prepare(
      'SELECT date_from, date_to, annual_rate FROM interest_rates WHERE account_key = ? ORDER BY date_from DESC',
    )
    .all(accountKey)
    .map((row) => ({
      DateFrom: String(row.date_from),
      DateTo: row.date_to === null ? null : String(row.date_to),
      AnnualInterestRate: decimalToNumber(String(row.annual_rate)),
    }));
}
