import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { queryTransactions } from '../domain/transactions.ts';
import { callerAccount, requireCaller } from './auth.ts';
import { badRequest, parseBody } from './http.ts';
import { accountKey, calendarDate } from './schemas.ts';

// accounts v3.0 transactions (spec 2 §3 Transaction, §7 Transactions fetch; the path is the sandbox's choice, see
// shared/api/account-area.ts). FromDate/ToDate bound the booking dates (inclusive London dates); Range.From/To are
// row offsets (newest first, To exclusive) within them; Latest asks for the newest rows (From becomes 0).

/** The most rows one call may ask for. */
export const MAX_PAGE_ROWS = 5000;

const rowOffset = z.coerce.number().int().min(0);

const transactionsBody = z
  .object({
    AccountKey: accountKey,
    Range: z.object({ From: rowOffset, To: rowOffset, Latest: z.boolean().nullish() }).loose(),
    ExtendedProperties: z
      .object({ FromDate: calendarDate.nullish(), ToDate: calendarDate.nullish() })
      .loose()
      .nullish(),
  })
  .loose();

export function transactionsRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/accounts/v3.0/transactions', requireCaller(ctx), (req, res) => {
    const body = parseBody(transactionsBody, req, res);
    if (!body) return;
    const { From, To, Latest } = body.Range;
    if (To < From || To - From > MAX_PAGE_ROWS) {
      badRequest(res, `Range.To must be from Range.From to Range.From + ${MAX_PAGE_ROWS}`);
      return;
    }
    const fromDate = body.ExtendedProperties?.FromDate ?? undefined;
    const toDate = body.ExtendedProperties?.ToDate ?? undefined;
    if (fromDate && toDate && fromDate > toDate) {
      badRequest(res, 'ExtendedProperties.FromDate must not be after ToDate');
      return;
    }
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    const from = Latest ? 0 : From;
    const to = from + (To - From);
    const { transactions, total } = queryTransactions(ctx.db, account.account_key, {
      fromDate,
      toDate,
      from,
      to,
    });
    res.json({
      Transactions: transactions,
      Range: { From: from, To: from + transactions.length, Latest: from + transactions.length >= total },
    });
  });

  return router;
}
