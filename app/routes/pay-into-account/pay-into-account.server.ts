import { timingSafeEqual } from 'node:crypto';
import { data, redirect, redirectDocument } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import {
  CARD_PAYMENT_CANCEL,
  CARD_PAYMENT_COMPLETE,
  CARD_PAYMENT_MAKE,
  CARD_PAYMENT_STATUSES,
  cardPaymentCancelResponseSchema,
  cardPaymentResponseSchema,
  type CardPaymentRequest,
  type CardPaymentStatus,
} from '#shared/api/money-movements.ts';
import { formatMoney, minorUnitsToDecimalString, tryToPence, type Pence } from '#shared/domain/money.ts';
import {
  billingAddress,
  lastFour,
  londonMonth,
  type CardPaymentDetails,
} from '#shared/forms/card-payment.ts';
import type { FormValues } from '#shared/forms/validate.ts';
import { CARD_REFUSALS, cardRefusalMessages, type CardRefusal } from '#shared/messages/card-payment.ts';
import {
  completionPath,
  openHandOff,
  RETURN_PATHS,
  sealHandOff,
  type HandOff,
  type ServicingType,
} from '../../../server/card-issuer/hand-off.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  endJourney,
  getJourney,
  newSubmissionKey,
  readSubmission,
  submitOnce,
  type JourneyDefinition,
  type MoneyOutcome,
} from '../../lib/journey.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import { accountId, accountName, findAccount, isClosed } from '../../lib/accounts.server.ts';
import { openCard, sealCard, type CardHold } from './card-hold.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// Pay into account by card (spec 3 §2 "Pay into account", §3 Card payment request, §4 "Pay by card", §5, §7, §8):
// 1 Transfer details → 2 Review → (3 Verification, when the bank asks for 3-D Secure) → 4 Confirmation, on the
// journey mechanism (app/lib/journey.server.ts) under `/{savings|loan}-servicing/pay-into-account/{id}`.
// - The card number, expiry and security code live only in the sealed hold (card-hold.server.ts, decision 022),
//   opened and dropped by the 'Pay' request; the page shows the last 4 digits, the bank's complete call never has them.
// - 'Pay' claims the review's one-time key and calls make once (submitOnce). PerformThreeDSecure keeps PaymentKey,
//   ThreeDSecureUrl and a fresh MD (a sealed single-use token, server/card-issuer/hand-off.ts) in the journey; the
//   issuer's answer comes back through /card-issuer/return to verification/complete, which requires that MD and
//   claims its token as the key of the complete (or cancel) call: one complete, one credit (decision 020).
// - A refused payment goes back to step 1 with spec 3 §8's message (§4 "a cleared payment returns to MakePayment"),
//   the card fields empty and the rest kept.

export type CardStage = 'details' | 'review' | 'verification' | 'done';

export const CARD_JOURNEY = 'card-payment';

const REFUSALS = CARD_REFUSALS;
type Refusal = CardRefusal;

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

export type CardAccount = {
  id: string;
  type: ServicingType;
  name: string;
  number: string;
  currency: string;
  /** A loan's balance owed, in pence; null for savings. */
  owed: Pence | null;
  owedText: string | null;
};

// ---- Accounts ------------------------------------------------------------------------------------------------------

export function servicingTypeOf(account: Account): ServicingType | null {
  const type = (account.ProductType ?? 'Savings').trim().toLowerCase();
  return type === 'savings' || type === 'loan' ? type : null;
}

/** spec 3 §2: active Savings and Loan accounts whose Supports offers PayByCard. */
export function takesCardPayments(account: Account): boolean {
  return (
    !isClosed(account) && servicingTypeOf(account) !== null && (account.Supports ?? []).includes('PayByCard')
  );
}

/** The servicing type a request's URL names. */
export function servicingTypeOfUrl(request: Request): ServicingType {
  return new URL(request.url).pathname.startsWith('/loan-servicing/') ? 'loan' : 'savings';
}

function cardAccount(account: Account): CardAccount {
  const currency = account.CurrencyCode ?? 'GBP';
  const type = servicingTypeOf(account) ?? 'savings';
  const balance = account.Balance == null ? null : tryToPence(account.Balance);
  // A loan's balance is what is owed, as a negative amount.
  const owed = type === 'loan' && balance !== null ? Math.max(0, -balance) : null;
  return {
    id: accountId(account),
    type,
    name: accountName(account),
    number: account.AccountNumber,
    currency,
    owed,
    owedText: owed === null ? null : formatMoney(owed, currency),
  };
}

