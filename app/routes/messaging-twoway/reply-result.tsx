import type { Route } from './+types/reply-result.ts';
import { MESSAGE_REPLY_RESULT_DEFAULTS, MESSAGE_REPLY_RESULT_TAG } from '#shared/messages/messaging.ts';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';

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
  const url = new URL(request.url);
  const ctx = app(context);
  const [result, page] = await Promise.all([
    readResult<SendAnswer>(
      ctx,
      url.searchParams.get('key'),
      JOURNEY_REPLY,
      `${BASE}/message/view/${params.id}`,
    ),
    managedPage(ctx, MESSAGE_REPLY_RESULT_TAG, MESSAGE_REPLY_RESULT_DEFAULTS, `${url.pathname}${url.search}`),
  ]);
  return { ...result, page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function ReplyResult({ loaderData, params }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  const answer = loaderData.view === 'done' ? loaderData.answer : null;
  const status = answer?.status ?? 'Unknown';
  const heading = status === 'Failed' ? t('failedHeading') : (answer?.reason ?? t('notConfirmed'));
  const alertKey = status === 'Success' ? 'sendSuccess' : status === 'Failed' ? 'replyFailed' : 'sendUnknown';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={heading} />
        <h1 className="govuk-heading-l">{heading}</h1>
        {status === 'Success' ? (
          <SuccessAlert testId="reply-outcome" title={t('successTitle')}>
            {t('sendSuccess')}
          </SuccessAlert>
        ) : (
          <DangerAlert testId="reply-outcome">{t(alertKey)}</DangerAlert>
        )}
        <EditControls
          page={page}
          keys={[
            ...(status === 'Failed' ? ['failedHeading'] : answer ? [] : ['notConfirmed']),
            alertKey,
            ...(status === 'Success' ? ['successTitle'] : []),
          ]}
        />
        {answer ? (
          <>
            <dl className="govuk-summary-list">
              {answer.account ? (
                <div className="govuk-summary-list__row">
                  <dt className="govuk-summary-list__key">{t('relatedAccount')}</dt>
                  <dd className="govuk-summary-list__value">{answer.account}</dd>
                </div>
              ) : null}
              <div className="govuk-summary-list__row">
                <dt className="govuk-summary-list__key">{t('referenceNumber')}</dt>
                <dd className="govuk-summary-list__value">{answer.reference || t('notAvailable')}</dd>
              </div>
            </dl>
            <EditControls page={page} keys={['relatedAccount', 'referenceNumber', 'notAvailable']} />
            <h2 className="govuk-heading-m">{t('yourReply')}</h2>
            <EditControls page={page} keys={['yourReply']} />
            <MessageBody lines={answer.body.split('\n')} />
          </>
        ) : null}
        <div className="govuk-button-group">
          <a className="govuk-button" href={`${BASE}/view`}>
            {t('back')}
          </a>
          <a className="govuk-link" href={`${BASE}/message/view/${params.id}`}>
            {t('viewConversation')}
          </a>
        </div>
        <EditControls page={page} keys={['back', 'viewConversation']} />
      </div>
    </div>
  );
}
