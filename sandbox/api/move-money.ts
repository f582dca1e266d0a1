import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { decimalToPence } from '../domain/money.ts';
import { cancelNotice, makeWithdrawal } from '../domain/movements.ts';
import { callerAccount, callerOf, requireCaller } from './auth.ts';
import { badRequest, parseBody } from './http.ts';
import { answer, magicAmount } from './magic-amounts.ts';
import { accountKey, calendarDate } from './schemas.ts';

// movemoney v1.0 (spec 3 §3 Withdrawal and Cancel notice, §7; shared/api/money-movements.ts, docs/upstream-api/money-movements.md):
// make a withdrawal or give notice (one call; the kind of account decides), and cancel a notice. The account must
// be the caller's (404 otherwise, as every signed-in area). A body that breaks the contract is a 400; a request the
// bank refuses is ResponseStatus 'Failed' with a Message, and moves nothing.

const withdrawalBody = z
  .object({
    AccountKey: accountKey,
    WithdrawalInformation: z
      .object({
        ActionDate: calendarDate,
        Amount: z.string().nullish(),
        CloseAccount: z.boolean(),
        PaymentReference: z.string().nullish(),
      })
      .loose(),
  })
  .loose();

const cancelNoticeBody = z
  .object({
    AccountKey: accountKey,
    TransactionIdentifier: z.union([z.string().min(1), z.number()]).transform(String),
  })
  .loose();

export function moveMoneyRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/movemoney/v1.0/withdrawal', requireCaller(ctx), (req, res) => {
    const body = parseBody(withdrawalBody, req, res);
    if (!body) return;
    const info = body.WithdrawalInformation;
    const amountText = info.Amount ?? null;
    const reference = info.PaymentReference?.trim() || null;
    if (info.CloseAccount && (amountText !== null || reference !== null)) {
      badRequest(res, 'With CloseAccount true, Amount and PaymentReference must be null');
      return;
    }
    if (!info.CloseAccount && amountText === null) {
      badRequest(res, 'Amount is required unless CloseAccount is true');
      return;
    }
    const amountPence = amountText === null ? null : decimalToPence(amountText);
    if (amountPence === undefined) {
      badRequest(res, "Amount must be a decimal string such as '1234.50'");
      return;
    }
    const { customer } = callerOf(req);
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    const magic = magicAmount(amountPence);
    if (magic === 'fail') {
      res.json({
        ResponseStatus: 'Failed',
        Message: 'The bank could not make this withdrawal (sandbox: £9.99)',
      });
      return;
    }
    const outcome = makeWithdrawal(
      ctx.db,
      customer,
      account,
      { actionDate: info.ActionDate, amountPence, closeAccount: info.CloseAccount, reference },
      ctx.clock(),
    );
    answer(
      res,
      magic,
      outcome.status === 'Success'
        ? { ResponseStatus: 'Success', TransactionIdentifier: outcome.transactionId }
        : { ResponseStatus: 'Failed', Message: outcome.message },
    );
  });

  router.post('/movemoney/v1.0/notice/cancel', requireCaller(ctx), (req, res) => {
    const body = parseBody(cancelNoticeBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    res.json({ Success: cancelNotice(ctx.db, customer, account, body.TransactionIdentifier, ctx.clock()) });
  });

  return router;
}
