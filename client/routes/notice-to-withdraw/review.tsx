import type { Route } from './+types/review.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { NotificationBanner, SummaryList } from '../../components/govuk/index.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { at, isSubmissionKey } from '../../lib/journey.server.ts';
import {
  confirmationPath,
  confirmNotice,
  journeyFor,
  loadNoticeAccount,
  moveToCurrentDate,
  noticeJourney,
  noticeTerms,
  type NoticeEntry,
  type NoticeStage,
} from './notice-to-withdraw.server.ts';
import { withdrawalDateText } from './pending-notices.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { movementRows } from '../../components/money/movement-rows.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/create/{id}/review, step 2 (spec 3 §2, §4; SPEC3-NOTES SAFE-08, NOTICE-03, NOTICE-05): check
// your answers, with a Change link per row; the withdrawal date; a closure spelt out; 'Confirm notice' posts the
// one-time key. A date that has moved since it was shown (London midnight) is shown again with a notice, and only
// the new date can be confirmed. After the notice, Back here says it has been given instead of offering the button
// again (SAFE-04).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account, money } = await loadNoticeAccount(ctx, params.id);
  const state = journeyFor(ctx, money.id);
  if (state?.stage === 'done' && state.submissionKey) {
    return { done: confirmationPath(money.id, state.submissionKey), review: null } as const;
  }
  const current = at<NoticeStage, NoticeEntry>(ctx, noticeJourney, money.id, ['review']);
  // A review shown again after midnight shows the date that would be sent, never the stale one.
  moveToCurrentDate(ctx, current, account);
  const { dateChangedFrom, withdrawalDate } = current.data;
  return {
    done: null,
    review: {
      csrfToken: ctx.csrfToken(),
      money,
      entry: current.data,
      key: current.submissionKey ?? '',
      failed: current.failed ?? null,
      noticePeriod: noticeTerms(ctx, account).days,
      withdrawalDate: withdrawalDateText(withdrawalDate),
      dateChangedFrom: dateChangedFrom ? withdrawalDateText(dateChangedFrom) : null,
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadNoticeAccount(ctx, params.id);
  const { submissionKey } = formDataToObject(await request.formData());
  if (!isSubmissionKey(submissionKey)) return seeOther(noticeJourney.path('review', money.id));
  return confirmNotice(ctx, account, money, submissionKey);
}

export default function NoticeReview({ loaderData }: Route.ComponentProps) {
  if (loaderData.done !== null) {
    return (
      <AlreadyDone
        title="You have already given this notice"
        again="It will not be given again."
        confirmationHref={loaderData.done}
        confirmationText="See your notice confirmation"
      />
    );
  }
  const { money, entry, key, failed, csrfToken, withdrawalDate, dateChangedFrom, noticePeriod } =
    loaderData.review;
  const change = `/notice-to-withdraw/create/${money.id}`;
  const closing = entry.closeAccount;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Check your notice" />
        {failed ? <DangerAlert testId="notice-failed">{failed}</DangerAlert> : null}
        {dateChangedFrom ? (
          <NotificationBanner role="alert" attributes={{ 'data-testid': 'date-changed' }}>
            <p className="govuk-notification-banner__heading">
              {`The withdrawal date has changed to ${withdrawalDate}.`}
            </p>
            <p className="govuk-body">
              {`It was ${dateChangedFrom}, but the day has changed since this page was shown, so the notice period now ends later. No notice has been given: check the new date, then confirm.`}
            </p>
          </NotificationBanner>
        ) : null}
        <span className="govuk-caption-l">Step 2 of 3: Review</span>
        <h1 className="govuk-heading-l">Check your notice</h1>
        <SummaryList
          rows={[
            ...movementRows({ money, entry, change }),
            {
              key: { text: 'Withdrawal date' },
              value: {
                text: (
                  <span data-testid="withdrawal-date">
                    {`${withdrawalDate}, at the end of the ${noticePeriod}-day notice period`}
                  </span>
                ),
              },
            },
          ]}
        />
        <p className="govuk-body">
          No notice has been given yet. Check the details, then confirm. You can cancel a notice before its
          withdrawal date from your list of notices.
        </p>
        <ConfirmOnceForm
          action={`${change}/review`}
          csrfToken={csrfToken}
          submissionKey={key}
          button={closing ? 'Confirm and close account' : 'Confirm notice'}
          busyText="Sending your notice. Do not refresh or leave this page."
        />
        <p className="govuk-body">
          <a className="govuk-link" href={`/notice-to-withdraw/${money.id}`}>
            Cancel
          </a>
        </p>
      </div>
    </div>
  );
}
