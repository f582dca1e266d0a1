import type { Route } from './+types/review.ts';
import { NotificationBanner } from '../../components/govuk/index.ts';
import { MovementReview } from '../../components/money/movement-review.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { postedKey, reviewOrDone } from '../../lib/journey.server.ts';
import { loadMovementAccount } from '../make-withdrawal/withdrawal.server.ts';
import {
  confirmationPath,
  confirmNotice,
  moveToCurrentDate,
  noticeMovement,
  noticeJourney,
  noticeTerms,
  type NoticeEntry,
  type NoticeStage,
} from './notice-to-withdraw.server.ts';
import { withdrawalDateText } from './pending-notices.server.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { NOTICE_REVIEW_DEFAULTS, NOTICE_REVIEW_TAG } from '#shared/messages/money-movements.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/create/{id}/review, step 2 (spec 3 §2, §4; docs/money-journeys.md, Review pages, Notice to
// withdraw): check your answers, with a Change link per row; the withdrawal date; a closure spelt out; 'Confirm
// notice' posts the one-time key. A date that has moved since it was shown (London midnight) is shown again with a
// notice, and only the new date can be confirmed. After the notice, Back here says it has been given instead of
// offering the button again (docs/money-journeys.md, Back after it is done).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account, money } = await loadMovementAccount(ctx, noticeMovement, params.id);
  const page = await managedPage(
    ctx,
    NOTICE_REVIEW_TAG,
    NOTICE_REVIEW_DEFAULTS,
    noticeJourney.path('review', money.id),
  );
  const { done, state } = reviewOrDone<NoticeStage, NoticeEntry>(ctx, noticeJourney, money.id, (key) =>
    confirmationPath(money.id, key),
  );
  if (done !== null) return { page, done, review: null } as const;
  // A review shown again after midnight shows the date that would be sent, never the stale one.
  moveToCurrentDate(ctx, state, account);
  const { dateChangedFrom, withdrawalDate } = state.data;
  return {
    page,
    done: null,
    review: {
      csrfToken: ctx.csrfToken(),
      money,
      entry: state.data,
      key: state.submissionKey ?? '',
      failed: state.failed ?? null,
      noticePeriod: noticeTerms(ctx, account).days,
      withdrawalDate: withdrawalDateText(withdrawalDate),
      dateChangedFrom: dateChangedFrom ? withdrawalDateText(dateChangedFrom) : null,
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadMovementAccount(ctx, noticeMovement, params.id);
  const key = await postedKey(request);
  if (key === null) return seeOther(noticeJourney.path('review', money.id));
  return confirmNotice(ctx, account, money, key);
}

export default function NoticeReview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.done !== null) return <AlreadyDone page={page} confirmationHref={loaderData.done} />;
  const { review } = loaderData;
  const { withdrawalDate, dateChangedFrom } = review;
  const change = `/notice-to-withdraw/create/${review.money.id}`;
  return (
    <MovementReview
      page={page}
      review={review}
      change={change}
      action={`${change}/review`}
      cancelHref={`/notice-to-withdraw/${review.money.id}`}
      failedTestId="notice-failed"
      lastRow={{
        key: { text: t('rowDate') },
        value: {
          text: (
            <span data-testid="withdrawal-date">
              {fillIn(t('dateValue'), { date: withdrawalDate, days: review.noticePeriod })}
            </span>
          ),
        },
      }}
      lastRowKeys={['rowDate', 'dateValue']}
    >
      {dateChangedFrom ? (
        <NotificationBanner role="alert" attributes={{ 'data-testid': 'date-changed' }}>
          <p className="govuk-notification-banner__heading">
            {fillIn(t('dateChanged'), { date: withdrawalDate })}
          </p>
          <p className="govuk-body">{fillIn(t('dateChangedText'), { previous: dateChangedFrom })}</p>
          <EditControls page={page} keys={['dateChanged', 'dateChangedText']} />
        </NotificationBanner>
      ) : null}
    </MovementReview>
  );
}
