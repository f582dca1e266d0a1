import type { Route } from './+types/delete-result.ts';
import { MESSAGE_DELETE_RESULT_DEFAULTS, MESSAGE_DELETE_RESULT_TAG } from '#shared/messages/messaging.ts';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';

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
  const url = new URL(request.url);
  const ctx = app(context);
  const [result, page] = await Promise.all([
    readResult<DeleteAnswer>(
      ctx,
      url.searchParams.get('key'),
      JOURNEY_DELETE,
      `${BASE}/message/delete/${params.id}`,
    ),
    managedPage(
      ctx,
      MESSAGE_DELETE_RESULT_TAG,
      MESSAGE_DELETE_RESULT_DEFAULTS,
      `${url.pathname}${url.search}`,
    ),
  ]);
  return { ...result, page };
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
        {success ? (
          <SuccessAlert testId="delete-outcome" title={t('successTitle')}>
            {t('deleteSuccess')}
          </SuccessAlert>
        ) : (
          <DangerAlert testId="delete-outcome">{t('deleteFailed')}</DangerAlert>
        )}
        <EditControls
          page={page}
          keys={success ? ['deleted', 'successTitle', 'deleteSuccess'] : ['notDeleted', 'deleteFailed']}
        />
        {answer ? (
          <dl className="govuk-summary-list">
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">{t('subject')}</dt>
              <dd className="govuk-summary-list__value">{answer.reason}</dd>
            </div>
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">{t('relatedAccount')}</dt>
              <dd className="govuk-summary-list__value">{answer.account ?? t('none')}</dd>
            </div>
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">{t('referenceNumber')}</dt>
              <dd className="govuk-summary-list__value">{answer.reference || t('notAvailable')}</dd>
            </div>
          </dl>
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
