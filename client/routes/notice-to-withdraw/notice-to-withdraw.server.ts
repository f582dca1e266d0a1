import { data, redirect } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { TRANSACTIONS, transactionsRequest, transactionsResponseSchema } from '#shared/api/account-area.ts';
import { WITHDRAWAL, withdrawalResponseSchema, type WithdrawalRequest } from '#shared/api/money-movements.ts';
import type { IsoDate } from '#shared/domain/dates.ts';
import { minorUnitsToDecimalString, type Pence } from '#shared/domain/money.ts';
import { noticeWithdrawalDate } from '#shared/domain/working-days.ts';
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
import { expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { NOTICE_ACCOUNT } from '../accounts/details/account-rules.ts';
import { noticeListRange, noticePeriodDays, pendingNotices, type PendingNotice } from './pending-notices.ts';

// Notice to withdraw (spec 3 §2 "Notice to withdraw", §4 "Notice to withdraw, create", §5, §7, §8; SPEC3-NOTES
// NOTICE-02..06): the account's pending notices, and giving a new one — details → review → confirmation on the
// journey mechanism (client/lib/journey.server.ts), as make a withdrawal does. Only active notice accounts. The
// money goes to the nominated account on the withdrawal date: London today plus the notice period, moved on past
// weekends and holidays. That date is kept when the review is shown and worked out again on confirm: a date that
// has moved since (London midnight passed) is shown again for the customer to confirm, never sent unseen.

export type NoticeStage = 'details' | 'review' | 'done';

export const noticeJourney: JourneyDefinition<NoticeStage> = {
  name: 'notice',
  scope: '/notice-to-withdraw/create',
  stages: ['details', 'review', 'done'],
  path: (stage, account) =>
    stage === 'details'
      ? `/notice-to-withdraw/create/${account}`
      : `/notice-to-withdraw/create/${account}/review`,
};

/** What the customer entered (the withdrawal form's rules, spec 3 §5), as typed, and the date the review shows. */
export type NoticeEntry = WithdrawalDetails & {
  values: FormValues;
  withdrawalDate: IsoDate;
  /** The date the review showed before it moved (NOTICE-05), said on the review until the next attempt. */
  dateChangedFrom?: IsoDate | undefined;
};
export type NoticeJourney = JourneyState<NoticeStage, NoticeEntry>;

/** What the confirmation shows, kept with the submission's outcome (so it never depends on the session). */
export type NoticeAnswer = {
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
  withdrawalDate: IsoDate;
};

export function isNoticeAccount(account: Account): boolean {
  return account.BrandProductType === NOTICE_ACCOUNT;
}

/** The notice account a URL names (an active notice account of this customer), else the not-found page. */
export function loadNoticeAccount(ctx: AppContext, hexId: string | undefined) {
  return findMoneyAccount(ctx, hexId, isNoticeAccount);
}

/**
 * The notice period and the withdrawal date of a notice given now (NOTICE-02). An account whose notice period the
 * bank does not give cannot take a notice online: its create pages are not found.
 */
export function noticeTerms(ctx: AppContext, account: Account): { days: number; withdrawalDate: IsoDate } {
  const days = noticePeriodDays(account);
  if (days === null) throw data(null, { status: 404 });
  return { days, withdrawalDate: noticeWithdrawalDate(today(ctx), days, managedHolidays()) };
}

const PAGE_SIZE = 500;
/** A bound on the pages read, so a misbehaving upstream cannot keep the page loading. */
const MAX_PAGES = 20;

/**
 * The account's pending notices (spec 3 §7 "Fetch savings account transactions"): its transactions, newest first,
 * page by page until upstream says there is nothing older, keeping the PendingTransaction rows.
 */
export async function fetchPendingNotices(
  ctx: AppContext,
  account: Account,
  currency: string,
): Promise<PendingNotice[]> {
  const range = noticeListRange(today(ctx));
  const rows = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const response = await expectOk(
      ctx,
      await ctx.upstream({
        path: TRANSACTIONS,
        body: transactionsRequest(account.AccountKey, range, { offset: page * PAGE_SIZE, count: PAGE_SIZE }),
        schema: transactionsResponseSchema,
      }),
    );
    const transactions = response.Transactions ?? [];
    rows.push(...transactions);
    if (transactions.length < PAGE_SIZE || response.Range?.Latest !== false) break;
  }
  return pendingNotices(rows, currency);
}

export function journeyFor(ctx: AppContext, accountId: string): NoticeJourney | undefined {
  const state = getJourney<NoticeStage, NoticeEntry>(ctx, noticeJourney);
  return state?.account === accountId ? state : undefined;
}

/**
 * NOTICE-05: the review's date against the date a notice given now would have. When it has moved (London midnight
 * passed, or the holiday list changed), the review takes the new date and a new key, so a form showing the old date
 * can no longer be confirmed; true then.
 */
