import { data } from 'react-router';
import type { Account } from '#shared/api/accounts.ts';
import {
  CANCEL_NOTICE,
  cancelNoticeResponseSchema,
  type CancelNoticeRequest,
} from '#shared/api/money-movements.ts';
import type { IsoDate } from '#shared/domain/dates.ts';
import type { Pence } from '#shared/domain/money.ts';
import { moneyMessages } from '#shared/messages/money-movements.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  answerSubmission,
  getJourney,
  newSubmissionKey,
  readSubmission,
  startJourney,
  submitOnce,
  type JourneyDefinition,
} from '../../lib/journey.server.ts';
import { readResult, successView, type SuccessView } from '../../lib/result-page.server.ts';
import type { MoneyAccount } from '../../lib/money.server.ts';
import { seeOther } from '../../lib/route-helpers.server.ts';
import { fetchPendingNotices } from './notice-to-withdraw.server.ts';
import { cancellableNotice, type PendingNotice } from './pending-notices.server.ts';
import type { JourneyState } from '#shared/session/journey-state.ts';

// Cancel a notice (spec 3 §2, §4 "Notice cancel", §6, §7; docs/money-journeys.md, Notice to withdraw, Common
// guarantees): confirm, then a success page. Only a notice that the account's transactions list as pending and
// cancellable, checked on the server by the page and again by the POST (else the not-found page, and no call). The
// confirm form carries a one-time key kept in the journey; the POST claims it and calls CANCEL_NOTICE once; the success
// page reads the outcome back from the submission store by the key in its URL.

/** A refused cancellation's message (shared/messages/money-movements.ts: spec 3 §8 has none of its own). */
export const CANCEL_FAILED = moneyMessages.cancelFailed;

export type CancelStage = 'confirm' | 'done';

export const cancelJourney: JourneyDefinition<CancelStage> = {
  name: 'notice-cancel',
  scope: '/notice-to-withdraw/cancel',
  stages: ['confirm', 'done'],
  // The journey's pages name a notice too: without one, the account's notices.
  path: (_stage, account) => `/notice-to-withdraw/${account}`,
};

export type CancelEntry = { noticeId: string };
export type CancelJourney = JourneyState<CancelStage, CancelEntry>;

/** What the success page shows, kept with the submission's outcome. */
export type CancelAnswer = {
  status: 'Success' | 'Failed' | 'Unknown';
  accountId: string;
  accountName: string;
  accountNumber: string;
  noticeId: string;
  amount: Pence | null;
  currency: string;
  date: IsoDate | null;
  paymentReference: string;
};

export function cancelPath(accountId: string, noticeId: string): string {
  return `/notice-to-withdraw/cancel/${accountId}/${encodeURIComponent(noticeId)}`;
}

export function successPath(accountId: string, noticeId: string, key: string): string {
  return `${cancelPath(accountId, noticeId)}/success?key=${encodeURIComponent(key)}`;
}

/** The cancel journey when it is for this account and notice. */
export function cancelJourneyFor(
  ctx: AppContext,
  accountId: string,
  noticeId: string,
): CancelJourney | undefined {
  const state = getJourney<CancelStage, CancelEntry>(ctx, cancelJourney);
  return state?.account === accountId && state.data.noticeId === noticeId ? state : undefined;
}

/** The notice `noticeId` of the account if it is pending and cancellable now (a fresh look at upstream), else null. */
export async function findCancellableNotice(
  ctx: AppContext,
  account: Account,
  money: MoneyAccount,
  noticeId: string | undefined,
): Promise<PendingNotice | null> {
  return cancellableNotice(await fetchPendingNotices(ctx, account, money.currency), noticeId);
}

/** The confirm page's journey for a cancellable notice: the one in progress (its key kept), else a new one. */
export function confirmState(ctx: AppContext, accountId: string, noticeId: string): CancelJourney {
  const state = cancelJourneyFor(ctx, accountId, noticeId);
  if (state?.stage === 'confirm' && state.submissionKey) return state;
  const started = startJourney<CancelStage, CancelEntry>(ctx, cancelJourney, accountId, { noticeId });
  started.submissionKey = newSubmissionKey();
  return started;
}

/**
 * The confirm POST: a key already used goes to its result; otherwise the notice must still be pending and
 * cancellable (else not found: no call), and the key the one this journey gave; then CANCEL_NOTICE, once.
 */
export async function confirmCancel(
  ctx: AppContext,
  account: Account,
  money: MoneyAccount,
  noticeId: string,
  postedKey: string,
): Promise<Response> {
  const existing = await readSubmission<CancelAnswer>(ctx, postedKey);
  if (existing.state !== 'missing') return seeOther(successPath(money.id, noticeId, postedKey));
  const notice = await findCancellableNotice(ctx, account, money, noticeId);
  if (!notice?.id) throw data(null, { status: 404 });
  const state = cancelJourneyFor(ctx, money.id, noticeId);
  if (state?.stage !== 'confirm' || state.submissionKey !== postedKey) {
    return seeOther(cancelPath(money.id, noticeId));
  }
  const body: CancelNoticeRequest = {
    AccountKey: { Key: account.AccountKey.Key, Context: account.AccountKey.Context ?? null },
    TransactionIdentifier: notice.id,
  };
  const result = await submitOnce(
    ctx,
    cancelJourney.name,
    postedKey,
    { path: CANCEL_NOTICE, body, schema: cancelNoticeResponseSchema },
    (response): CancelAnswer => ({
      status: response.Success === true ? 'Success' : response.Success === false ? 'Failed' : 'Unknown',
      accountId: money.id,
      accountName: money.name,
      accountNumber: money.number,
      noticeId,
      amount: notice.amount,
      currency: notice.currency,
      date: notice.date,
      paymentReference: notice.paymentReference,
    }),
  );
  // A general failure (spec 3 §8) is said on the confirm page, whose button works again (a new key for the new try).
  return answerSubmission(
    ctx,
    cancelJourney,
    result,
    { result: successPath(money.id, noticeId, postedKey), review: cancelPath(money.id, noticeId) },
    { message: CANCEL_FAILED },
  );
}

/** The success page's content for `key`, read back from the submission store. */
export async function cancelResult(
  ctx: AppContext,
  accountId: string,
  noticeId: string,
  key: string | null,
): Promise<SuccessView<CancelAnswer>> {
  const result = await readResult<CancelAnswer>(ctx, key, {
    journey: cancelJourney.name,
    belongs: (answer) => answer.accountId === accountId && answer.noticeId === noticeId,
    missing: `/notice-to-withdraw/${accountId}`,
  });
  return successView(result, cancelPath(accountId, noticeId));
}
