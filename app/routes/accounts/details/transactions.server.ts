import type { Account } from '#shared/api/accounts.ts';
import {
  GET_INTEREST_HISTORY,
  TRANSACTIONS,
  interestHistoryResponseSchema,
  transactionsRequest,
  transactionsResponseSchema,
} from '#shared/api/account-area.ts';
import { toLondonIsoDate, londonToday, type IsoDate } from '#shared/domain/dates.ts';
import {
  latestRange,
  parseCount,
  parseSort,
  toRows,
  formatRate,
  type DayRange,
  type InterestRateRow,
  type SortOrder,
  type TransactionRow,
} from '#shared/domain/transactions.ts';
import { DATE_RANGE_FIELDS, dateRangeSchema } from '#shared/forms/date-range.ts';
import { formDataToObject, validateForm, type FieldError, type FormValues } from '#shared/forms/validate.ts';
import type { AppContext } from '../../../lib/app-context.server.ts';
import { expectOk } from '../../../lib/route-helpers.server.ts';

/** Rows the CSV export asks for at most: every transaction of a range in practice, bounded for upstream's sake. */
export const CSV_MAX_ROWS = 5000;

/** What the Transactions tab's URL says: ?start.day=..&end.year=..&sort=asc&count=2 (all optional). */
export type TransactionsQuery = {
  today: IsoDate;
  sort: SortOrder;
  count: number;
  /** The range the customer chose with the form, when it is valid. */
  chosen: DayRange | null;
  /** The range to list: the chosen one, else the latest monthsBack(count) months. */
  range: DayRange;
  /** The form's errors and entered values, when the chosen dates are invalid. */
  failure: { errors: FieldError[]; values: FormValues } | null;
};

export function readTransactionsQuery(ctx: AppContext, url: URL): TransactionsQuery {
  const today = londonToday(new Date(ctx.now()));
  const params = url.searchParams;
  const sort = parseSort(params.get('sort'));
  const count = parseCount(params.get('count'));
  const latest = latestRange(today, count);
  const submitted = DATE_RANGE_FIELDS.some((name) => params.has(name));
  if (!submitted) return { today, sort, count, chosen: null, range: latest, failure: null };
  const input = formDataToObject(DATE_RANGE_FIELDS.map((name) => [name, params.get(name) ?? ''] as const));
  const result = validateForm(dateRangeSchema, input);
  if (!result.ok) {
    return {
      today,
      sort,
      count,
      chosen: null,
      range: latest,
      failure: { errors: result.errors, values: result.values },
    };
  }
  const chosen = { from: result.data.start, to: result.data.end };
  return { today, sort, count, chosen, range: chosen, failure: null };
}

/** The dates of a chosen range as the form's query parameters. */
export function rangeParams(range: DayRange): Record<string, string> {
  const [fy, fm, fd] = range.from.split('-');
  const [ty, tm, td] = range.to.split('-');
  return {
    'start.day': String(Number(fd)),
    'start.month': String(Number(fm)),
    'start.year': fy ?? '',
    'end.day': String(Number(td)),
    'end.month': String(Number(tm)),
    'end.year': ty ?? '',
  };
}

export type TransactionsPage = { rows: TransactionRow[]; pending: number; moreInRange: boolean };

/**
 * The newest `rows` transactions of the account booked within `range` (docs/upstream-api/account-area.md,
 * Transactions: Range.From/To are row offsets, newest first, within ExtendedProperties.FromDate..ToDate). Pending
 * transactions are counted and dropped.
 */
export async function fetchTransactions(
  ctx: AppContext,
  account: Account,
  range: DayRange,
  rows: number,
): Promise<TransactionsPage> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: TRANSACTIONS,
      body: transactionsRequest(account.AccountKey, range, { count: rows }),
      schema: transactionsResponseSchema,
    }),
  );
  const transactions = response.Transactions ?? [];
  const shown = toRows(transactions);
  return {
    rows: shown,
    pending: transactions.length - shown.length,
    // Latest false: upstream has older rows within the dates than the page held.
    moreInRange: response.Range?.Latest === false,
  };
}

/**
 * getinteresthistory (spec 2 §7), newest rate first; a row with an unreadable date or rate is dropped. A failed call
 * is null (the section says the rates are unavailable) rather than taking the transactions down with it (spec 2 §7:
 * a failed call shows its message in an alert in the account area); a 402 still ends the session.
 */
export async function fetchInterestHistory(
  ctx: AppContext,
  account: Account,
): Promise<InterestRateRow[] | null> {
  const outcome = await ctx.upstream({
    path: GET_INTEREST_HISTORY,
    body: { AccountKey: account.AccountKey },
    schema: interestHistoryResponseSchema,
  });
  if (outcome.kind === 'error' || outcome.kind === 'challenge') {
    ctx.log.warn({ outcome: outcome.kind }, 'interest history unavailable');
    return null;
  }
  const response = await expectOk(ctx, outcome);
  const rows: InterestRateRow[] = [];
  for (const entry of response.InterestRateHistory?.InterestHistories ?? []) {
    const from = toLondonIsoDate(entry.DateFrom);
    const to = entry.DateTo ? toLondonIsoDate(entry.DateTo) : null;
    const rate = formatRate(entry.AnnualInterestRate);
    if (from === null || rate === null || (entry.DateTo && to === null)) continue;
    rows.push({ key: `${from}-${rows.length}`, from, to, rate });
  }
  return rows.sort((a, b) => b.from.localeCompare(a.from));
}
