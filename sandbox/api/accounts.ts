import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { listAccountRows, toUpstreamAccount } from '../domain/accounts.ts';
import { londonDate } from '../domain/clock.ts';
import { callerOf, requireCaller } from './auth.ts';

// accounts v3.0: the signed-in customer's savings accounts in the Account shape of spec 2 §3.
// The spec does not show the list call; POST with an empty body is the sandbox's choice (sandbox/README.md).

export function accountsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.post('/accounts/v3.0/accounts', requireCaller(ctx), (req, res) => {
    const { customer } = callerOf(req);
    const today = londonDate(ctx.clock());
    res.json({
      Accounts: listAccountRows(ctx.db, customer.userId).map((row) => toUpstreamAccount(row, today)),
    });
  });
  return router;
}
