import type { Account } from '#shared/api/accounts.ts';
import {
  isPending,
  TRANSACTIONS,
  transactionsRequest,
  transactionsResponseSchema,
} from '#shared/api/account-area.ts';
import { addYears, londonToday } from '#shared/domain/dates.ts';
import type { AppContext } from '../../../lib/app-context.server.ts';
import { expectOk } from '../../../lib/route-helpers.server.ts';

/** spec 2 §9: the summary looks at 40 years of transactions. */
export const SUMMARY_RANGE_YEARS = 40;
const PAGE_SIZE = 500;
/** A bound on the pages read, so a misbehaving upstream cannot keep the page loading. */
const MAX_PAGES = 20;

/**
 * The number of pending transactions of an account (spec 2 §2: 'Notices on account', 'Pending withdrawal'): read
 * from the transactions call over the summary's 40 years, newest first, page by page until upstream says there is
 * nothing older. The range runs a year past today because a pending notice is booked on the date it falls due.
 */
export async function countPendingTransactions(ctx: AppContext, account: Account): Promise<number> {
  const today = londonToday(new Date(ctx.now()));
  let pending = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const response = await expectOk(
      ctx,
      await ctx.upstream({
        path: TRANSACTIONS,
        body: transactionsRequest(
          account.AccountKey,
          { from: addYears(today, -SUMMARY_RANGE_YEARS), to: addYears(today, 1) },
          { offset: page * PAGE_SIZE, count: PAGE_SIZE },
        ),
        schema: transactionsResponseSchema,
      }),
    );
    const rows = response.Transactions ?? [];
    pending += rows.filter(isPending).length;
    if (rows.length < PAGE_SIZE || response.Range?.Latest !== false) break;
  }
  return pending;
}
