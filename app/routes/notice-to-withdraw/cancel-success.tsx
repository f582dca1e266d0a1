import type { Route } from './+types/cancel-success.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { Panel } from '../../components/govuk/index.ts';
import { BeingProcessed, OutcomeUnknown, resultMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { cancelResult } from './cancel-notice.server.ts';
import { noticeAmountText } from './pending-notices.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { resultPage } from '../../lib/result-page.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import {
  NOTICE_CANCEL_SUCCESS_DEFAULTS,
  NOTICE_CANCEL_SUCCESS_TAG,
} from '#shared/messages/money-movements.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/cancel/{id}/{referenceNo}/success?key=… (spec 3 §2 "then a success page", §4 "Notice cancel";
// docs/money-journeys.md, Result pages): the cancellation's outcome read back from the submission store — done,
// still being processed (the page reloads itself every 2 seconds, with or without JavaScript), or unknown; then
// back to the account's notices.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const result = await resultPage(
    ctx,
    request,
    { tag: NOTICE_CANCEL_SUCCESS_TAG, defaults: NOTICE_CANCEL_SUCCESS_DEFAULTS },
    (key) => cancelResult(ctx, params.id, params.referenceNo, key),
  );
  if (result.view !== 'success') return result;
  const { answer, page } = result;
  return {
    page,
    view: 'success',
    answer,
    amount: noticeAmountText(answer),
    date: answer.date === null ? null : formatDate(answer.date, 'Do MMMM YYYY'),
  } as const;
}

export const meta = resultMeta;

export default function CancelNoticeSuccess({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown page={page} />;
  const { answer, amount, date } = loaderData;
  const account = `${answer.accountName} (${answer.accountNumber})`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={t('title')} />
        <Panel titleText={t('title')}>
          {t('noticeReference')}
          <br />
          <strong data-testid="cancelled-notice">{answer.noticeId}</strong>
        </Panel>
        <p className="govuk-body" data-testid="cancel-summary">
          {answer.amount === null
            ? fillIn(t('noticeToClose'), { account })
            : fillIn(t('noticeToWithdraw'), { amount, account })}
          {date ? ` ${fillIn(t('onDate'), { date })}` : ''}
          {answer.paymentReference
            ? `, ${fillIn(t('withReference'), { reference: answer.paymentReference })},`
            : ''}{' '}
          {t('cancelled')}
        </p>
        <ManagedText page={page} name="content.giveAgain" className="govuk-body" />
        <a className="govuk-button" href={`/notice-to-withdraw/${answer.accountId}`}>
          {t('backToNotices')}
        </a>
        <EditControls
          page={page}
          keys={[
            'title',
            'noticeReference',
            answer.amount === null ? 'noticeToClose' : 'noticeToWithdraw',
            'onDate',
            'withReference',
            'cancelled',
            'backToNotices',
          ]}
        />
      </div>
    </div>
  );
}
