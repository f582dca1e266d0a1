import { timingSafeEqual } from 'node:crypto';
import { redirect } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import {
  CARD_PAYMENT_CANCEL,
  CARD_PAYMENT_COMPLETE,
  cardPaymentCancelResponseSchema,
  cardPaymentResponseSchema,
  type CardPaymentRequest,
} from '#shared/api/money-movements.ts';
import { formatMoney } from '#shared/domain/money.ts';
import {
  completionPath,
  openHandOff,
  RETURN_PATHS,
  type HandOff,
} from '../../../server/card-issuer/hand-off.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { endJourney, readSubmission, submitOnce } from '../../lib/journey.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import type { CardAccount } from './card-account.server.ts';
import {
  backToDetails,
  CARD_JOURNEY,
  cardJourney,
  confirmationPath,
  isRefusal,
  journeyFor,
  refusalMessage,
  statusOf,
  type CardAnswer,
  type CardJourney,
  type Verification,
} from './card-journey.server.ts';
import { answerFor, commonOutcome, paymentFields } from './make-payment.server.ts';

// Step 3, Verification (spec 3 §4.2; decisions 020, 021): the 3-D Secure hand-off to the card issuer and its answer.
// The issuer's answer comes back through /card-issuer/return to verification/complete (or verification/cancel),
// which requires the journey's MD and claims its token as the key of the complete (or cancel) call: one complete,
// one credit.

export { completionPath };

/** A request that a client-side navigation made (React Router's `.data` fetch), not a document load. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

export type VerificationView = {
  /** The issuer's challenge page, where the hand-off form posts. */
  url: string;
  md: string;
  termUrl: string;
  cancelUrl: string;
  amountText: string;
  last4: string;
  accountText: string;
};

export function verificationView(ctx: AppContext, card: CardAccount, state: CardJourney): VerificationView {
  const verification = state.data.verification;
  if (!verification) throw redirect(cardJourney(card.type).path('details', card.id));
  const origin = ctx.config.publicUrl;
  return {
    url: verification.url,
    md: verification.md,
    termUrl: `${origin}${RETURN_PATHS.complete}`,
    cancelUrl: `${origin}${RETURN_PATHS.cancel}`,
    amountText: formatMoney(state.data.amount, card.currency),
    last4: state.data.last4,
    accountText: `${card.name} (${card.number})`,
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const forbidden = () => new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain' } });

/**
 * The MD posted to a completion handler: sealed by this portal for this page, and — unless its token already has an
 * outcome for this customer — the journey's current one. Anything else is refused (the CSRF defence of handlers that
 * take no CSRF token; decision 020).
 */
async function checkHandOff(
  ctx: AppContext,
  card: CardAccount,
  md: unknown,
): Promise<
  | { kind: 'refused' }
  | { kind: 'settled'; token: string }
  | { kind: 'current'; handOff: HandOff; state: CardJourney }
> {
  const handOff = openHandOff(ctx.config.session.secret, md);
  if (!handOff || handOff.type !== card.type || handOff.account !== card.id) return { kind: 'refused' };
  const existing = await readSubmission<CardAnswer>(ctx, handOff.token);
  if (existing.state !== 'missing') return { kind: 'settled', token: handOff.token };
  const state = journeyFor(ctx, card);
  const verification = state?.stage === 'verification' ? state.data.verification : undefined;
  if (!state || !verification || typeof md !== 'string' || !sameText(md, verification.md))
    return { kind: 'refused' };
  return { kind: 'current', handOff, state };
}

/** verification/complete: the issuer's PaRes, completed once under the MD's token. */
export async function completePayment(
  ctx: AppContext,
  account: Account,
  card: CardAccount,
  form: { md: unknown; paRes: unknown },
): Promise<Response> {
  const def = cardJourney(card.type);
  const checked = await checkHandOff(ctx, card, form.md);
  if (checked.kind === 'refused') {
    ctx.log.warn('card payment: completion with an MD that is not the journey’s refused');
    return forbidden();
  }
  if (checked.kind === 'settled') return seeOther(confirmationPath(card, checked.token));
  const { state, handOff } = checked;
  const verification = state.data.verification as Verification;
  const entry = state.data;
  const paRes = typeof form.paRes === 'string' ? form.paRes : null;
  const result = await submitOnce(
    ctx,
    CARD_JOURNEY,
    handOff.token,
    {
      path: CARD_PAYMENT_COMPLETE,
      body: {
        ...paymentFields(account, card, entry),
        PaymentKey: verification.paymentKey,
        ThreeDSecureResult: paRes,
      } satisfies CardPaymentRequest,
      schema: cardPaymentResponseSchema,
    },
    (response): CardAnswer =>
      answerFor(card, entry, statusOf(response.ResponseStatus), response.PaymentReference ?? null),
  );
  if (result.kind === 'repeat') return seeOther(confirmationPath(card, handOff.token));
  const { outcome } = result;
  const common = await commonOutcome(ctx, def, outcome, card, handOff.token);
  if (common) return common;
  if (outcome.kind !== 'answer') return seeOther(confirmationPath(card, handOff.token));
  const { status } = outcome.answer;
  if (status === 'Completed') {
    state.stage = 'done';
    state.submissionKey = handOff.token;
    delete state.data.verification;
    return seeOther(confirmationPath(card, handOff.token));
  }
  if (isRefusal(status)) {
    backToDetails(state, { failed: refusalMessage(status) });
    return seeOther(def.path('details', card.id));
  }
  endJourney(ctx, def);
  return seeOther(confirmationPath(card, handOff.token));
}

/**
 * verification/cancel: the customer cancelled at the issuer (or with our 'Cancel payment'). The bank is told once
 * (under the MD's token, so a late complete for the same hand-off finds it used); back to step 1, card fields empty.
 */
export async function cancelPayment(ctx: AppContext, card: CardAccount, md: unknown): Promise<Response> {
  const def = cardJourney(card.type);
  const checked = await checkHandOff(ctx, card, md);
  if (checked.kind === 'refused') return forbidden();
  if (checked.kind === 'settled') return seeOther(confirmationPath(card, checked.token));
  const { state, handOff } = checked;
  const verification = state.data.verification as Verification;
  const result = await submitOnce(
    ctx,
    CARD_JOURNEY,
    handOff.token,
    {
      path: CARD_PAYMENT_CANCEL,
      body: { PaymentKey: verification.paymentKey },
      schema: cardPaymentCancelResponseSchema,
    },
    (): CardAnswer => answerFor(card, state.data, 'Cancelled', null),
  );
  if (result.kind === 'repeat') return seeOther(confirmationPath(card, handOff.token));
  if (result.outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  // Whatever the bank said, no complete can follow for this hand-off: its token is used. No money has moved.
  backToDetails(state, { notice: 'cancelled' });
  return seeOther(def.path('details', card.id));
}
