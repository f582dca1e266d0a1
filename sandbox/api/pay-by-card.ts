import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import {
  cancelCardPayment,
  cardBehaviour,
  cardDetailsProblem,
  cardPaymentRefusal,
  completeCardPayment,
  createCardPayment,
} from '../domain/card-payments.ts';
import { decimalToPence } from '../domain/money.ts';
import { callerAccount, callerOf, requireCaller } from './auth.ts';
import { badRequest, parseBody } from './http.ts';
import { answer, magicAmount } from './magic-amounts.ts';
import { accountKey } from './schemas.ts';

// paybycard v1.0 (spec 3 §3 Card payment request, §4 Pay by card, §7; shared/api/money-movements.ts, docs/upstream-api/money-movements.md):
// make (card checks, the test cards of CUSTOMERS.md, a 3-D Secure challenge at the issuer or a frictionless
// payment), complete (with the issuer's PaRes; no card details: the bank holds the card against PaymentKey) and
// cancel. The account must be the caller's (404 otherwise). Nothing here logs or echoes card details; a body that
// breaks the contract is a 400 whose message names fields, never their values.

const text = z.string().nullish();

const paymentFields = {
  AccountKey: accountKey,
  Amount: z.string(),
  CurrencyCode: text,
  CardHoldersName: text,
  Address: text,
  PostCode: text,
  PaymentType: text,
  ProductType: text,
  SaveCardDetails: z.boolean().nullish(),
  ExtendedProperties: z.record(z.string(), z.unknown()).nullish(),
};

const makeBody = z
  .object({
    ...paymentFields,
    CardNumber: text,
    ExpiryDate: text,
    SecurityCode: text,
    PaymentKey: text,
    ThreeDSecureResult: text,
  })
  .loose();

const completeBody = z
  .object({
    ...paymentFields,
    Amount: z.string().nullish(),
    PaymentKey: z.string().min(1),
    ThreeDSecureResult: text,
  })
  .loose();

const cancelBody = z.object({ PaymentKey: z.string().min(1) }).loose();

const CARD_SECRETS = ['CardNumber', 'ExpiryDate', 'SecurityCode'] as const;

function noPayment(status: string, message?: string) {
  return {
    ResponseStatus: status,
    PaymentKey: null,
    ThreeDSecureUrl: null,
    PaymentReference: null,
    ...(message ? { Message: message } : {}),
  };
}

export function payByCardRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/paybycard/v1.0/payment/make', requireCaller(ctx), (req, res) => {
    const body = parseBody(makeBody, req, res);
    if (!body) return;
    const amountPence = decimalToPence(body.Amount);
    if (amountPence === undefined) {
      badRequest(res, "Amount must be a decimal string such as '25.00'");
      return;
    }
    const { customer } = callerOf(req);
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    const refusal = cardPaymentRefusal(account);
    if (refusal) {
      res.json(noPayment('Failed', refusal));
      return;
    }
    if (body.ProductType && body.ProductType.toLowerCase() !== account.product_type.toLowerCase()) {
      res.json(noPayment('Failed', `ProductType is ${account.product_type} for this account`));
      return;
    }
    const currency = body.CurrencyCode ?? account.currency_code;
    if (currency !== account.currency_code) {
      res.json(noPayment('Failed', `Only ${account.currency_code} payments are taken`));
      return;
    }
    if (amountPence <= 0) {
      res.json(noPayment('Failed', 'The amount must be at least 0.01'));
      return;
    }
    if (account.product_type === 'Loan' && amountPence > -Number(account.balance_pence)) {
      res.json(noPayment('Failed', 'The amount is more than the balance owed'));
      return;
    }
    const problem = cardDetailsProblem(
      { cardNumber: body.CardNumber, expiryDate: body.ExpiryDate, securityCode: body.SecurityCode },
      ctx.clock(),
    );
    if (problem) {
      res.json(noPayment('IncorrectPaymentDetails', problem));
      return;
    }
    const magic = magicAmount(amountPence);
    if (magic === 'fail') {
      res.json(noPayment('Failed', 'The payment could not be taken (sandbox: £9.99)'));
      return;
    }
    const cardNumber = body.CardNumber as string;
    const behaviour = cardBehaviour(cardNumber);
    if (behaviour !== 'Challenge' && behaviour !== 'Frictionless') {
      answer(res, magic, noPayment(behaviour));
      return;
    }
    const outcome = createCardPayment(
      ctx.db,
      customer,
      account,
      { amountPence, currencyCode: currency, cardNumber, frictionless: behaviour === 'Frictionless' },
      ctx.clock(),
    );
    answer(
      res,
      magic,
      outcome.status === 'Completed'
        ? {
            ResponseStatus: 'Completed',
            PaymentKey: outcome.paymentKey,
            ThreeDSecureUrl: null,
            PaymentReference: outcome.paymentReference,
          }
        : {
            ResponseStatus: 'PerformThreeDSecure',
            PaymentKey: outcome.paymentKey,
            ThreeDSecureUrl: `${ctx.acsUrl}/acs/challenge?payment=${outcome.challengeId}`,
            PaymentReference: null,
          },
    );
  });

  router.post('/paybycard/v1.0/payment/complete', requireCaller(ctx), (req, res) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const sent = CARD_SECRETS.filter((field) => raw[field] !== undefined && raw[field] !== null);
    if (sent.length > 0) {
      badRequest(
        res,
        `${sent.join(', ')} must not be sent to complete: the bank holds the card against PaymentKey`,
      );
      return;
    }
    const body = parseBody(completeBody, req, res);
    if (!body) return;
    const amountPence = body.Amount == null ? undefined : decimalToPence(body.Amount);
    if (body.Amount != null && amountPence === undefined) {
      badRequest(res, "Amount must be a decimal string such as '25.00'");
      return;
    }
    const { customer } = callerOf(req);
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    const outcome = completeCardPayment(
      ctx.db,
      ctx.issuerSecret,
      customer.userId,
      account,
      { paymentKey: body.PaymentKey, amountPence, paRes: body.ThreeDSecureResult ?? null },
      ctx.clock(),
    );
    res.json(
      outcome.status === 'Completed'
        ? { ResponseStatus: 'Completed', PaymentReference: outcome.paymentReference }
        : outcome.status === 'Declined'
          ? { ResponseStatus: 'Declined', PaymentReference: null }
          : { ResponseStatus: 'Failed', PaymentReference: null, Message: outcome.reason },
    );
  });

  router.post('/paybycard/v1.0/payment/cancel', requireCaller(ctx), (req, res) => {
    const body = parseBody(cancelBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    res.json({ ResponseStatus: cancelCardPayment(ctx.db, customer.userId, body.PaymentKey, ctx.clock()) });
  });

  return router;
}
