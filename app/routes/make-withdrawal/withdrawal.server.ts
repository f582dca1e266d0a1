import { data } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { WITHDRAWAL, withdrawalResponseSchema, type WithdrawalRequest } from '#shared/api/money-movements.ts';
import type { IsoDate } from '#shared/domain/dates.ts';
import { minorUnitsToDecimalString, type Pence } from '#shared/domain/money.ts';
import { withdrawalSchema, type WithdrawalDetails } from '#shared/forms/withdrawal.ts';
import { formDataToObject, validateForm, type FormValues } from '#shared/forms/validate.ts';
import type { FormFailure } from '../../components/forms/use-validated-form.tsx';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  answerSubmission,
  endJourney,
  getJourney,
  newSubmissionKey,
  readSubmission,
  startJourney,
  submitOnce,
  type JourneyDefinition,
} from '../../lib/journey.server.ts';
import { readResult, successView, type SuccessView } from '../../lib/result-page.server.ts';
import { findMoneyAccount, type MoneyAccount } from '../../lib/money.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// The withdrawal (spec 3 §7 "Make withdrawal": one upstream call, WITHDRAWAL, for a withdrawal and for a notice,
// which is a withdrawal with an action date in the future). What make a withdrawal and notice to withdraw share on
// the server: details → review → done on the journey mechanism, the form's POST, the WITHDRAWAL request, the confirm
// POST that sends it once under the review's key, and the confirmation read back from the submission store by that
// key. Each journey's own module says which accounts, which dates and which paths.

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

/** A movement journey: its definition, its accounts, where its confirmation lives, what it says when refused. */
export type Movement = {
  journey: JourneyDefinition<MovementStage>;
  /** The accounts it serves (of the customer's active ones). */
  offers: (account: Account) => boolean;
  confirmationPath: (accountId: string, key: string) => string;
  /** spec 3 §8: 'Make a Withdraw Failed' or 'Notice to withdraw Failed', shown on the review. */
  failedMessage: string;
};

/** The account a movement's URL names (one it serves), with the selector's options; else the not-found page. */
export function loadMovementAccount(ctx: AppContext, movement: Movement, hexId: string | undefined) {
  return findMoneyAccount(ctx, hexId, movement.offers);
}

/** The journey's state for `accountId`, if the customer's journey is about that account. */
function movementJourney<Entry extends MovementEntry>(
  ctx: AppContext,
  movement: Movement,
  accountId: string,
): JourneyState<MovementStage, Entry> | undefined {
  const state = getJourney<MovementStage, Entry>(ctx, movement.journey);
  return state?.account === accountId ? state : undefined;
}

/**
 * What step 1's form shows: back from the review ('Change') what was entered; after a finished movement (whose
 * journey ends here) nothing.
 */
export function enteredValues(ctx: AppContext, movement: Movement, accountId: string): FormValues {
  const state = movementJourney(ctx, movement, accountId);
  if (state?.stage !== 'done') return state?.data.values ?? {};
  endJourney(ctx, movement.journey);
  return {};
}

/**
 * Step 1's POST: the withdrawal form's rules against the remaining allowance (spec 3 §5); answers 400 with the
 * errors, or starts the journey again at the review with a new one-time key. `more` adds what the journey keeps
 * beyond the form (it runs only for a valid form).
 */
export async function enterDetails<Entry extends MovementEntry>(
  ctx: AppContext,
  movement: Movement,
  money: MoneyAccount,
  request: Request,
  more: () => Omit<Entry, keyof MovementEntry>,
) {
  const input = formDataToObject(await request.formData());
  const result = validateForm(withdrawalSchema(money.allowance), input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const values: FormValues = result.data.closeAccount
    ? { closeAccount: 'yes' }
    : { amount: String(input.amount ?? '').trim(), reference: result.data.reference };
  const entry = { ...result.data, values, ...more() } as Entry;
  const state = startJourney(ctx, movement.journey, money.id, entry);
  state.stage = 'review';
  state.submissionKey = newSubmissionKey();
  return seeOther(movement.journey.path('review', money.id));
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

/** The confirmation page's content for `key`, read back from the submission store. */
export async function movementConfirmation<Answer extends MovementAnswer>(
  ctx: AppContext,
  movement: Movement,
  accountId: string,
  key: string | null,
): Promise<SuccessView<Answer>> {
  const { journey } = movement;
  const result = await readResult<Answer>(ctx, key, {
    journey: journey.name,
    belongs: (answer) => answer.accountId === accountId,
    missing: journey.path('details', accountId),
  });
  return successView(result, journey.path('review', accountId));
}
