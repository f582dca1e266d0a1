import type { Route } from './+types/new-confirmation.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import {
  MESSAGE_NEW_CONFIRMATION_DEFAULTS,
  MESSAGE_NEW_CONFIRMATION_TAG,
} from '#shared/messages/messaging.ts';
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
  const url = new URL(request.url);
  const ctx = app(context);
  const [result, page] = await Promise.all([
    readResult<SendAnswer>(ctx, url.searchParams.get('key'), JOURNEY_SEND, `${BASE}/new`),
    managedPage(
      ctx,
      MESSAGE_NEW_CONFIRMATION_TAG,
      MESSAGE_NEW_CONFIRMATION_DEFAULTS,
      `${url.pathname}${url.search}`,
    ),
  ]);
  return { ...result, page };
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
  const text = t(textKey);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={answer.reason} />
        <h1 className="govuk-heading-l">{answer.reason}</h1>
        {answer.status === 'Success' ? (
          <SuccessAlert testId="send-outcome" title={t('successTitle')}>
            {text}
          </SuccessAlert>
        ) : (
          <DangerAlert testId="send-outcome">{text}</DangerAlert>
        )}
        <dl className="govuk-summary-list">
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">{t('relatedAccount')}</dt>
            <dd className="govuk-summary-list__value">{answer.account ?? t('none')}</dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">{t('referenceNumber')}</dt>
            <dd className="govuk-summary-list__value" data-testid="message-reference">
              {answer.reference || t('notAvailable')}
            </dd>
          </div>
        </dl>
        <EditControls
          page={page}
          keys={[textKey, 'successTitle', 'relatedAccount', 'none', 'referenceNumber', 'notAvailable']}
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
