import { fillIn } from '#shared/content/managed.ts';
import type { Route } from './+types/new-confirmation.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import {
  MESSAGE_NEW_CONFIRMATION_DEFAULTS,
  MESSAGE_NEW_CONFIRMATION_TAG,
} from '#shared/messages/messaging.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { JOURNEY_SEND, resultPageData, type SendAnswer } from './sending.server.ts';
import { BASE } from './paths.ts';
import { ConversationFacts, MessageBody, OutcomeAlert } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/new/confirmation?key=… (spec 3 §2, §8): the send's outcome read back by its one-time key.

export function loader({ request, context }: Route.LoaderArgs) {
  return resultPageData<SendAnswer>(
    app(context),
    request,
    { journey: JOURNEY_SEND, missing: `${BASE}/new` },
    { tag: MESSAGE_NEW_CONFIRMATION_TAG, defaults: MESSAGE_NEW_CONFIRMATION_DEFAULTS },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function NewMessageConfirmation({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  if (loaderData.view === 'unknown') {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-full">
          <PageTitle page={t('notConfirmed')} />
          <ManagedText page={page} name="content.notConfirmed" as="h1" className="govuk-heading-l" />
          <DangerAlert testId="send-outcome">{t('sendUnknown')}</DangerAlert>
          <a className="govuk-button" href={`${BASE}/view`}>
            {t('back')}
          </a>
          <EditControls page={page} keys={['sendUnknown', 'back']} />
        </div>
      </div>
    );
  }
  const { answer } = loaderData;
  const textKey =
    answer.status === 'Success' ? 'sendSuccess' : answer.status === 'Failed' ? 'sendFailed' : 'sendUnknown';
  const titleKey =
    answer.status === 'Success'
      ? 'sentTitle'
      : answer.status === 'Failed'
        ? 'notSentTitle'
        : 'notConfirmedTitle';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={fillIn(t(titleKey), { subject: answer.reason })} />
        <h1 className="govuk-heading-l">{answer.reason}</h1>
        <OutcomeAlert
          success={answer.status === 'Success'}
          testId="send-outcome"
          successTitle={t('successTitle')}
        >
          {t(textKey)}
        </OutcomeAlert>
        <ConversationFacts
          t={t}
          account={answer.account}
          reference={answer.reference}
          referenceTestId="message-reference"
        />
        <EditControls
          page={page}
          keys={[
            titleKey,
            textKey,
            'successTitle',
            'relatedAccount',
            'none',
            'referenceNumber',
            'notAvailable',
          ]}
        />
        <ManagedText page={page} name="content.yourMessage" as="h2" className="govuk-heading-m" />
        <MessageBody lines={answer.body.split('\n')} />
        <a className="govuk-button" href={`${BASE}/view`}>
          {t('back')}
        </a>
        <EditControls page={page} keys={['back']} />
      </div>
    </div>
  );
}
