import { data, redirect } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { WITHDRAWAL, withdrawalResponseSchema, type WithdrawalRequest } from '#shared/api/money-movements.ts';
import { formatDate, type IsoDate } from '#shared/domain/dates.ts';
import { minorUnitsToDecimalString, type Pence } from '#shared/domain/money.ts';
import { nextWorkingDayAfter } from '#shared/domain/working-days.ts';
import type { WithdrawalDetails } from '#shared/forms/withdrawal.ts';
import type { FormValues } from '#shared/forms/validate.ts';
import { moneyMessages } from '#shared/messages/money-movements.ts';
import type { AppContext } from '../../lib/app-context.ts';
import {
  endJourney,
  getJourney,
  newSubmissionKey,
  readSubmission,
  submitOnce,
  updateJourney,
  type JourneyDefinition,
  type JourneyState,
} from '../../lib/journey.server.ts';
import { findMoneyAccount, managedHolidays, today, type MoneyAccount } from '../../lib/money.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import { EASY_ACCESS } from '../accounts/details/account-rules.ts';

// Make a withdrawal (spec 3 §2 "Make withdrawal", §4, §5, §7, §8): details → review → confirmation, on the journey
// mechanism (client/lib/journey.server.ts). Only active easy access accounts; the money goes to the nominated
// account; ActionDate is London today and the screens say it arrives on the next working day, with the date.

export type WithdrawalStage = 'details' | 'review' | 'done';

export const withdrawalJourney: JourneyDefinition<WithdrawalStage> = {
  name: 'withdrawal',
  scope: '/make-withdrawal',
  stages: ['details', 'review', 'done'],
  path: (stage, account) =>
    stage === 'details' ? `/make-withdrawal/${account}` : `/make-withdrawal/${account}/review`,
};

/** What the customer entered, as checked by the shared schema, and as typed (for 'Change'). */
export type WithdrawalEntry = WithdrawalDetails & { values: FormValues };
export type WithdrawalJourney = JourneyState<WithdrawalStage, WithdrawalEntry>;

/** What the confirmation shows, kept with the submission's outcome (so it never depends on the session). */
export type WithdrawalAnswer = {
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
  /** The next working day after the action date: when the money arrives. */
  paidOn: IsoDate;
};

export function isEasyAccess(account: Account): boolean {
  return account.BrandProductType === EASY_ACCESS;
}

export function loadWithdrawalAccount(ctx: AppContext, hexId: string | undefined) {
  return findMoneyAccount(ctx, hexId, isEasyAccess);
}

/** When the money arrives: the next working day after London today (WDR-03). */
export function paidOn(ctx: AppContext): IsoDate {
  return nextWorkingDayAfter(today(ctx), managedHolidays());
}

export function paidOnText(date: IsoDate): string {
  return `on the next working day, ${formatDate(date, 'Do MMMM YYYY')}`;
}

export function journeyFor(ctx: AppContext, accountId: string): WithdrawalJourney | undefined {
  const state = getJourney<WithdrawalStage, WithdrawalEntry>(ctx, withdrawalJourney);
  return state?.account === accountId ? state : undefined;
}

function request(account: Account, entry: WithdrawalEntry, actionDate: IsoDate): WithdrawalRequest {
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

export function confirmationPath(accountId: string, key: string): string {
  return `/make-withdrawal/${accountId}/confirmation?key=${encodeURIComponent(key)}`;
}

/**
 * The confirm POST: claims the review's key and withdraws once. A repeat of a key already claimed goes to that key's
 * result (being processed, done or unknown); a stale form (the review changed since) shows the review again.
 */
export async function confirmWithdrawal(
  ctx: AppContext,
  account: Account,
  money: MoneyAccount,
  postedKey: string,
): Promise<Response> {
  const state = journeyFor(ctx, money.id);
  const current = state?.stage === 'review' && state.submissionKey === postedKey ? state : undefined;
  // A key this customer already used, whatever the session now says: its result, never a second call.
  const existing = await readSubmission<WithdrawalAnswer>(ctx, postedKey);
  if (existing.state !== 'missing' || !current) {
    if (existing.state === 'missing')
      return seeOther(withdrawalJourney.path(state?.stage ?? 'details', money.id));
    return seeOther(confirmationPath(money.id, postedKey));
  }
  const date = today(ctx);
  const arrives = nextWorkingDayAfter(date, managedHolidays());
  const entry = current.data;
  const result = await submitOnce(
    ctx,
    withdrawalJourney.name,
    postedKey,
    { path: WITHDRAWAL, body: request(account, entry, date), schema: withdrawalResponseSchema },
    (response): WithdrawalAnswer => ({
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
      paidOn: arrives,
    }),
  );
  if (result.kind === 'repeat') return seeOther(confirmationPath(money.id, postedKey));
  const { outcome } = result;
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  if (outcome.kind === 'refused') {
    endJourney(ctx, withdrawalJourney);
    return seeOther('/network-error');
  }
  if (outcome.kind === 'answer' && outcome.answer.status === 'Failed') {
    // spec 3 §8: 'Make a Withdraw Failed' on the review, whose button works again (a new key for the new try).
    updateJourney(ctx, withdrawalJourney, {
      failed: moneyMessages.withdrawalFailed,
      submissionKey: newSubmissionKey(),
    });
    return seeOther(withdrawalJourney.path('review', money.id));
  }
  updateJourney(ctx, withdrawalJourney, { stage: 'done', failed: undefined });
  return seeOther(confirmationPath(money.id, postedKey));
}

export type ConfirmationView =
  { view: 'processing' } | { view: 'unknown' } | { view: 'success'; answer: WithdrawalAnswer };

/** The confirmation page's content for `key`, read back from the submission store. */
export async function withdrawalConfirmation(
  ctx: AppContext,
  accountId: string,
  key: string | null,
): Promise<ConfirmationView> {
  const submission = await readSubmission<WithdrawalAnswer>(ctx, key);
  if (submission.state === 'missing') throw redirect(`/make-withdrawal/${accountId}`);
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  const { outcome, journey } = submission;
  if (journey !== withdrawalJourney.name) throw data(null, { status: 404 });
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer' || outcome.answer.accountId !== accountId) throw data(null, { status: 404 });
  if (outcome.answer.status === 'Failed') throw redirect(withdrawalJourney.path('review', accountId));
  if (outcome.answer.status === 'Unknown') return { view: 'unknown' };
  return { view: 'success', answer: outcome.answer };
}
