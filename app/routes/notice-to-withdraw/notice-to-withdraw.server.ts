import { data } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import { TRANSACTIONS, transactionsRequest, transactionsResponseSchema } from '#shared/api/account-area.ts';
import type { IsoDate } from '#shared/domain/dates.ts';
import { noticeWithdrawalDate } from '#shared/domain/working-days.ts';
import { moneyMessages } from '#shared/messages/money-movements.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { newSubmissionKey, updateJourney } from '../../lib/journey.server.ts';
import { type SuccessView } from '../../lib/result-page.server.ts';
import { managedHolidays, today, type MoneyAccount } from '../../lib/money.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';
import {
  confirmMovement,
  movementConfirmation,
  type Movement,
  type MovementAnswer,
  type MovementEntry,
  type MovementStage,
} from '../make-withdrawal/withdrawal.server.ts';
import { NOTICE_ACCOUNT } from '../../lib/accounts.server.ts';
import {
  noticeListRange,
  noticePeriodDays,
  pendingNotices,
  type PendingNotice,
} from './pending-notices.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// Notice to withdraw (spec 3 §2 "Notice to withdraw", §4 "Notice to withdraw, create", §5, §7, §8;
// docs/money-journeys.md, Notice to withdraw): the account's pending notices, and giving a new one — details →
// review → confirmation on the journey mechanism (app/lib/journey.server.ts) and the withdrawal it is, one with notice
// (app/routes/make-withdrawal/withdrawal.server.ts). Only active notice accounts. The money goes to the nominated
// account on the withdrawal date: London today plus the notice period, moved on past weekends and holidays. That
// date is kept when the review is shown and worked out again on confirm: a date that has moved since (London
// midnight passed) is shown again for the customer to confirm, never sent unseen.

export type NoticeStage = MovementStage;

export function confirmationPath(accountId: string, key: string): string {
  return `/notice-to-withdraw/create/${accountId}/confirmation?key=${encodeURIComponent(key)}`;
}

export const noticeMovement: Movement = {
  journey: {
    name: 'notice',
    scope: '/notice-to-withdraw/create',
    stages: ['details', 'review', 'done'],
    path: (stage, account) =>
      stage === 'details'
        ? `/notice-to-withdraw/create/${account}`
        : `/notice-to-withdraw/create/${account}/review`,
  },
  offers: (account: Account) => account.BrandProductType === NOTICE_ACCOUNT,
  confirmationPath,
  // spec 3 §4, §8: 'Notice to withdraw Failed' on the review, whose button works again.
  failedMessage: moneyMessages.noticeFailed,
};
export const noticeJourney = noticeMovement.journey;

/** What the customer entered (the withdrawal form's rules, spec 3 §5), as typed, and the date the review shows. */
export type NoticeEntry = MovementEntry & {
  withdrawalDate: IsoDate;
  /** The date the review showed before it moved (London midnight passed), said on the review until the next try. */
  dateChangedFrom?: IsoDate | undefined;
};
export type NoticeJourney = JourneyState<NoticeStage, NoticeEntry>;

/** What the confirmation shows: the movement and its withdrawal date. */
export type NoticeAnswer = MovementAnswer & { withdrawalDate: IsoDate };

/**
 * The notice period and the withdrawal date of a notice given now (docs/money-journeys.md, Notice to withdraw). An
 * account whose notice period the bank does not give cannot take a notice online: its create pages are not found.
 */
export function noticeTerms(ctx: AppContext, account: Account): { days: number; withdrawalDate: IsoDate } {
  const days = noticePeriodDays(account);
  if (days === null) throw data(null, { status: 404 });
  return { days, withdrawalDate: noticeWithdrawalDate(today(ctx), days, managedHolidays(ctx)) };
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

/**
 * The review's date against the date a notice given now would have. When it has moved (London midnight passed, or
 * the holiday list changed), the review takes the new date and a new key, so a form showing the old date can no
 * longer be confirmed; true then.
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

/**
 * The confirm POST (app/routes/make-withdrawal/withdrawal.server.ts): ActionDate is the notice's withdrawal date
 * (shared/api/money-movements.ts), sent once; a date that has moved since the review was shown is shown again
 * instead of being sent (`moveToCurrentDate`).
 */
export function confirmNotice(
  ctx: AppContext,
  account: Account,
  money: MoneyAccount,
  postedKey: string,
): Promise<Response> {
  return confirmMovement<NoticeEntry, { withdrawalDate: IsoDate }>(ctx, {
    movement: noticeMovement,
    account,
    money,
    postedKey,
    actionDate: (entry) => entry.withdrawalDate,
    extra: (entry) => ({ withdrawalDate: entry.withdrawalDate }),
    reviewAgain: (state) => moveToCurrentDate(ctx, state, account),
    afterFailure: (entry) => ({ ...entry, dateChangedFrom: undefined }),
  });
}

/** The confirmation page's content for `key`, read back from the submission store. */
export function noticeConfirmation(
  ctx: AppContext,
  accountId: string,
  key: string | null,
): Promise<SuccessView<NoticeAnswer>> {
  return movementConfirmation<NoticeAnswer>(ctx, noticeMovement, accountId, key);
}
