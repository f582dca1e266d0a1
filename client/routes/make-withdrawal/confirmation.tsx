import type { Route } from './+types/confirmation.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { Panel } from '../../components/govuk/index.ts';
import { BeingProcessed, OutcomeUnknown, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { withdrawalConfirmation } from './make-withdrawal.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /make-withdrawal/{id}/confirmation?key=… step 3 (spec 3 §2, §4; SPEC3-NOTES SAFE-03, SAFE-07, SAFE-09): the
// withdrawal's outcome read back from the submission store — made, still being processed (this page reloads itself
// every 2 seconds, with or without JavaScript), or unknown. The final button goes to /accounts/list.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  return withdrawalConfirmation(app(context), params.id, key);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function WithdrawalConfirmation({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="withdrawal" />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown what="withdrawal" />;
  const { answer } = loaderData;
  const what = answer.closeAccount ? 'Your account closure has been requested' : 'Withdrawal confirmed';
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={what} />
        <span className="govuk-caption-l">Step 3 of 3: Confirmation</span>
        <Panel titleText={what}>
          {answer.transactionId ? (
            <>
              Your reference number
              <br />
              <strong data-testid="withdrawal-reference">{answer.transactionId}</strong>
            </>
          ) : null}
        </Panel>
        <p className="govuk-body" data-testid="withdrawal-summary">
          {answer.closeAccount
            ? `We will send the whole balance of ${answer.accountName} (${answer.accountNumber}), with any interest, to your nominated account and then close the account.`
            : `We will send ${formatMoney(answer.amount ?? 0, answer.currency)} from ${answer.accountName} (${answer.accountNumber}) to your nominated account.`}
        </p>
        {answer.nominated ? <p className="govuk-body">Nominated account: {answer.nominated}.</p> : null}
        <p className="govuk-body" data-testid="withdrawal-when">
          It will arrive on the next working day, {formatDate(answer.paidOn, 'Do MMMM YYYY')}.
        </p>
        {answer.reference ? <p className="govuk-body">Reference: {answer.reference}</p> : null}
        <p className="govuk-body">
          Keep your reference number. If you have a question, send us a message or call us Monday to Friday
          9am to 5pm, excluding bank holidays.
        </p>
        <a className="govuk-button" href="/accounts/list">
          Back to your accounts
        </a>
      </div>
    </div>
  );
}
