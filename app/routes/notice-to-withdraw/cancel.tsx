import { data } from 'react-router';
import type { Route } from './+types/cancel.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { SummaryList } from '../../components/govuk/index.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { ManagedErrors, useManagedMessage } from '../../components/managed-errors.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { NOTICE_CANCEL_DEFAULTS, NOTICE_CANCEL_TAG } from '#shared/messages/money-movements.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { postedKey } from '../../lib/journey.server.ts';
import { loadMovementAccount } from '../make-withdrawal/withdrawal.server.ts';
import {
  cancelJourneyFor,
  cancelPath,
  confirmCancel,
  confirmState,
  findCancellableNotice,
  successPath,
} from './cancel-notice.server.ts';
import { noticeMovement } from './notice-to-withdraw.server.ts';
import { noticeAmountText } from './pending-notices.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/cancel/{id}/{referenceNo} (spec 3 §2, §4 "Notice cancel", §6; docs/money-journeys.md, Notice
// to withdraw): the notice's details, what cancelling does, 'Cancel this notice' (the one-time key) and 'Keep the
// notice'. Only for a notice the bank lists as pending and cancellable now; anything else is not found. After the
// cancellation, Back here says it is done instead of offering the button again (docs/money-journeys.md, Back after
// it is done).

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account, money } = await loadMovementAccount(ctx, noticeMovement, params.id);
  const noticeId = params.referenceNo;
  const state = cancelJourneyFor(ctx, money.id, noticeId);
  const page = await managedPage(
    ctx,
    NOTICE_CANCEL_TAG,
    NOTICE_CANCEL_DEFAULTS,
    cancelPath(money.id, noticeId),
  );
  if (state?.stage === 'done' && state.submissionKey) {
    return {
      view: 'done',
      page,
      money,
      result: successPath(money.id, noticeId, state.submissionKey),
    } as const;
  }
  const notice = await findCancellableNotice(ctx, account, money, noticeId);
  if (!notice) {
    // The bank refused a moment ago and the notice cannot be cancelled now: say so rather than 'not found'.
    if (state?.failed) return { view: 'refused', page, money, failed: state.failed } as const;
    throw data(null, { status: 404 });
  }
  const current = confirmState(ctx, money.id, noticeId);
  return {
    view: 'confirm',
    page,
    csrfToken: ctx.csrfToken(),
    money,
    action: cancelPath(money.id, noticeId),
    key: current.submissionKey ?? '',
    failed: current.failed ?? null,
    notice: {
      date: notice.date === null ? null : formatDate(notice.date, 'Do MMMM YYYY'),
      amount: noticeAmountText(notice),
      reference: notice.paymentReference,
      closure: notice.amount === null,
    },
  } as const;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadMovementAccount(ctx, noticeMovement, params.id);
  const key = await postedKey(request);
  if (key === null) return seeOther(cancelPath(money.id, params.referenceNo));
  return confirmCancel(ctx, account, money, params.referenceNo, key);
}

export default function CancelNotice({ loaderData }: Route.ComponentProps) {
  const list = `/notice-to-withdraw/${loaderData.money.id}`;
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'done') {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('doneTitle')} />
          <ManagedText page={page} name="content.doneTitle" as="h1" className="govuk-heading-l" />
          <p className="govuk-body">
            <a className="govuk-link" href={loaderData.result}>
              {t('seeCancellation')}
            </a>
          </p>
          <a className="govuk-button" href={list}>
            {t('backToNotices')}
          </a>
          <EditControls page={page} keys={['seeCancellation', 'backToNotices']} />
        </div>
      </div>
    );
  }
  if (loaderData.view === 'refused') {
    return (
      <ManagedErrors page={page}>
        <div className="govuk-grid-row">
          <div className="govuk-grid-column-two-thirds">
            <PageTitle page={t('refusedTitle')} />
            <RefusalAlert message={loaderData.failed} />
            <ManagedText page={page} name="content.refusedTitle" as="h1" className="govuk-heading-l" />
            <ManagedText page={page} name="content.refusedText" className="govuk-body" />
            <a className="govuk-button" href={list}>
              {t('backToNotices')}
            </a>
            <EditControls page={page} keys={['backToNotices']} />
          </div>
        </div>
      </ManagedErrors>
    );
  }
  const { money, notice, failed, key, csrfToken, action } = loaderData;
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('title')} />
          {failed ? <RefusalAlert message={failed} /> : null}
          <span className="govuk-caption-l">
            {money.name} ({money.number})
          </span>
          <ManagedText page={page} name="content.heading" as="h1" className="govuk-heading-l" />
          <SummaryList
            rows={[
              { key: { text: t('rowDate') }, value: { text: notice.date ?? t('noDate') } },
              { key: { text: t('rowAmount') }, value: { text: notice.amount } },
              { key: { text: t('rowReference') }, value: { text: notice.reference || t('noReference') } },
            ]}
          />
          <EditControls
            page={page}
            keys={['title', 'rowDate', 'noDate', 'rowAmount', 'rowReference', 'noReference']}
          />
          <p className="govuk-body">
            {t(notice.closure ? 'staysClosure' : 'stays')} {t('startsAgain')}
          </p>
          <EditControls page={page} keys={[notice.closure ? 'staysClosure' : 'stays', 'startsAgain']} />
          <ConfirmOnceForm
            action={action}
            csrfToken={csrfToken}
            submissionKey={key}
            button={t('confirm')}
            busyText={t('busy')}
          />
          <p className="govuk-body">
            <a className="govuk-link" href={list}>
              {t('keep')}
            </a>
          </p>
          <EditControls page={page} keys={['confirm', 'busy', 'keep']} />
        </div>
      </div>
    </ManagedErrors>
  );
}

/** The bank's refusal (spec 3 §8 general server error), in its published wording (the `errors` kind of the tag). */
function RefusalAlert({ message }: { message: string }) {
  const managed = useManagedMessage();
  return <DangerAlert testId="cancel-failed">{managed(message)}</DangerAlert>;
}
