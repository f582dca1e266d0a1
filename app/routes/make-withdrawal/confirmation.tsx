import type { Route } from './+types/confirmation.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { BeingProcessed, OutcomeUnknown, resultMeta } from '../../components/money/processing.tsx';
import { ConfirmationEnd, MovementPanel } from '../../components/money/movement-steps.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { withdrawalConfirmation } from './make-withdrawal.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { resultPage } from '../../lib/result-page.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import {
  MAKE_WITHDRAWAL_CONFIRMATION_DEFAULTS,
  MAKE_WITHDRAWAL_CONFIRMATION_TAG,
} from '#shared/messages/money-movements.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /make-withdrawal/{id}/confirmation?key=… step 3 (spec 3 §2, §4; docs/money-journeys.md, Result pages): the
// withdrawal's outcome read back from the submission store — made, still being processed (this page reloads itself
// every 2 seconds, with or without JavaScript), or unknown. The final button goes to /accounts/list.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  return resultPage(
    ctx,
    request,
    { tag: MAKE_WITHDRAWAL_CONFIRMATION_TAG, defaults: MAKE_WITHDRAWAL_CONFIRMATION_DEFAULTS },
    (key) => withdrawalConfirmation(ctx, params.id, key),
  );
}

export const meta = resultMeta;

export default function WithdrawalConfirmation({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown page={page} />;
  const { answer } = loaderData;
  const what = t(answer.closeAccount ? 'titleClosure' : 'title');
  const account = `${answer.accountName} (${answer.accountNumber})`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <MovementPanel
          page={page}
          title={what}
          reference={{
            label: t('referenceNumber'),
            value: answer.transactionId,
            testId: 'withdrawal-reference',
          }}
        />
        <p className="govuk-body" data-testid="withdrawal-summary">
          {answer.closeAccount
            ? fillIn(t('summaryClosure'), { account })
            : fillIn(t('summary'), { amount: formatMoney(answer.amount ?? 0, answer.currency), account })}
        </p>
        {answer.nominated ? (
          <p className="govuk-body">{fillIn(t('nominated'), { nominated: answer.nominated })}</p>
        ) : null}
        <p className="govuk-body" data-testid="withdrawal-when">
          {fillIn(t('when'), { date: formatDate(answer.paidOn, 'Do MMMM YYYY') })}
        </p>
        {answer.reference ? (
          <p className="govuk-body">{fillIn(t('reference'), { reference: answer.reference })}</p>
        ) : null}
        <ConfirmationEnd page={page} />
        <EditControls
          page={page}
          keys={[
            answer.closeAccount ? 'titleClosure' : 'title',
            'referenceNumber',
            answer.closeAccount ? 'summaryClosure' : 'summary',
            'nominated',
            'when',
            'reference',
            'back',
          ]}
        />
      </div>
    </div>
  );
}
