import type { Route } from './+types/cancel-success.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { Panel } from '../../components/govuk/index.ts';
import { BeingProcessed, OutcomeUnknown, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { cancelResult } from './cancel-notice.server.ts';
import { noticeAmountText } from './pending-notices.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/cancel/{id}/{referenceNo}/success?key=… (spec 3 §2 "then a success page", §4 "Notice cancel";
// SPEC3-NOTES SAFE-03, SAFE-07, SAFE-09): the cancellation's outcome read back from the submission store — done,
// still being processed (the page reloads itself every 2 seconds, with or without JavaScript), or unknown; then
// back to the account's notices.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  const view = await cancelResult(app(context), params.id, params.referenceNo, key);
  if (view.view !== 'success') return view;
  const { answer } = view;
  return {
    view: 'success',
    answer,
    amount: noticeAmountText(answer),
    date: answer.date === null ? null : formatDate(answer.date, 'Do MMMM YYYY'),
  } as const;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function CancelNoticeSuccess({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="notice cancellation" />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown what="notice cancellation" />;
  const { answer, amount, date } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Notice cancelled" />
        <Panel titleText="Notice cancelled">
          Notice reference
          <br />
          <strong data-testid="cancelled-notice">{answer.noticeId}</strong>
        </Panel>
        <p className="govuk-body" data-testid="cancel-summary">
          {answer.amount === null
            ? `Your notice to close ${answer.accountName} (${answer.accountNumber})`
            : `Your notice to withdraw ${amount} from ${answer.accountName} (${answer.accountNumber})`}
          {date ? ` on ${date}` : ''}
          {answer.paymentReference ? `, reference ${answer.paymentReference},` : ''} has been cancelled. The
          money stays in your account.
        </p>
        <p className="govuk-body">
          To withdraw later, give notice again: the notice period starts again from that day. If you have a
          question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank holidays.
        </p>
        <a className="govuk-button" href={`/notice-to-withdraw/${answer.accountId}`}>
          Back to your notices
        </a>
      </div>
    </div>
  );
}
