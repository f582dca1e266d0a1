import type { Route } from './+types/review.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { NotificationBanner, SummaryList } from '../../components/govuk/index.ts';
import { ReviewConfirm } from '../../components/money/movement-steps.tsx';
import { ManagedErrors } from '../../components/managed-errors.tsx';
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
import { withdrawalDateText } from './pending-notices.server.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { movementRows } from '../../components/money/movement-rows.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import {
  NOTICE_REVIEW_DEFAULTS,
  NOTICE_REVIEW_TAG,
  movementRowDefaults,
} from '#shared/messages/money-movements.ts';
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
  const page = await managedPage(
    ctx,
    NOTICE_REVIEW_TAG,
    NOTICE_REVIEW_DEFAULTS,
    noticeJourney.path('review', money.id),
  );
  if (state?.stage === 'done' && state.submissionKey) {
    return { page, done: confirmationPath(money.id, state.submissionKey), review: null } as const;
  }
  const current = at<NoticeStage, NoticeEntry>(ctx, noticeJourney, money.id, ['review']);
  // A review shown again after midnight shows the date that would be sent, never the stale one.
  moveToCurrentDate(ctx, current, account);
  const { dateChangedFrom, withdrawalDate } = current.data;
  return {
    page,
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
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.done !== null) {
    return <AlreadyDone page={page} confirmationHref={loaderData.done} />;
  }
  const { money, entry, key, failed, csrfToken, withdrawalDate, dateChangedFrom, noticePeriod } =
    loaderData.review;
  const change = `/notice-to-withdraw/create/${money.id}`;
  const closing = entry.closeAccount;
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('title')} />
          {failed ? <DangerAlert testId="notice-failed">{failed}</DangerAlert> : null}
          {dateChangedFrom ? (
            <NotificationBanner role="alert" attributes={{ 'data-testid': 'date-changed' }}>
              <p className="govuk-notification-banner__heading">
                {fillIn(t('dateChanged'), { date: withdrawalDate })}
              </p>
              <p className="govuk-body">{fillIn(t('dateChangedText'), { previous: dateChangedFrom })}</p>
              <EditControls page={page} keys={['dateChanged', 'dateChangedText']} />
            </NotificationBanner>
          ) : null}
          <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
          <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
          <SummaryList
            rows={[
              ...movementRows({ money, entry, change, page }),
              {
                key: { text: t('rowDate') },
                value: {
                  text: (
                    <span data-testid="withdrawal-date">
                      {fillIn(t('dateValue'), { date: withdrawalDate, days: noticePeriod })}
                    </span>
                  ),
                },
              },
            ]}
          />
          <EditControls page={page} keys={[...Object.keys(movementRowDefaults), 'rowDate', 'dateValue']} />
          <ReviewConfirm
            page={page}
            action={`${change}/review`}
            csrfToken={csrfToken}
            submissionKey={key}
            button={closing ? 'confirmClose' : 'confirm'}
            cancelHref={`/notice-to-withdraw/${money.id}`}
          />
        </div>
      </div>
    </ManagedErrors>
  );
}
