import type { Route } from './+types/success.ts';
import { messageWidgetMessages } from '#shared/messages/message-widget.ts';
import { NotificationBanner, SummaryList } from '../../components/govuk/index.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { BeingProcessed, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { acknowledgement } from './message-widget.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /message-widget/message/success/?key=… (spec 3 §2 'Message widget', §8): 'Message acknowledgement' with a green
// alert on Success and a red one on Failed or any other status, read back from the submission store by the key (a
// refresh or a second tab shows the same outcome and never sends again); an Accounts button to /accounts/list.

export async function loader({ request, context }: Route.LoaderArgs) {
  return acknowledgement(app(context), new URL(request.url).searchParams.get('key'));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function MessageAcknowledgement({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="message" />;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Message acknowledgement" />
        {loaderData.view === 'success' ? (
          <NotificationBanner type="success" titleText="Success">
            <p className="govuk-notification-banner__heading" data-testid="widget-outcome">
              {messageWidgetMessages.sendSuccess}
            </p>
          </NotificationBanner>
        ) : (
          <DangerAlert testId="widget-outcome">
            {loaderData.view === 'failed'
              ? messageWidgetMessages.sendFailed
              : messageWidgetMessages.sendUnknown}
          </DangerAlert>
        )}
        <h1 className="govuk-heading-l">Message acknowledgement</h1>
        {loaderData.view === 'success' ? (
          <>
            <p className="govuk-body">{messageWidgetMessages.successText}</p>
            <SummaryList
              rows={[
                {
                  key: { text: 'Related account' },
                  value: { text: `${loaderData.answer.accountName} (${loaderData.answer.accountNumber})` },
                },
                ...(loaderData.answer.reference
                  ? [{ key: { text: 'Reference' }, value: { text: loaderData.answer.reference } }]
                  : []),
              ]}
            />
          </>
        ) : null}
        <a
          className="govuk-button"
          href="/accounts/list"
          role="button"
          draggable="false"
          data-module="govuk-button"
        >
          Accounts
        </a>
      </div>
    </div>
  );
}
