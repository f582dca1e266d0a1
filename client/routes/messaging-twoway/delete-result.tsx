import type { Route } from './+types/delete-result.ts';
import { messagingMessages } from '#shared/messages/messaging.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { JOURNEY_DELETE, readResult, type DeleteAnswer } from './messaging.server.ts';
import { BASE } from './paths.ts';
import { SuccessAlert } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/delete/{id}/result?key=… (spec 3 §2, §8): the delete's outcome and 'Back to messages'.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  return readResult<DeleteAnswer>(app(context), key, JOURNEY_DELETE, `${BASE}/message/delete/${params.id}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function DeleteResult({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="request" />;
  const answer = loaderData.view === 'done' ? loaderData.answer : null;
  const success = answer?.status === 'Success';
  const heading = success ? 'Conversation deleted' : 'Conversation not deleted';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={heading} />
        <h1 className="govuk-heading-l">{heading}</h1>
        {success ? (
          <SuccessAlert testId="delete-outcome">{messagingMessages.deleteSuccess}</SuccessAlert>
        ) : (
          <DangerAlert testId="delete-outcome">{messagingMessages.deleteFailed}</DangerAlert>
        )}
        {answer ? (
          <dl className="govuk-summary-list">
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">Subject</dt>
              <dd className="govuk-summary-list__value">{answer.reason}</dd>
            </div>
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">Related account</dt>
              <dd className="govuk-summary-list__value">{answer.account ?? 'None'}</dd>
            </div>
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">Reference number</dt>
              <dd className="govuk-summary-list__value">{answer.reference || 'Not available'}</dd>
            </div>
          </dl>
        ) : null}
        <a className="govuk-button" href={`${BASE}/view`}>
          Back to messages
        </a>
      </div>
    </div>
  );
}
