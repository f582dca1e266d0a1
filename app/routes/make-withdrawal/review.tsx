import type { Route } from './+types/review.ts';
import { MovementReview } from '../../components/money/movement-review.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { postedKey, reviewOrDone } from '../../lib/journey.server.ts';
import { loadMovementAccount } from './withdrawal.server.ts';
import {
  confirmationPath,
  confirmWithdrawal,
  paidOnText,
  withdrawal,
  withdrawalJourney,
  type WithdrawalEntry,
  type WithdrawalStage,
} from './make-withdrawal.server.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import {
  MAKE_WITHDRAWAL_REVIEW_DEFAULTS,
  MAKE_WITHDRAWAL_REVIEW_TAG,
} from '#shared/messages/money-movements.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /make-withdrawal/{id}/review, step 2 (spec 3 §2, §4; docs/money-journeys.md, Review pages, Make a withdrawal):
// check your answers, with a Change link per row; a closure is spelt out; 'Confirm withdrawal' posts the one-time
// key. After the withdrawal, Back here says it has been made instead of offering the button again
// (docs/money-journeys.md, Back after it is done).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { money } = await loadMovementAccount(ctx, withdrawal, params.id);
  const page = await managedPage(
    ctx,
    MAKE_WITHDRAWAL_REVIEW_TAG,
    MAKE_WITHDRAWAL_REVIEW_DEFAULTS,
    withdrawalJourney.path('review', money.id),
  );
  const { done, state } = reviewOrDone<WithdrawalStage, WithdrawalEntry>(
    ctx,
    withdrawalJourney,
    money.id,
    (key) => confirmationPath(money.id, key),
  );
  if (done !== null) return { page, done, review: null } as const;
  return {
    page,
    done: null,
    review: {
      csrfToken: ctx.csrfToken(),
      money,
      entry: state.data,
      key: state.submissionKey ?? '',
      failed: state.failed ?? null,
      paidOn: paidOnText(ctx),
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadMovementAccount(ctx, withdrawal, params.id);
  const key = await postedKey(request);
  if (key === null) return seeOther(withdrawalJourney.path('review', money.id));
  return confirmWithdrawal(ctx, account, money, key);
}

export default function WithdrawalReview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.done !== null) return <AlreadyDone page={page} confirmationHref={loaderData.done} />;
  const { review } = loaderData;
  const change = `/make-withdrawal/${review.money.id}`;
  return (
    <MovementReview
      page={page}
      review={review}
      change={change}
      action={`${change}/review`}
      cancelHref="/accounts/list"
      failedTestId="withdrawal-failed"
      lastRow={{
        key: { text: t('rowWhen') },
        value: { text: fillIn(t('whenValue'), { paidOn: review.paidOn }) },
      }}
      lastRowKeys={['rowWhen', 'whenValue']}
    />
  );
}
