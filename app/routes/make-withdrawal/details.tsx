import { data, redirect } from 'react-router';
import type { Route } from './+types/details.ts';
import { withdrawalSchema } from '#shared/forms/withdrawal.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import type { FormFailure } from '../../components/forms/use-validated-form.tsx';
import { useWithdrawalForm, WithdrawalForm } from '../../components/money/withdrawal-form.tsx';
import { MovementHead } from '../../components/money/movement-steps.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedErrors } from '../../components/managed-errors.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { MAKE_WITHDRAWAL_DEFAULTS, MAKE_WITHDRAWAL_TAG } from '#shared/messages/money-movements.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { endJourney, newSubmissionKey, startJourney } from '../../lib/journey.server.ts';
import {
  journeyFor,
  loadWithdrawalAccount,
  paidOn,
  paidOnText,
  withdrawalJourney,
} from './make-withdrawal.server.ts';

// /make-withdrawal/{id}, step 1 Withdrawal Details (spec 3 §2, §5): where the money goes and the most that can be
// taken are said before the form; amount and reference, or 'I wish to close my account'.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const chosen = new URL(request.url).searchParams.get('account');
  if (chosen !== null && chosen !== params.id) {
    // The selector: another account starts the journey again (its id is checked by its own page).
    endJourney(ctx, withdrawalJourney);
    throw redirect(`/make-withdrawal/${encodeURIComponent(chosen)}`);
  }
  const { money, options } = await loadWithdrawalAccount(ctx, params.id);
  const state = journeyFor(ctx, money.id);
  // Back from the review ('Change') keeps what was entered; after a finished withdrawal the form starts empty.
  const values = state && state.stage !== 'done' ? state.data.values : {};
  if (state?.stage === 'done') endJourney(ctx, withdrawalJourney);
  const page = await managedPage(
    ctx,
    MAKE_WITHDRAWAL_TAG,
    MAKE_WITHDRAWAL_DEFAULTS,
    `/make-withdrawal/${money.id}`,
  );
  return { csrfToken: ctx.csrfToken(), money, options, values, paidOn: paidOnText(paidOn(ctx)), page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { money } = await loadWithdrawalAccount(ctx, params.id);
  const input = formDataToObject(await request.formData());
  const result = validateForm(withdrawalSchema(money.allowance), input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const values: Record<string, string> = result.data.closeAccount
    ? { closeAccount: 'yes' }
    : { amount: String(input.amount ?? '').trim(), reference: result.data.reference };
  const state = startJourney(ctx, withdrawalJourney, money.id, { ...result.data, values });
  state.stage = 'review';
  state.submissionKey = newSubmissionKey();
  return seeOther(withdrawalJourney.path('review', money.id));
}

export default function WithdrawalDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { money, options, csrfToken, page } = loaderData;
  const t = contentOf(page);
  const failure = actionData ?? undefined;
  const values = failure?.values ?? loaderData.values;
  const form = useWithdrawalForm(money.allowance, failure, values);
  const { summary } = form;
  const action = `/make-withdrawal/${money.id}`;
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={t('title')} hasErrors={summary.length > 0} />
          <FormErrorSummary errors={summary} />
          <MovementHead
            page={page}
            action={action}
            options={options}
            selected={money.id}
            testId="withdrawal-facts"
            facts={[
              { key: 'factFrom', value: `${money.name} (${money.number})` },
              { key: 'factTo', value: money.nominated ?? t('noNominated'), testId: 'nominated-account' },
              { key: 'factAllowance', value: money.allowanceText, testId: 'allowance' },
            ]}
            editKeys={['noNominated', 'arrives']}
          />
          <p className="govuk-body">{fillIn(t('arrives'), { paidOn: loaderData.paidOn })}</p>
          <WithdrawalForm
            action={action}
            csrfToken={csrfToken}
            allowanceText={money.allowanceText}
            values={values}
            closeHint={t('closeHint')}
            state={form}
            page={page}
            cancelHref="/accounts/list"
          />
        </div>
      </div>
    </ManagedErrors>
  );
}
