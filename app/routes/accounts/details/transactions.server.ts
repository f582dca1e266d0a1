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
  sortRows,
  type SortOrder,
  type TransactionRow,
} from '#shared/domain/transactions.ts';
import { DATE_RANGE_FIELDS, dateRangeSchema } from '#shared/forms/date-range.ts';
import { formDataToObject, validateForm, type FieldError, type FormValues } from '#shared/forms/validate.ts';
import type { AppContext } from '../../../lib/app-context.server.ts';
import { expectOk } from '../../../lib/route-helpers.server.ts';

/**
 * Rows per bank call of the CSV export, which pages through the whole range: the export's memory and each call's
 * parsing time (the event loop's longest task) grow with this, the number of calls shrinks with it.
 */
export const CSV_PAGE_ROWS = 1000;

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

export type TransactionsPage = {
  rows: TransactionRow[];
  pending: number;
  moreInRange: boolean;
  /** Rows upstream sent, pending ones too: the next page's offset moves on by this. */
  fetched: number;
};

/**
 * The newest `rows` transactions of the account booked within `range`, after skipping the newest `offset`
 * (docs/upstream-api/account-area.md, Transactions: Range.From/To are row offsets, newest first, within
 * ExtendedProperties.FromDate..ToDate). Pending transactions are counted and dropped.
 */
export async function fetchTransactions(
  ctx: AppContext,
  account: Account,
  range: DayRange,
  rows: number,
  offset = 0,
): Promise<TransactionsPage> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: TRANSACTIONS,
      body: transactionsRequest(account.AccountKey, range, { offset, count: rows }),
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
    fetched: transactions.length,
  };
}

/**
 * Every booked transaction of `range` for the CSV export, a page at a time in `order` (spec 2 §9: the export holds
 * the whole range, not the rows the list shows). The first page is fetched before this returns, so a failed first
 * call is an error page as usual; a later one fails the stream. Upstream lists newest first, so oldest first starts
 * from the last page: its offset is found by doubling, then halving, one-row probes (about 2 log2(pages) calls).
 * A row booked during the export moves the offsets on by one; the previous page's rows are not repeated.
 */
export async function exportPages(
  ctx: AppContext,
  account: Account,
  range: DayRange,
  order: SortOrder,
): Promise<AsyncIterable<TransactionRow[]>> {
  const size = CSV_PAGE_ROWS;
  const first = await fetchTransactions(ctx, account, range, size);
  const fetchAt = (offset: number, rows = size) => fetchTransactions(ctx, account, range, rows, offset);
  let previous = new Set<string>();
  const fresh = (rows: TransactionRow[]) => {
    const unseen = rows.filter((row) => !previous.has(row.key));
    previous = new Set(rows.map((row) => row.key));
    return sortRows(unseen, order);
  };
  async function* newestFirst() {
    let page = first;
    yield fresh(page.rows);
    for (let offset = page.fetched; page.moreInRange && page.fetched > 0; offset += page.fetched) {
      page = await fetchAt(offset);
      yield fresh(page.rows);
    }
  }
  async function* oldestFirst() {
    if (first.moreInRange) {
      const hasRows = async (pageIndex: number) => (await fetchAt(pageIndex * size, 1)).fetched > 0;
      // Page `low` has rows, page `high` has none.
      let low = 1;
      let high = 2;
      while (await hasRows(high)) [low, high] = [high, high * 2];
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (await hasRows(middle)) low = middle;
        else high = middle;
      }
      for (let pageIndex = low; pageIndex > 0; pageIndex -= 1)
        yield fresh((await fetchAt(pageIndex * size)).rows);
    }
    yield fresh(first.rows);
  }
  return order === 'desc' ? newestFirst() : oldestFirst();
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
