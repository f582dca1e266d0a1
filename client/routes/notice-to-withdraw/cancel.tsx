import { data } from 'react-router';
import type { Route } from './+types/cancel.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { SummaryList } from '../../components/govuk/index.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey } from '../../lib/journey.server.ts';
import {
  cancelJourneyFor,
  cancelPath,
  confirmCancel,
  confirmState,
  findCancellableNotice,
  successPath,
} from './cancel-notice.server.ts';
import { loadNoticeAccount } from './notice-to-withdraw.server.ts';
import { noticeAmountText } from './pending-notices.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/cancel/{id}/{referenceNo} (spec 3 §2, §4 "Notice cancel", §6; SPEC3-NOTES NOTICE-04): the
// notice's details, what cancelling does, 'Cancel this notice' (the one-time key) and 'Keep the notice'. Only for a
// notice the bank lists as pending and cancellable now; anything else is not found. After the cancellation, Back
// here says it is done instead of offering the button again (SAFE-04).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account, money } = await loadNoticeAccount(ctx, params.id);
  const noticeId = params.referenceNo;
  const state = cancelJourneyFor(ctx, money.id, noticeId);
  if (state?.stage === 'done' && state.submissionKey) {
    return { view: 'done', money, result: successPath(money.id, noticeId, state.submissionKey) } as const;
  }
  const notice = await findCancellableNotice(ctx, account, money, noticeId);
  if (!notice) {
    // The bank refused a moment ago and the notice cannot be cancelled now: say so rather than 'not found'.
    if (state?.failed) return { view: 'refused', money, failed: state.failed } as const;
    throw data(null, { status: 404 });
  }
  const current = confirmState(ctx, money.id, noticeId);
  return {
    view: 'confirm',
    csrfToken: ctx.csrfToken(),
    money,
    action: cancelPath(money.id, noticeId),
    key: current.submissionKey ?? '',
    failed: current.failed ?? null,
    notice: {
      date: notice.date === null ? 'Not available' : formatDate(notice.date, 'Do MMMM YYYY'),
      amount: noticeAmountText(notice),
      reference: notice.paymentReference,
      closure: notice.amount === null,
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadNoticeAccount(ctx, params.id);
  const { submissionKey } = formDataToObject(await request.formData());
  if (!isSubmissionKey(submissionKey)) return seeOther(cancelPath(money.id, params.referenceNo));
  return confirmCancel(ctx, account, money, params.referenceNo, submissionKey);
}

export default function CancelNotice({ loaderData }: Route.ComponentProps) {
  const list = `/notice-to-withdraw/${loaderData.money.id}`;
  if (loaderData.view === 'done') {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page="You have already cancelled this notice" />
          <h1 className="govuk-heading-l">You have already cancelled this notice</h1>
          <p className="govuk-body">
            <a className="govuk-link" href={loaderData.result}>
              See your cancellation
            </a>
          </p>
          <a className="govuk-button" href={list}>
            Back to your notices
          </a>
        </div>
      </div>
    );
  }
  if (loaderData.view === 'refused') {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page="This notice cannot be cancelled" />
          <DangerAlert testId="cancel-failed">{loaderData.failed}</DangerAlert>
          <h1 className="govuk-heading-l">This notice cannot be cancelled</h1>
          <p className="govuk-body">
            The notice has not been cancelled. Check your notices for this account.
          </p>
          <a className="govuk-button" href={list}>
            Back to your notices
          </a>
        </div>
      </div>
    );
  }
  const { money, notice, failed, key, csrfToken, action } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Cancel this notice" />
        {failed ? <DangerAlert testId="cancel-failed">{failed}</DangerAlert> : null}
        <span className="govuk-caption-l">
          {money.name} ({money.number})
        </span>
        <h1 className="govuk-heading-l">Cancel this notice?</h1>
        <SummaryList
          rows={[
            { key: { text: 'Withdrawal date' }, value: { text: notice.date } },
            { key: { text: 'Amount' }, value: { text: notice.amount } },
            { key: { text: 'Reference' }, value: { text: notice.reference || 'None' } },
          ]}
        />
        <p className="govuk-body">
          {notice.closure
            ? 'If you cancel it, the account will not be closed and the money stays in it.'
            : 'If you cancel it, the money stays in your account.'}{' '}
          To withdraw later you will need to give notice again, and the notice period starts again from that
          day.
        </p>
        <ConfirmOnceForm
          action={action}
          csrfToken={csrfToken}
          submissionKey={key}
          button="Cancel this notice"
          busyText="Cancelling your notice. Do not refresh or leave this page."
        />
        <p className="govuk-body">
          <a className="govuk-link" href={list}>
            Keep the notice
          </a>
        </p>
      </div>
    </div>
  );
}
