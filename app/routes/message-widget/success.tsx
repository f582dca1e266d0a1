import type { Route } from './+types/success.ts';
import {
  MESSAGE_WIDGET_SUCCESS_DEFAULTS,
  MESSAGE_WIDGET_SUCCESS_TAG,
} from '#shared/messages/message-widget.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { NotificationBanner, SummaryList } from '../../components/govuk/index.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { resultPageData } from '../messaging-twoway/sending.server.ts';
import { WIDGET_JOURNEY, acknowledgement, type WidgetAnswer } from './message-widget.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /message-widget/message/success/?key=… (spec 3 §2 'Message widget', §8): 'Message acknowledgement' with a green
// alert on Success and a red one on Failed or any other status, read back from the submission store by the key (a
// refresh or a second tab shows the same outcome and never sends again); an Accounts button to /accounts/list.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, ...result } = await resultPageData<WidgetAnswer>(
    app(context),
    request,
    { journey: WIDGET_JOURNEY, missing: '/message-widget' },
    { tag: MESSAGE_WIDGET_SUCCESS_TAG, defaults: MESSAGE_WIDGET_SUCCESS_DEFAULTS },
  );
  return { ...acknowledgement(result), page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function MessageAcknowledgement({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  const outcomeKey =
    loaderData.view === 'success'
      ? 'sendSuccess'
      : loaderData.view === 'failed'
        ? 'sendFailed'
        : 'sendUnknown';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={t('title')} />
        {loaderData.view === 'success' ? (
          <NotificationBanner type="success" titleText={t('successTitle')}>
            <p className="govuk-notification-banner__heading" data-testid="widget-outcome">
              {t('sendSuccess')}
            </p>
          </NotificationBanner>
        ) : (
          <DangerAlert testId="widget-outcome">{t(outcomeKey)}</DangerAlert>
        )}
        <EditControls
          page={page}
          keys={[...(loaderData.view === 'success' ? ['successTitle'] : []), outcomeKey]}
        />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        {loaderData.view === 'success' ? (
          <>
            <ManagedText page={page} name="content.successText" className="govuk-body" />
            <SummaryList
              rows={[
                {
                  key: { text: t('relatedAccount') },
                  value: { text: `${loaderData.answer.accountName} (${loaderData.answer.accountNumber})` },
                },
                ...(loaderData.answer.reference
                  ? [{ key: { text: t('reference') }, value: { text: loaderData.answer.reference } }]
                  : []),
              ]}
            />
            <EditControls page={page} keys={['relatedAccount', 'reference']} />
          </>
        ) : null}
        <a
          className="govuk-button"
          href="/accounts/list"
          role="button"
          draggable="false"
          data-module="govuk-button"
        >
          {t('accounts')}
        </a>
        <EditControls page={page} keys={['accounts']} />
      </div>
    </div>
  );
}
