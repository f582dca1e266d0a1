import type { Route } from './+types/details.ts';
import { WithdrawalStep } from '../../components/money/withdrawal-form.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { MAKE_WITHDRAWAL_DEFAULTS, MAKE_WITHDRAWAL_TAG } from '#shared/messages/money-movements.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { followAccountChoice } from '../../lib/journey.server.ts';
import { enteredValues, enterDetails, loadMovementAccount } from './withdrawal.server.ts';
import { paidOnText, withdrawal, withdrawalJourney } from './make-withdrawal.server.ts';

// /make-withdrawal/{id}, step 1 Withdrawal Details (spec 3 §2, §5): where the money goes and the most that can be
// taken are said before the form; amount and reference, or 'I wish to close my account'.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  followAccountChoice(ctx, withdrawalJourney, request, params.id);
  const { money, options } = await loadMovementAccount(ctx, withdrawal, params.id);
  const values = enteredValues(ctx, withdrawal, money.id);
  const page = await managedPage(
    ctx,
    MAKE_WITHDRAWAL_TAG,
    MAKE_WITHDRAWAL_DEFAULTS,
    withdrawalJourney.path('details', money.id),
  );
  return { csrfToken: ctx.csrfToken(), money, options, values, paidOn: paidOnText(ctx), page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { money } = await loadMovementAccount(ctx, withdrawal, params.id);
  return enterDetails(ctx, withdrawal, money, request, () => ({}));
}

export default function WithdrawalDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { money, page } = loaderData;
  const t = contentOf(page);
  return (
    <WithdrawalStep
      step={loaderData}
      failure={actionData ?? undefined}
      action={`/make-withdrawal/${money.id}`}
      factsTestId="withdrawal-facts"
      facts={[
        { key: 'factFrom', value: `${money.name} (${money.number})` },
        { key: 'factTo', value: money.nominated ?? t('noNominated'), testId: 'nominated-account' },
        { key: 'factAllowance', value: money.allowanceText, testId: 'allowance' },
      ]}
      editKeys={['noNominated', 'arrives']}
      closeHint={t('closeHint')}
      cancelHref="/accounts/list"
    >
      <p className="govuk-body">{fillIn(t('arrives'), { paidOn: loaderData.paidOn })}</p>
    </WithdrawalStep>
  );
}
