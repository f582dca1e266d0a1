import { redirect, redirectDocument } from 'react-router';
import { CARD_PAYMENT_STATUSES, type CardPaymentStatus } from '#shared/api/money-movements.ts';
import type { Pence } from '#shared/domain/money.ts';
import {
  billingAddress,
  lastFour,
  londonMonth,
  type CardPaymentDetails,
} from '#shared/forms/card-payment.ts';
import type { FormValues } from '#shared/forms/validate.ts';
import { CARD_REFUSALS, cardRefusalMessages, type CardRefusal } from '#shared/messages/card-payment.ts';
import type { ServicingType } from '../../../server/card-issuer/hand-off.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { getJourney, newSubmissionKey, type JourneyDefinition } from '../../lib/journey.server.ts';
import { readResult, type SuccessView } from '../../lib/result-page.server.ts';
import type { CardAccount } from './card-account.server.ts';
import { sealCard, type CardHold } from './card-hold.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// Pay into account by card (spec 3 §2 "Pay into account", §3 Card payment request, §4 "Pay by card", §5, §7, §8;
// docs/money-journeys.md, Pay into an account by card): 1 Transfer details → 2 Review → (3 Verification, when the
// bank asks for 3-D Secure) → 4 Confirmation, on the journey mechanism (app/lib/journey.server.ts) under
// `/{savings|loan}-servicing/pay-into-account/{id}`. This module is the journey's definition, what it keeps, and what
// its confirmation reads back; the bank calls are in make-payment.server.ts ('Pay') and three-d-secure.server.ts
// (the issuer's answer).
// - The card number, expiry and security code live only in the sealed hold (card-hold.server.ts, decision 022),
//   opened and dropped by the 'Pay' request; the page shows the last 4 digits, the bank's complete call never has them.
// - A refused payment goes back to step 1 with spec 3 §8's message (§4 "a cleared payment returns to MakePayment"),
//   the card fields empty and the rest kept.

export type CardStage = 'details' | 'review' | 'verification' | 'done';

export const CARD_JOURNEY = 'card-payment';

export function cardJourney(type: ServicingType): JourneyDefinition<CardStage> {
  const base = `/${type}-servicing/pay-into-account`;
  return {
    name: CARD_JOURNEY,
    scope: base,
    stages: ['details', 'review', 'verification', 'done'],
    path: (stage, account) =>
      stage === 'details'
        ? `${base}/${account}`
        : stage === 'verification'
          ? `${base}/${account}/verification`
          : `${base}/${account}/review`,
  };
}

/** The 3-D Secure hand-off in progress: never shown in a page except the MD and the issuer's URL. */
export type Verification = { paymentKey: string; url: string; md: string; token: string };

/** What the journey keeps: what was entered except card data, the sealed hold, the hand-off. */
export type CardEntry = {
  /** The entered values to show again (amount, name, address): never the card fields. */
  values: FormValues;
  amount: Pence;
  cardholderName: string;
  address: string;
  postcode: string;
  last4: string;
  cardHold?: CardHold | undefined;
  verification?: Verification | undefined;
  /** Said on step 1: the customer cancelled at the issuer, or the hold ran out. */
  notice?: 'cancelled' | 'hold-expired' | undefined;
};

export type CardJourney = JourneyState<CardStage, CardEntry>;

/** What a result page shows, kept with the submission's outcome (no card data, no PaymentKey). */
export type CardAnswer = {
  status: CardPaymentStatus | 'Cancelled' | 'Unknown';
  reference: string | null;
  amount: Pence;
  last4: string;
  accountId: string;
  accountName: string;
  accountNumber: string;
  currency: string;
  type: ServicingType;
};

/** This month in London on the request's clock, 'YYYY-MM' (the expiry rule; decision 019's London calendar). */
export function thisMonth(ctx: AppContext): string {
  return londonMonth(new Date(ctx.now()));
}

export function journeyFor(ctx: AppContext, card: CardAccount): CardJourney | undefined {
  const state = getJourney<CardStage, CardEntry>(ctx, cardJourney(card.type));
  return state?.account === card.id && state.scope === cardJourney(card.type).scope ? state : undefined;
}

/** Starts the journey again with what step 1 entered: the card fields sealed in the hold, the rest in the clear. */
export function startPayment(
  ctx: AppContext,
  card: CardAccount,
  details: CardPaymentDetails,
  values: FormValues,
): CardJourney {
  const def = cardJourney(card.type);
  const entry: CardEntry = {
    values,
    amount: details.amount,
    cardholderName: details.cardholderName,
    address: billingAddress(details),
    postcode: details.postcode,
    last4: lastFour(details.cardNumber),
    cardHold: sealCard(
      ctx.config.session.secret,
      card.id,
      { cardNumber: details.cardNumber, expiryDate: details.expiryDate, securityCode: details.securityCode },
      ctx.now(),
    ),
  };
  const state: CardJourney = { scope: def.scope, account: card.id, stage: 'review', data: entry };
  state.submissionKey = newSubmissionKey();
  ctx.session.journeys ??= {};
  ctx.session.journeys[def.name] = state;
  return state;
}

/** Back to step 1 with the card fields to enter again (the hold and any hand-off dropped), the rest kept. */
export function backToDetails(
  state: CardJourney,
  why: { failed?: string | undefined; notice?: CardEntry['notice'] } = {},
): void {
  state.stage = 'details';
  state.submissionKey = undefined;
  state.failed = why.failed;
  state.data.notice = why.notice;
  delete state.data.cardHold;
  delete state.data.verification;
}

export function confirmationPath(card: Pick<CardAccount, 'type' | 'id'>, key: string): string {
  return `/${card.type}-servicing/pay-into-account/${card.id}/confirmation?key=${encodeURIComponent(key)}`;
}

/** The bank's ResponseStatus as the journey keeps it: one it knows, else 'Unknown'. */
export function statusOf(value: string | null | undefined): CardAnswer['status'] {
  return (CARD_PAYMENT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as CardPaymentStatus)
    : 'Unknown';
}

export function isRefusal(status: CardAnswer['status']): status is CardRefusal {
  return (CARD_REFUSALS as readonly string[]).includes(status);
}

/** spec 3 §8's message for a refusal, and what it means for the money. */
export function refusalMessage(status: CardRefusal): string {
  return cardRefusalMessages[status];
}

/** The confirmation page's content for `key`, read back from the submission store. */
export async function cardConfirmation(
  ctx: AppContext,
  card: CardAccount,
  key: string | null,
): Promise<SuccessView<CardAnswer>> {
  const def = cardJourney(card.type);
  const result = await readResult<CardAnswer>(ctx, key, {
    journey: CARD_JOURNEY,
    belongs: (answer) => answer.accountId === card.id,
    missing: def.path('details', card.id),
  });
  if (result.view !== 'answer') return result;
  const { status } = result.answer;
  // The verification page needs its own CSP: always a document load, never a client-side navigation.
  if (status === 'PerformThreeDSecure') throw redirectDocument(def.path('verification', card.id));
  if (status === 'Cancelled' || isRefusal(status)) throw redirect(def.path('details', card.id));
  if (status !== 'Completed') return { view: 'unknown' };
  return { view: 'success', answer: result.answer };
}
