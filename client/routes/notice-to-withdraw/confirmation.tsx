import type { Route } from './+types/confirmation.ts';
import { Panel } from '../../components/govuk/index.ts';
import { BeingProcessed, OutcomeUnknown, processingRefreshMeta } from '../../components/money/processing.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { noticeConfirmation } from './notice-to-withdraw.server.ts';
import { noticeAmountText, withdrawalDateText } from './pending-notices.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/create/{id}/confirmation?key=… step 3 (spec 3 §2, §4; SPEC3-NOTES SAFE-03, SAFE-07, SAFE-09,
// NOTICE-03): the notice's outcome read back from the submission store — given, still being processed (this page
// reloads itself every 2 seconds, with or without JavaScript), or unknown. The final button goes to /accounts/list.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key');
  const view = await noticeConfirmation(app(context), params.id, key);
  if (view.view !== 'success') return view;
  const { answer } = view;
  return {
    view: 'success',
    answer,
    amount: noticeAmountText(answer),
    withdrawalDate: withdrawalDateText(answer.withdrawalDate),
  } as const;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

export default function NoticeConfirmation({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'processing') return <BeingProcessed what="notice" />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown what="notice" />;
  const { answer, amount, withdrawalDate } = loaderData;
  const what = answer.closeAccount ? 'Notice to close your account given' : 'Notice to withdraw given';
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
              <strong data-testid="notice-reference">{answer.transactionId}</strong>
            </>
          ) : null}
        </Panel>
        <h2 className="govuk-heading-m">What happens next</h2>
        <p className="govuk-body" data-testid="notice-summary">
          {answer.closeAccount
            ? `On ${withdrawalDate} we will send the whole balance of ${answer.accountName} (${answer.accountNumber}), with any interest, to your nominated account and then close the account.`
            : `On ${withdrawalDate} we will send ${amount} from ${answer.accountName} (${answer.accountNumber}) to your nominated account.`}
        </p>
        {answer.nominated ? <p className="govuk-body">Nominated account: {answer.nominated}.</p> : null}
        {answer.reference ? <p className="govuk-body">Reference: {answer.reference}</p> : null}
        <p className="govuk-body">
          Until then the notice is listed with{' '}
          <a className="govuk-link" href={`/notice-to-withdraw/${answer.accountId}`}>
            your notices for this account
          </a>
          . If you change your mind, you can cancel it there when the bank allows it.
        </p>
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
