import type { Route } from './+types/reply-result.ts';
import { messagingMessages } from '#shared/messages/messaging.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { JOURNEY_REPLY, readResult, type SendAnswer } from './messaging.server.ts';
import { BASE } from './paths.ts';
import { MessageBody, SuccessAlert } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/reply/{id}/result?key=… (spec 3 §2, §8): Success shows the reason and an alert; Failed
// shows 'Reply failed'.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  return readResult<SendAnswer>(app(context), key, JOURNEY_REPLY, `${BASE}/message/view/${params.id}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function ReplyResult({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="reply" />;
  const answer = loaderData.view === 'done' ? loaderData.answer : null;
  const status = answer?.status ?? 'Unknown';
  const heading =
    status === 'Failed' ? messagingMessages.replyFailedHeading : (answer?.reason ?? 'Reply not confirmed');
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={heading} />
        <h1 className="govuk-heading-l">{heading}</h1>
        {status === 'Success' ? (
          <SuccessAlert testId="reply-outcome">{messagingMessages.sendSuccess}</SuccessAlert>
        ) : (
          <DangerAlert testId="reply-outcome">
            {status === 'Failed' ? messagingMessages.replyFailed : messagingMessages.sendUnknown}
          </DangerAlert>
        )}
        {answer ? (
          <>
            <dl className="govuk-summary-list">
              {answer.account ? (
                <div className="govuk-summary-list__row">
                  <dt className="govuk-summary-list__key">Related account</dt>
                  <dd className="govuk-summary-list__value">{answer.account}</dd>
                </div>
              ) : null}
              <div className="govuk-summary-list__row">
                <dt className="govuk-summary-list__key">Reference number</dt>
                <dd className="govuk-summary-list__value">{answer.reference || 'Not available'}</dd>
              </div>
            </dl>
            <h2 className="govuk-heading-m">Your reply</h2>
            <MessageBody lines={answer.body.split('\n')} />
          </>
        ) : null}
        <div className="govuk-button-group">
          <a className="govuk-button" href={`${BASE}/view`}>
            Back To Messages
          </a>
          <a className="govuk-link" href={`${BASE}/message/view/${params.id}`}>
            View the conversation
          </a>
        </div>
      </div>
    </div>
  );
}