export function moveToCurrentDate(ctx: AppContext, state: NoticeJourney, account: Account): boolean {
  const { withdrawalDate } = noticeTerms(ctx, account);
  if (withdrawalDate === state.data.withdrawalDate) return false;
  updateJourney(ctx, noticeJourney, {
    data: { ...state.data, withdrawalDate, dateChangedFrom: state.data.withdrawalDate },
    submissionKey: newSubmissionKey(),
    failed: undefined,
  });
  return true;
}

function request(account: Account, entry: NoticeEntry): WithdrawalRequest {
  return {
    AccountKey: { Key: account.AccountKey.Key, Context: account.AccountKey.Context ?? null },
    WithdrawalInformation: {
      // shared/api/money-movements.ts: on a notice account ActionDate is the notice's withdrawal date.
      ActionDate: entry.withdrawalDate,
      Amount: entry.closeAccount || entry.amount === null ? null : minorUnitsToDecimalString(entry.amount),
      CloseAccount: entry.closeAccount,
      PaymentReference: entry.closeAccount || entry.reference === '' ? null : entry.reference,
    },
  };
}

export function confirmationPath(accountId: string, key: string): string {
  return `/notice-to-withdraw/create/${accountId}/confirmation?key=${encodeURIComponent(key)}`;
}

/**
 * The confirm POST: claims the review's key and gives notice once. A repeat of a key already claimed goes to that
 * key's result (being processed, done or unknown); a stale form (the review changed since) shows the review again;
 * a withdrawal date that has moved since the review was shown is shown again instead of being sent (NOTICE-05).
 */
export async function confirmNotice(
  ctx: AppContext,
  account: Account,
  money: MoneyAccount,
  postedKey: string,
): Promise<Response> {
  const state = journeyFor(ctx, money.id);
  const current = state?.stage === 'review' && state.submissionKey === postedKey ? state : undefined;
  // A key this customer already used, whatever the session now says: its result, never a second call.
  const existing = await readSubmission<NoticeAnswer>(ctx, postedKey);
  if (existing.state !== 'missing' || !current) {
    if (existing.state === 'missing')
      return seeOther(noticeJourney.path(state?.stage ?? 'details', money.id));
    return seeOther(confirmationPath(money.id, postedKey));
  }
  if (moveToCurrentDate(ctx, current, account)) return seeOther(noticeJourney.path('review', money.id));
  const entry = current.data;
  const result = await submitOnce(
    ctx,
    noticeJourney.name,
    postedKey,
    { path: WITHDRAWAL, body: request(account, entry), schema: withdrawalResponseSchema },
    (response): NoticeAnswer => ({
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
      withdrawalDate: entry.withdrawalDate,
    }),
  );
  if (result.kind === 'repeat') return seeOther(confirmationPath(money.id, postedKey));
  const { outcome } = result;
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  if (outcome.kind === 'refused') {
    endJourney(ctx, noticeJourney);
    return seeOther('/network-error');
  }
  if (outcome.kind === 'answer' && outcome.answer.status === 'Failed') {
    // spec 3 §4, §8: 'Notice to withdraw Failed' on the review, whose button works again (a new key for the new try).
    updateJourney(ctx, noticeJourney, {
      failed: moneyMessages.noticeFailed,
      submissionKey: newSubmissionKey(),
      data: { ...entry, dateChangedFrom: undefined },
    });
    return seeOther(noticeJourney.path('review', money.id));
  }
  updateJourney(ctx, noticeJourney, { stage: 'done', failed: undefined });
  return seeOther(confirmationPath(money.id, postedKey));
}

export type ConfirmationView =
  { view: 'processing' } | { view: 'unknown' } | { view: 'success'; answer: NoticeAnswer };

/** The confirmation page's content for `key`, read back from the submission store. */
export async function noticeConfirmation(
  ctx: AppContext,
  accountId: string,
  key: string | null,
): Promise<ConfirmationView> {
  const submission = await readSubmission<NoticeAnswer>(ctx, key);
  if (submission.state === 'missing') throw redirect(noticeJourney.path('details', accountId));
  if (submission.state === 'in-flight') return { view: 'processing' };
  if (submission.state === 'unknown') return { view: 'unknown' };
  const { outcome, journey } = submission;
  if (journey !== noticeJourney.name) throw data(null, { status: 404 });
  if (outcome.kind === 'signed-out') throw redirect('/signed-out');
  if (outcome.kind === 'refused') throw redirect('/network-error');
  if (outcome.kind !== 'answer' || outcome.answer.accountId !== accountId) throw data(null, { status: 404 });
  if (outcome.answer.status === 'Failed') throw redirect(noticeJourney.path('review', accountId));
  if (outcome.answer.status === 'Unknown') return { view: 'unknown' };
  return { view: 'success', answer: outcome.answer };
}
