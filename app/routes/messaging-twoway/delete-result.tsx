import type { Route } from './+types/delete-result.ts';
import { MESSAGE_DELETE_RESULT_DEFAULTS, MESSAGE_DELETE_RESULT_TAG } from '#shared/messages/messaging.ts';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { JOURNEY_DELETE, resultPageData, type DeleteAnswer } from './sending.server.ts';
import { BASE } from './paths.ts';
import { ConversationFacts, OutcomeAlert } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/delete/{id}/result?key=… (spec 3 §2, §8): the delete's outcome and 'Back to messages'.

export function loader({ request, params, context }: Route.LoaderArgs) {
  return resultPageData<DeleteAnswer>(
    app(context),
    request,
    { journey: JOURNEY_DELETE, missing: `${BASE}/message/delete/${params.id}` },
    { tag: MESSAGE_DELETE_RESULT_TAG, defaults: MESSAGE_DELETE_RESULT_DEFAULTS },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function DeleteResult({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  const answer = loaderData.view === 'done' ? loaderData.answer : null;
  const success = answer?.status === 'Success';
  const heading = t(success ? 'deleted' : 'notDeleted');
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={heading} />
        <h1 className="govuk-heading-l">{heading}</h1>
        <OutcomeAlert success={success} testId="delete-outcome" successTitle={t('successTitle')}>
          {t(success ? 'deleteSuccess' : 'deleteFailed')}
        </OutcomeAlert>
        <EditControls
          page={page}
          keys={success ? ['deleted', 'successTitle', 'deleteSuccess'] : ['notDeleted', 'deleteFailed']}
        />
        {answer ? (
          <ConversationFacts
            t={t}
            subject={answer.reason}
            account={answer.account}
            reference={answer.reference}
          />
        ) : null}
        <a className="govuk-button" href={`${BASE}/view`}>
          {t('back')}
        </a>
        <EditControls
          page={page}
          keys={[
            ...(answer ? ['subject', 'relatedAccount', 'none', 'referenceNumber', 'notAvailable'] : []),
            'back',
          ]}
        />
      </div>
    </div>
  );
}
