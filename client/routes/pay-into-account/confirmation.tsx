import type { Route } from './+types/confirmation.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { cardJourneyMessages, cardOutcomeMessages } from '#shared/messages/card-payment.ts';
import { Panel } from '../../components/govuk/index.ts';
import { BeingProcessed, OutcomeUnknown, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { cardConfirmation, loadCardAccount } from './pay-into-account.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /{type}-servicing/pay-into-account/{id}/confirmation?key=… step 4 (spec 3 §2, §4.3, §8 'Payment completed
// successfully'; SPEC3-NOTES SAFE-03, SAFE-07, SAFE-09): the payment's outcome read back from the submission store
// by its key — made (with the bank's PaymentReference), still being processed (this page reloads itself), or
// unknown. A payment that needs 3-D Secure, or was refused, sends the customer to the step it is at.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { card } = await loadCardAccount(ctx, request, params.id);
  return cardConfirmation(ctx, card, new URL(request.url).searchParams.get('key'));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function PayIntoAccountConfirmation({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="payment" />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown what="payment" />;
  const { answer } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={`${cardOutcomeMessages.Completed} - ${cardJourneyMessages.title}`} />
        <span className="govuk-caption-l">Step 4 of 4: Confirmation</span>
        <Panel titleText={cardOutcomeMessages.Completed}>
          {answer.reference ? (
            <>
              Your payment reference
              <br />
              <strong data-testid="payment-reference">{answer.reference}</strong>
            </>
          ) : null}
        </Panel>
        <p className="govuk-body" data-testid="payment-summary">
          You paid {formatMoney(answer.amount, answer.currency)} into {answer.accountName} (
          {answer.accountNumber}) from your card ending {answer.last4}.
        </p>
        <p className="govuk-body">
          {answer.type === 'loan'
            ? 'It reduces what you owe on the loan. Your balance will show it shortly.'
            : 'It will show in your balance shortly.'}
        </p>
        <p className="govuk-body">
          Keep your payment reference. If you have a question, send us a message or call us Monday to Friday
          9am to 5pm, excluding bank holidays.
        </p>
        <a className="govuk-button" href="/accounts/list">
          Back to your accounts
        </a>
      </div>
    </div>
  );
}
