import { fillIn } from '#shared/content/managed.ts';
import type { Route } from './+types/reply-result.ts';
import { MESSAGE_REPLY_RESULT_DEFAULTS, MESSAGE_REPLY_RESULT_TAG } from '#shared/messages/messaging.ts';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { JOURNEY_REPLY, resultPageData, type SendAnswer } from './sending.server.ts';
import { BASE } from './paths.ts';
import { ConversationFacts, MessageBody, OutcomeAlert } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/reply/{id}/result?key=… (spec 3 §2, §8): Success shows the reason and an alert; Failed
// shows 'Reply failed'.

export function loader({ request, params, context }: Route.LoaderArgs) {
  return resultPageData<SendAnswer>(
    app(context),
    request,
    { journey: JOURNEY_REPLY, missing: `${BASE}/message/view/${params.id}` },
    { tag: MESSAGE_REPLY_RESULT_TAG, defaults: MESSAGE_REPLY_RESULT_DEFAULTS },
  );
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
  const titleKey =
    status === 'Success' ? 'sentTitle' : status === 'Failed' ? 'failedTitle' : 'notConfirmedTitle';
  const alertKey = status === 'Success' ? 'sendSuccess' : status === 'Failed' ? 'replyFailed' : 'sendUnknown';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={answer ? fillIn(t(titleKey), { subject: answer.reason }) : heading} />
        <h1 className="govuk-heading-l">{heading}</h1>
        <OutcomeAlert success={status === 'Success'} testId="reply-outcome" successTitle={t('successTitle')}>
          {t(alertKey)}
        </OutcomeAlert>
        <EditControls
          page={page}
          keys={[
            ...(status === 'Failed' ? ['failedHeading'] : answer ? [] : ['notConfirmed']),
            ...(answer ? [titleKey] : []),
            alertKey,
            ...(status === 'Success' ? ['successTitle'] : []),
          ]}
        />
        {answer ? (
          <>
            <ConversationFacts t={t} account={answer.account} reference={answer.reference} hideNoAccount />
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
