import type { Route } from './+types/confirmation.ts';
import { formatMoney } from '#shared/domain/money.ts';
import {
  PAY_INTO_ACCOUNT_CONFIRMATION_DEFAULTS,
  PAY_INTO_ACCOUNT_CONFIRMATION_TAG,
} from '#shared/messages/card-payment.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { resultPage } from '../../lib/result-page.server.ts';
import { fillIn } from '#shared/content/managed.ts';

import { BeingProcessed, OutcomeUnknown, resultMeta } from '../../components/money/processing.tsx';
import { ConfirmationEnd, MovementPanel } from '../../components/money/movement-steps.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { loadCardAccount } from './card-account.server.ts';
import { cardConfirmation } from './card-journey.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** A result page served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /{type}-servicing/pay-into-account/{id}/confirmation?key=… step 4 (spec 3 §2, §4.3, §8 'Payment completed
// successfully'; docs/money-journeys.md, Result pages): the payment's outcome read back from the submission store
// by its key — made (with the bank's PaymentReference), still being processed (this page reloads itself), or
// unknown. A payment that needs 3-D Secure, or was refused, sends the customer to the step it is at.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { card } = await loadCardAccount(ctx, request, params.id);
  return resultPage(
    ctx,
    request,
    { tag: PAY_INTO_ACCOUNT_CONFIRMATION_TAG, defaults: PAY_INTO_ACCOUNT_CONFIRMATION_DEFAULTS },
    (key) => cardConfirmation(ctx, card, key),
  );
}

export const meta = resultMeta;

export default function PayIntoAccountConfirmation({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = contentOf(page);
  if (loaderData.view === 'processing') return <BeingProcessed page={page} />;
  if (loaderData.view === 'unknown') return <OutcomeUnknown page={page} />;
  const { answer } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <MovementPanel
          page={page}
          title={t('title')}
          pageTitle={t('pageTitle')}
          reference={{ label: t('reference'), value: answer.reference, testId: 'payment-reference' }}
        />
        <p className="govuk-body" data-testid="payment-summary">
          {fillIn(t('summary'), {
            amount: formatMoney(answer.amount, answer.currency),
            account: `${answer.accountName} (${answer.accountNumber})`,
            last4: answer.last4,
          })}
        </p>
        <ManagedText
          page={page}
          name={answer.type === 'loan' ? 'content.loanBalance' : 'content.savingsBalance'}
          className="govuk-body"
        />
        <ConfirmationEnd page={page} />
        <EditControls page={page} keys={['pageTitle', 'title', 'reference', 'summary', 'back']} />
      </div>
    </div>
  );
}
