import type { Route } from './+types/transactions-csv.ts';
import { londonToday, parseIsoDate } from '#shared/domain/dates.ts';
import { latestRange, parseCount, parseSort } from '#shared/domain/transactions.ts';
import {
  attachmentDisposition,
  csvFileName,
  transactionsCsvStream,
} from '#shared/domain/transactions-csv.ts';
import { currencyDecimals } from '#shared/domain/money.ts';
import { app } from '../../../lib/route-helpers.server.ts';
import { findAccount } from '../../../lib/accounts.server.ts';
import { exportPages } from './transactions.server.ts';

/**
 * GET /accounts/details/{hex}/transactions.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (a chosen range) or ?count=N (the latest
 * range of the list): the CSV export of spec 2 §9 as a real download, so it works without JavaScript. It exports every
 * non-pending transaction of the range (not only the rows the list shows), in the list's sort order, streamed a bank
 * page at a time (exportPages), so a ten-year export costs the portal no more memory than a month's.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account } = await findAccount(ctx, params.id);
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  const to = url.searchParams.get('to');
  const today = londonToday(new Date(ctx.now()));
  let chosen = null;
  if (from !== null || to !== null) {
    if (!from || !to || !parseIsoDate(from) || !parseIsoDate(to) || from > to) {
      return new Response('The date range is not valid.', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    chosen = { from, to };
  }
  const range = chosen ?? latestRange(today, parseCount(url.searchParams.get('count')));
  const pages = await exportPages(ctx, account, range, parseSort(url.searchParams.get('sort')));
  const accountName = account.AccountName ?? 'Savings account';
  const csv = transactionsCsvStream({
    accountName,
    exportedAt: new Date(ctx.now()),
    pages,
    decimals: currencyDecimals(account.CurrencyCode ?? 'GBP'),
  });
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(csvFileName(accountName, chosen)),
    },
  });
}
