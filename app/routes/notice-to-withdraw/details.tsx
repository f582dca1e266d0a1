import type { Route } from './+types/details.ts';
import { WithdrawalStep } from '../../components/money/withdrawal-form.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { NOTICE_DETAILS_DEFAULTS, NOTICE_DETAILS_TAG } from '#shared/messages/money-movements.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { followAccountChoice } from '../../lib/journey.server.ts';
import { enteredValues, enterDetails, loadMovementAccount } from '../make-withdrawal/withdrawal.server.ts';
import { noticeMovement, noticeJourney, noticeTerms, type NoticeEntry } from './notice-to-withdraw.server.ts';
import { withdrawalDateText } from './pending-notices.server.ts';

// /notice-to-withdraw/create/{id}, step 1 Withdrawal Details (spec 3 §2, §5; docs/money-journeys.md, Notice to
// withdraw): the notice period and the withdrawal date, where the money goes and the most notice can be given on
// are said before the form; amount and reference, or 'I wish to close my account' — the withdrawal form's rules.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  followAccountChoice(ctx, noticeJourney, request, params.id);
  const { account, money, options } = await loadMovementAccount(ctx, noticeMovement, params.id);
  const { days, withdrawalDate } = noticeTerms(ctx, account);
  const values = enteredValues(ctx, noticeMovement, money.id);
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
  const { account, money } = await loadMovementAccount(ctx, noticeMovement, params.id);
  return enterDetails<NoticeEntry>(ctx, noticeMovement, money, request, () => ({
    withdrawalDate: noticeTerms(ctx, account).withdrawalDate,
  }));
}

export default function NoticeDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { money, noticePeriod, withdrawalDate, page } = loaderData;
  const t = contentOf(page);
  return (
    <WithdrawalStep
      step={loaderData}
      failure={actionData ?? undefined}
      action={`/notice-to-withdraw/create/${money.id}`}
      factsTestId="notice-facts"
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
      closeHint={fillIn(t('closeHint'), { date: withdrawalDate })}
      cancelHref={`/notice-to-withdraw/${money.id}`}
    >
      <p className="govuk-body">
        {fillIn(t('explanation'), { date: withdrawalDate, days: noticePeriod })} {t('onlyNominated')}
      </p>
    </WithdrawalStep>
  );
}
