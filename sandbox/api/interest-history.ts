import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { interestHistoryOf } from '../domain/interest-rates.ts';
import { callerAccount, requireCaller } from './auth.ts';
import { parseBody } from './http.ts';
import { accountKey } from './schemas.ts';

// customccb v1.0 getinteresthistory (spec 2 §7): the rate periods of the caller's own account, newest first; the
// current one has DateTo null ('Present').

const historyBody = z.object({ AccountKey: accountKey }).loose();

export function interestHistoryRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.post('/customccb/v1.0/getinteresthistory', requireCaller(ctx), (req, res) => {
    const body = parseBody(historyBody, req, res);
    if (!body) return;
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    res.json({ InterestRateHistory: { InterestHistories: interestHistoryOf(ctx.db, account.account_key) } });
  });
  return router;
}
