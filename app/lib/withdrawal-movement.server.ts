import { data, redirect } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { WITHDRAWAL, withdrawalResponseSchema, type WithdrawalRequest } from '#shared/api/money-movements.ts';
import type { IsoDate } from '#shared/domain/dates.ts';
import { minorUnitsToDecimalString, type Pence } from '#shared/domain/money.ts';
import type { WithdrawalDetails } from '#shared/forms/withdrawal.ts';
import type { FormValues } from '#shared/forms/validate.ts';
import type { AppContext } from './app-context.server.ts';
import {
  answerSubmission,
  getJourney,
  readSubmission,
  submitOnce,
  type JourneyDefinition,
} from './journey.server.ts';
import type { MoneyAccount } from './money.server.ts';
import { seeOther } from './route-helpers.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// What make a withdrawal and notice to withdraw share on the server (spec 3 §7 "Make withdrawal": one upstream call
// for both): details → review → done on the journey mechanism, the WITHDRAWAL request, the confirm POST that sends
// it once under the review's key, and the confirmation read back from the submission store by that key.

export type MovementStage = 'details' | 'review' | 'done';

/** What the customer entered, as checked by the shared schema, and as typed (for 'Change'). */
export type MovementEntry = WithdrawalDetails & { values: FormValues };

/** What every confirmation shows, kept with the submission's outcome (so it never depends on the session). */
export type MovementAnswer = {
  status: 'Success' | 'Failed' | 'Unknown';
  transactionId: string | null;
  amount: Pence | null;
  closeAccount: boolean;
  reference: string;
  accountId: string;
  accountName: string;
  accountNumber: string;
  nominated: string | null;
  currency: string;
};

/** A movement journey: its definition, where its confirmation lives, and what it says when the bank refuses. */
export type Movement = {
  journey: JourneyDefinition<MovementStage>;
  confirmationPath: (accountId: string, key: string) => string;
  /** spec 3 §8: 'Make a Withdraw Failed' or 'Notice to withdraw Failed', shown on the review. */
  failedMessage: string;
};

/** The journey's state for `accountId`, if the customer's journey is about that account. */
export function movementJourney<Entry extends MovementEntry>(
  ctx: AppContext,
  movement: Movement,
  accountId: string,
): JourneyState<MovementStage, Entry> | undefined {
  const state = getJourney<MovementStage, Entry>(ctx, movement.journey);
  return state?.account === accountId ? state : undefined;
}

/** spec 3 §3 Withdrawal: a closing withdrawal sends no amount and no reference; an empty reference is none. */
export function withdrawalRequest(
  account: Account,
  entry: WithdrawalDetails,
  actionDate: IsoDate,
): WithdrawalRequest {
  return {
    AccountKey: { Key: account.AccountKey.Key, Context: account.AccountKey.Context ?? null },
    WithdrawalInformation: {
      ActionDate: actionDate,
      Amount: entry.closeAccount || entry.amount === null ? null : minorUnitsToDecimalString(entry.amount),
      CloseAccount: entry.closeAccount,
      PaymentReference: entry.closeAccount || entry.reference === '' ? null : entry.reference,
    },
  };
}

export type ConfirmMovement<Entry extends MovementEntry, Extra> = {
  movement: Movement;
  account: Account;
  money: MoneyAccount;
  postedKey: string;
  /** ActionDate of the request (spec 3 §9). */
  actionDate: (entry: Entry) => IsoDate;
  /** What this journey's confirmation shows beyond MovementAnswer (e.g. when the money arrives). */
  extra: (entry: Entry) => Extra;
  /** Checked just before sending: true when the review must be shown again instead (the review has changed). */
  reviewAgain?: (state: JourneyState<MovementStage, Entry>) => boolean;
  /** The entry kept for the next try after a refusal. */
  afterFailure?: (entry: Entry) => Entry;
};

/**
 * The confirm POST: claims the review's key and sends the withdrawal once. A repeat of a key already claimed goes to
 * that key's result (being processed, done or unknown); a stale form (the review changed since) shows the review
 * again; a refusal shows the review with the spec's message and a new key for the next try.
 */
export async function confirmMovement<Entry extends MovementEntry, Extra>(
  ctx: AppContext,
  options: ConfirmMovement<Entry, Extra>,
): Promise<Response> {
  const { movement, account, money, postedKey } = options;
  const { journey, confirmationPath } = movement;
  const state = movementJourney<Entry>(ctx, movement, money.id);
  const current = state?.stage === 'review' && state.submissionKey === postedKey ? state : undefined;
  // A key this customer already used, whatever the session now says: its result, never a second call.
  const existing = await readSubmission(ctx, postedKey);
  if (existing.state !== 'missing' || !current) {
    if (existing.state === 'missing') return seeOther(journey.path(state?.stage ?? 'details', money.id));
    return seeOther(confirmationPath(money.id, postedKey));
  }
  if (options.reviewAgain?.(current)) return seeOther(journey.path('review', money.id));
  const entry = current.data;
  const result = await submitOnce(
    ctx,
    journey.name,
    postedKey,
    {
      path: WITHDRAWAL,
      body: withdrawalRequest(account, entry, options.actionDate(entry)),
      schema: withdrawalResponseSchema,
    },
    (response): MovementAnswer & Extra => ({
      status:
        response.ResponseStatus === 'Success' || response.ResponseStatus === 'Failed'
          ? response.ResponseStatus
          : 'Unknown',
      transactionId: response.TransactionIdentifier ?? null,
      amount: entry.amount,
      closeAccount: entry.closeAccount,
      reference: entry.reference,
      accountId: money.id,
      accountName: money.name,
      accountNumber: money.number,
      nominated: money.nominated,
      currency: money.currency,
      ...options.extra(entry),
    }),
  );
  return answerSubmission<MovementStage, Entry>(
    ctx,
    journey,
    result,
    { result: confirmationPath(money.id, postedKey), review: journey.path('review', money.id) },
    { message: movement.failedMessage, data: options.afterFailure ? options.afterFailure(entry) : entry },
  );
}

export type ConfirmationView<Answer> =
  { view: 'processing' } | { view: 'unknown' } | { view: 'success'; answer: Answer };

/** The confirmation page's content for `key`, read back from the submission store. */
export async function movementConfirmation<Answer extends MovementAnswer>(
  ctx: AppContext,
  movement: Movement,
  accountId: string,
  key: string | null,
): Promise<ConfirmationView<Answer>> {
  const { journey } = movement;
  const submission = await readSubmission<Answer>(ctx, key);
  if (submission.state === 'missing') throw redirect(journey.path('details', accountId));
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  const { outcome } = submission;
  if (submission.journey !== journey.name) throw data(null, { status: 404 });
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer' || outcome.answer.accountId !== accountId) throw data(null, { status: 404 });
  if (outcome.answer.status === 'Failed') throw redirect(journey.path('review', accountId));
  if (outcome.answer.status === 'Unknown') return { view: 'unknown' };
  return { view: 'success', answer: outcome.answer };
}
