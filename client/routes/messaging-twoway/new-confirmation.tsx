import type { Route } from './+types/new-confirmation.ts';
import { messagingMessages } from '#shared/messages/messaging.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { JOURNEY_SEND, readResult, type SendAnswer } from './messaging.server.ts';
import { BASE } from './paths.ts';
import { MessageBody, SuccessAlert } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/new/confirmation?key=… (spec 3 §2, §8): the send's outcome read back by its one-time key.

export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  return readResult<SendAnswer>(app(context), key, JOURNEY_SEND, `${BASE}/new`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function NewMessageConfirmation({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="message" />;
  if (loaderData.view === 'unknown') {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-full">
          <PageTitle page="Message not confirmed" />
          <h1 className="govuk-heading-l">Message not confirmed</h1>
          <DangerAlert testId="send-outcome">{messagingMessages.sendUnknown}</DangerAlert>
          <a className="govuk-button" href={`${BASE}/view`}>
            Back To Messages
          </a>
        </div>
      </div>
    );
  }
  const { answer } = loaderData;
  const text =
    answer.status === 'Success'
      ? messagingMessages.sendSuccess
      : answer.status === 'Failed'
        ? messagingMessages.sendFailed
        : messagingMessages.sendUnknown;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={answer.reason} />
        <h1 className="govuk-heading-l">{answer.reason}</h1>
        {answer.status === 'Success' ? (
          <SuccessAlert testId="send-outcome">{text}</SuccessAlert>
        ) : (
          <DangerAlert testId="send-outcome">{text}</DangerAlert>
        )}
        <dl className="govuk-summary-list">
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Related account</dt>
            <dd className="govuk-summary-list__value">{answer.account ?? 'None'}</dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Reference number</dt>
            <dd className="govuk-summary-list__value" data-testid="message-reference">
              {answer.reference || 'Not available'}
            </dd>
          </div>
        </dl>
        <h2 className="govuk-heading-m">Your message</h2>
        <MessageBody lines={answer.body.split('\n')} />
        <a className="govuk-button" href={`${BASE}/view`}>
          Back To Messages
        </a>
      </div>
    </div>
  );
}
