import type { Account } from '#shared/api/accounts.ts';
import {
  CARD_PAYMENT_CANCEL,
  CARD_PAYMENT_MAKE,
  cardPaymentCancelResponseSchema,
  cardPaymentResponseSchema,
  type CardPaymentRequest,
} from '#shared/api/money-movements.ts';
import { minorUnitsToDecimalString } from '#shared/domain/money.ts';
import { sealHandOff } from '../../../server/card-issuer/hand-off.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  endingOutcome,
  endJourney,
  newSubmissionKey,
  readSubmission,
  submitOnce,
  type JourneyDefinition,
  type MoneyOutcome,
} from '../../lib/journey.server.ts';
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
  type CardEntry,
  type CardStage,
} from './card-journey.server.ts';
import { openCard } from './card-hold.server.ts';

// The 'Pay' button (spec 3 §3 Card payment request, §4 "Pay by card", §7): claims the review's one-time key and calls
// the bank's make once (submitOnce), with the card details opened from the sealed hold (decision 022). When the bank
// asks for 3-D Secure (PerformThreeDSecure), the journey keeps PaymentKey, ThreeDSecureUrl and a fresh MD (a sealed
// single-use token, server/card-issuer/hand-off.ts) for the verification step (three-d-secure.server.ts; decision
// 020). What the make and complete calls share is here too.

/** What the confirmation shows, from the journey's entry and the bank's answer. */
export function answerFor(
  card: CardAccount,
  entry: CardEntry,
  status: CardAnswer['status'],
  reference: string | null,
) {
  return {
    status,
    reference,
    amount: entry.amount,
    last4: entry.last4,
    accountId: card.id,
    accountName: card.name,
    accountNumber: card.number,
    currency: card.currency,
    type: card.type,
  } satisfies CardAnswer;
}

/** The fields of the make and complete calls that are not the card's secrets nor the hand-off's (spec 3 §3). */
export function paymentFields(account: Account, card: CardAccount, entry: CardEntry) {
  return {
    AccountKey: { Key: account.AccountKey.Key, Context: account.AccountKey.Context ?? null },
    Amount: minorUnitsToDecimalString(entry.amount),
    CurrencyCode: card.currency,
    CardHoldersName: entry.cardholderName,
    Address: entry.address,
    PostCode: entry.postcode,
    PaymentType: 'specific',
    ProductType: card.type === 'loan' ? 'Loan' : 'Savings',
    SaveCardDetails: false,
    ExtendedProperties: {},
  } as const;
}

/**
 * The outcomes the make and complete calls answer alike: signed out, refused by the bank's HTTP layer, or sent with
 * its answer unknown (never sent again; the confirmation says so: docs/money-journeys.md, Unknown outcomes).
 */
export async function commonOutcome(
  ctx: AppContext,
  def: JourneyDefinition<CardStage>,
  outcome: MoneyOutcome<CardAnswer>,
  card: CardAccount,
  key: string,
): Promise<Response | null> {
  const ended = await endingOutcome(ctx, def, outcome);
  if (ended) return ended;
  if (outcome.kind === 'unknown') {
    endJourney(ctx, def);
    return seeOther(confirmationPath(card, key));
  }
  return null;
}

function issuerAllowed(ctx: AppContext, url: string | null | undefined): url is string {
  try {
    const parsed = new URL(url ?? '');
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      ctx.config.cardIssuerOrigins.includes(parsed.origin)
    );
  } catch {
    return false;
  }
}

/**
 * The 'Pay' POST: claims the review's key and calls make once with the card details opened from the hold, which is
 * dropped before the call. A key already used goes to its result; a stale form to the step the journey is at.
 */