/**
 * The account the URL names, if the customer's and it takes card payments (else the not-found page, SAFE-11), with
 * the selector's options. A URL under the other servicing type is sent to the account's own (GETs only).
 */
export async function loadCardAccount(ctx: AppContext, request: Request, hexId: string | undefined) {
  const { account, accounts } = await findAccount(ctx, hexId);
  if (!takesCardPayments(account)) throw data(null, { status: 404 });
  const card = cardAccount(account);
  if (servicingTypeOfUrl(request) !== card.type) {
    if (request.method !== 'GET') throw data(null, { status: 404 });
    const url = new URL(request.url);
    const rest = url.pathname.replace(/\.data$/, '').replace(/^\/(savings|loan)-servicing/, '');
    throw redirect(`/${card.type}-servicing${rest}${url.search}`);
  }
  const options = accounts.filter(takesCardPayments).map((candidate) => ({
    value: accountId(candidate),
    text: `${accountName(candidate)} (${candidate.AccountNumber})`,
  }));
  return { account, card, options, def: cardJourney(card.type) };
}

/** This month in London on the request's clock, 'YYYY-MM' (the expiry rule; decision 019's London calendar). */
export function thisMonth(ctx: AppContext): string {
  return londonMonth(new Date(ctx.now()));
}

export function journeyFor(ctx: AppContext, card: CardAccount): CardJourney | undefined {
  const state = getJourney<CardStage, CardEntry>(ctx, cardJourney(card.type));
  return state?.account === card.id && state.scope === cardJourney(card.type).scope ? state : undefined;
}

/** A request that a client-side navigation made (React Router's `.data` fetch), not a document load. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

// ---- Step 1 → review -------------------------------------------------------------------------------------------------

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

function statusOf(value: string | null | undefined): CardAnswer['status'] {
  return (CARD_PAYMENT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as CardPaymentStatus)
    : 'Unknown';
}

function isRefusal(status: CardAnswer['status']): status is Refusal {
  return (REFUSALS as readonly string[]).includes(status);
}

/** spec 3 §8's message for a refusal, and what it means for the money (CARD-14). */
export function refusalMessage(status: Refusal): string {
  return cardRefusalMessages[status];
}

function answerFor(
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

function paymentFields(account: Account, card: CardAccount, entry: CardEntry) {
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

/** The outcomes every money call shares: signed out, refused by the bank's HTTP layer, unknown. */
async function commonOutcome(
  ctx: AppContext,
  def: JourneyDefinition<CardStage>,
  outcome: MoneyOutcome<CardAnswer>,
  card: CardAccount,
  key: string,
): Promise<Response | null> {
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  if (outcome.kind === 'refused') {
    endJourney(ctx, def);
    return seeOther('/network-error');
  }
  if (outcome.kind === 'unknown') {
    // Sent, answer unknown: never sent again; the confirmation says so (SAFE-07).
    endJourney(ctx, def);
    return seeOther(confirmationPath(card, key));
  }
  return null;
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
  // An answer the portal does not know: say the outcome is unknown (SAFE-07).
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

// ---- 3-D Secure ------------------------------------------------------------------------------------------------------

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

// ---- Confirmation ----------------------------------------------------------------------------------------------------

export type ConfirmationView =
  { view: 'processing' } | { view: 'unknown' } | { view: 'success'; answer: CardAnswer };

/** The confirmation page's content for `key`, read back from the submission store. */
export async function cardConfirmation(
  ctx: AppContext,
  card: CardAccount,
  key: string | null,
): Promise<ConfirmationView> {
  const def = cardJourney(card.type);
  const submission = await readSubmission<CardAnswer>(ctx, key);
  if (submission.state === 'missing') throw redirect(def.path('details', card.id));
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  const { outcome, journey } = submission;
  if (journey !== CARD_JOURNEY) throw data(null, { status: 404 });
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer' || outcome.answer.accountId !== card.id) throw data(null, { status: 404 });
  const { status } = outcome.answer;
  // The verification page needs its own CSP: always a document load, never a client-side navigation.
  if (status === 'PerformThreeDSecure') throw redirectDocument(def.path('verification', card.id));
  if (status === 'Cancelled' || isRefusal(status)) throw redirect(def.path('details', card.id));
  if (status !== 'Completed') return { view: 'unknown' };
  return { view: 'success', answer: outcome.answer };
}

export { completionPath };
