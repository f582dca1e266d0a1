import type { Route } from './+types/review.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { SummaryList } from '../../components/govuk/index.ts';
import { ReviewConfirm } from '../../components/money/movement-steps.tsx';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { at, isSubmissionKey } from '../../lib/journey.server.ts';
import {
  confirmationPath,
  confirmWithdrawal,
  journeyFor,
  loadWithdrawalAccount,
  paidOn,
  paidOnText,
  withdrawalJourney,
  type WithdrawalEntry,
  type WithdrawalStage,
} from './make-withdrawal.server.ts';
import { AlreadyDone } from '../../components/money/processing.tsx';
import { movementRows } from '../../components/money/movement-rows.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import {
  MAKE_WITHDRAWAL_REVIEW_DEFAULTS,
  MAKE_WITHDRAWAL_REVIEW_TAG,
  movementRowDefaults,
} from '#shared/messages/money-movements.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /make-withdrawal/{id}/review, step 2 (spec 3 §2, §4; SPEC3-NOTES SAFE-08, WDR-04): check your answers, with a
// Change link per row; a closure is spelt out; 'Confirm withdrawal' posts the one-time key. After the withdrawal,
// Back here says it has been made instead of offering the button again (SAFE-04).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { money } = await loadWithdrawalAccount(ctx, params.id);
  const state = journeyFor(ctx, money.id);
  const page = await managedPage(
    ctx,
    MAKE_WITHDRAWAL_REVIEW_TAG,
    MAKE_WITHDRAWAL_REVIEW_DEFAULTS,
    `/make-withdrawal/${money.id}/review`,
  );
  if (state?.stage === 'done' && state.submissionKey) {
    return { page, done: confirmationPath(money.id, state.submissionKey), review: null } as const;
  }
  const current = at<WithdrawalStage, WithdrawalEntry>(ctx, withdrawalJourney, money.id, ['review']);
  return {
    page,
    done: null,
    review: {
      csrfToken: ctx.csrfToken(),
      money,
      entry: current.data,
      key: current.submissionKey ?? '',
      failed: current.failed ?? null,
      paidOn: paidOnText(paidOn(ctx)),
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadWithdrawalAccount(ctx, params.id);
  const { submissionKey } = formDataToObject(await request.formData());
  if (!isSubmissionKey(submissionKey)) return seeOther(withdrawalJourney.path('review', money.id));
  return confirmWithdrawal(ctx, account, money, submissionKey);
}

export default function WithdrawalReview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.done !== null) {
    return <AlreadyDone page={page} confirmationHref={loaderData.done} />;
  }
  const { money, entry, key, failed, csrfToken } = loaderData.review;
  const change = `/make-withdrawal/${money.id}`;
  const closing = entry.closeAccount;
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('title')} />
          {failed ? <DangerAlert testId="withdrawal-failed">{failed}</DangerAlert> : null}
          <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
          <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
          <SummaryList
            rows={[
              ...movementRows({ money, entry, change, page }),
              {
                key: { text: t('rowWhen') },
                value: { text: fillIn(t('whenValue'), { paidOn: loaderData.review.paidOn }) },
              },
            ]}
          />
          <EditControls page={page} keys={[...Object.keys(movementRowDefaults), 'rowWhen', 'whenValue']} />
          <ReviewConfirm
            page={page}
            action={`/make-withdrawal/${money.id}/review`}
            csrfToken={csrfToken}
            submissionKey={key}
            button={closing ? 'confirmClose' : 'confirm'}
            cancelHref="/accounts/list"
          />
        </div>
      </div>
    </ManagedErrors>
  );
}