export async function makePayment(
  ctx: AppContext,
  account: Account,
  card: CardAccount,
  postedKey: string,
): Promise<Response> {
  const def = cardJourney(card.type);
  const state = journeyFor(ctx, card);
  const existing = await readSubmission<CardAnswer>(ctx, postedKey);
  if (existing.state !== 'missing') return seeOther(confirmationPath(card, postedKey));
  if (!state || state.stage !== 'review' || state.submissionKey !== postedKey)
    return seeOther(def.path(state?.stage ?? 'details', card.id));
  const secrets = openCard(ctx.config.session.secret, card.id, state.data.cardHold, ctx.now());
  if (!secrets) {
    backToDetails(state, { notice: 'hold-expired' });
    return seeOther(def.path('details', card.id));
  }
  const entry = state.data;
  let handOff: { paymentKey: string | null; url: string | null } = { paymentKey: null, url: null };
  const body: CardPaymentRequest = {
    ...paymentFields(account, card, entry),
    CardNumber: secrets.cardNumber,
    ExpiryDate: secrets.expiryDate,
    SecurityCode: secrets.securityCode,
    PaymentKey: null,
    ThreeDSecureResult: null,
  };
  const result = await submitOnce(
    ctx,
    CARD_JOURNEY,
    postedKey,
    { path: CARD_PAYMENT_MAKE, body, schema: cardPaymentResponseSchema },
    (response): CardAnswer => {
      // Kept in the session for the hand-off, never in the stored outcome.
      handOff = { paymentKey: response.PaymentKey ?? null, url: response.ThreeDSecureUrl ?? null };
      return answerFor(card, entry, statusOf(response.ResponseStatus), response.PaymentReference ?? null);
    },
  );
  // A repeat changes nothing in the session (the first request's answer must not be overwritten by this one's).
  if (result.kind === 'repeat') return seeOther(confirmationPath(card, postedKey));
  // The make call has been sent: the hold goes, whatever the outcome (decision 022). The session is written when
  // this response is, so nothing of the card outlives this request.
  delete state.data.cardHold;
  const { outcome } = result;
  const common = await commonOutcome(ctx, def, outcome, card, postedKey);
  if (common) return common;
  if (outcome.kind !== 'answer') return seeOther(confirmationPath(card, postedKey));
  const { status } = outcome.answer;
  if (status === 'Completed') {
    state.stage = 'done';
    return seeOther(confirmationPath(card, postedKey));
  }
  if (status === 'PerformThreeDSecure') {
    const { paymentKey, url } = handOff;
    if (!paymentKey || !issuerAllowed(ctx, url)) {
      // Never hand the customer to an issuer we have not allowed: the payment is cancelled at the bank instead.
      ctx.log.error(
        { issuer: url ? new URL(url).origin : null },
        'card payment: 3-D Secure issuer not allowed',
      );
      if (paymentKey) await cancelAtBank(ctx, paymentKey);
      backToDetails(state, { failed: refusalMessage('Failed') });
      return seeOther(def.path('details', card.id));
    }
    const token = newSubmissionKey();
    state.stage = 'verification';
    state.data.verification = {
      paymentKey,
      url,
      token,
      md: sealHandOff(ctx.config.session.secret, { type: card.type, account: card.id, token }),
    };
    return seeOther(def.path('verification', card.id));
  }
  if (isRefusal(status)) {
    backToDetails(state, { failed: refusalMessage(status) });
    return seeOther(def.path('details', card.id));
  }
  // An answer the portal does not know: say the outcome is unknown (docs/money-journeys.md, Unknown outcomes).
  endJourney(ctx, def);
  return seeOther(confirmationPath(card, postedKey));
}

async function cancelAtBank(ctx: AppContext, paymentKey: string): Promise<void> {
  try {
    await ctx.upstream(
      {
        path: CARD_PAYMENT_CANCEL,
        body: { PaymentKey: paymentKey },
        schema: cardPaymentCancelResponseSchema,
      },
      { once: true },
    );
  } catch (err) {
    ctx.log.error({ err }, 'card payment: cancel threw');
  }
}
