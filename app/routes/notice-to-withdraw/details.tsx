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
import { NOTICE_DETAILS_DEFAULTS, NOTICE_DETAILS_TAG } from '#shared/messages/money-movements.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { endJourney, newSubmissionKey, startJourney } from '../../lib/journey.server.ts';
import { journeyFor, loadNoticeAccount, noticeJourney, noticeTerms } from './notice-to-withdraw.server.ts';
import { withdrawalDateText } from './pending-notices.server.ts';

// /notice-to-withdraw/create/{id}, step 1 Withdrawal Details (spec 3 §2, §5; SPEC3-NOTES NOTICE-02, NOTICE-03,
// NOTICE-06): the notice period and the withdrawal date, where the money goes and the most notice can be given on
// are said before the form; amount and reference, or 'I wish to close my account' — the withdrawal form's rules.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const chosen = new URL(request.url).searchParams.get('account');
  if (chosen !== null && chosen !== params.id) {
    // The selector: another account starts the journey again (its id is checked by its own page).
    endJourney(ctx, noticeJourney);
    throw redirect(noticeJourney.path('details', encodeURIComponent(chosen)));
  }
  const { account, money, options } = await loadNoticeAccount(ctx, params.id);
  const { days, withdrawalDate } = noticeTerms(ctx, account);
  const state = journeyFor(ctx, money.id);
  // Back from the review ('Change') keeps what was entered; after a notice has been given the form starts empty.
  const values = state && state.stage !== 'done' ? state.data.values : {};
  if (state?.stage === 'done') endJourney(ctx, noticeJourney);
  const page = await managedPage(
    ctx,
    NOTICE_DETAILS_TAG,
    NOTICE_DETAILS_DEFAULTS,
    noticeJourney.path('details', money.id),
  );
  return {
    page,
    csrfToken: ctx.csrfToken(),
    money,
    options,
    values,
    noticePeriod: days,
    withdrawalDate: withdrawalDateText(withdrawalDate),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account, money } = await loadNoticeAccount(ctx, params.id);
  const input = formDataToObject(await request.formData());
  const result = validateForm(withdrawalSchema(money.allowance), input);
  if (!result.ok) return data<FormFailure>({ errors: result.errors, values: result.values }, { status: 400 });
  const values: Record<string, string> = result.data.closeAccount
    ? { closeAccount: 'yes' }
    : { amount: String(input.amount ?? '').trim(), reference: result.data.reference };
  const { withdrawalDate } = noticeTerms(ctx, account);
  const state = startJourney(ctx, noticeJourney, money.id, { ...result.data, values, withdrawalDate });
  state.stage = 'review';
  state.submissionKey = newSubmissionKey();
  return seeOther(noticeJourney.path('review', money.id));
}

export default function NoticeDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { money, options, csrfToken, noticePeriod, withdrawalDate, page } = loaderData;
  const t = contentOf(page);
  const failure = actionData ?? undefined;
  const values = failure?.values ?? loaderData.values;
  const form = useWithdrawalForm(money.allowance, failure, values);
  const { summary } = form;
  const action = `/notice-to-withdraw/create/${money.id}`;
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
            testId="notice-facts"
            facts={[
              { key: 'factFrom', value: `${money.name} (${money.number})` },
              {
                key: 'factPeriod',
                value: fillIn(t('periodValue'), { days: noticePeriod }),
                testId: 'notice-period',
              },
              { key: 'factDate', value: withdrawalDate, testId: 'withdrawal-date' },
              { key: 'factTo', value: money.nominated ?? t('noNominated'), testId: 'nominated-account' },
              { key: 'factAllowance', value: money.allowanceText, testId: 'allowance' },
            ]}
            editKeys={['periodValue', 'noNominated', 'explanation', 'onlyNominated']}
          />
          <p className="govuk-body">
            {fillIn(t('explanation'), { date: withdrawalDate, days: noticePeriod })} {t('onlyNominated')}
          </p>
          <WithdrawalForm
            action={action}
            csrfToken={csrfToken}
            allowanceText={money.allowanceText}
            values={values}
            closeHint={fillIn(t('closeHint'), { date: withdrawalDate })}
            state={form}
            page={page}
            cancelHref={`/notice-to-withdraw/${money.id}`}
          />
        </div>
      </div>
    </ManagedErrors>
  );
}
