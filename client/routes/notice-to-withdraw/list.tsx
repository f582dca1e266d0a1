import { redirect } from 'react-router';
import type { Route } from './+types/list.ts';
import { Button, SummaryList } from '../../components/govuk/index.ts';
import { AccountSelector } from '../../components/money/account-selector.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { cancelPath } from './cancel-notice.server.ts';
import { fetchPendingNotices, loadNoticeAccount } from './notice-to-withdraw.server.ts';
import { noticeAmountText, noticePeriodDays, withdrawalDateText } from './pending-notices.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/{id} (spec 3 §2 "Notice to withdraw"; SPEC3-NOTES NOTICE-04, NOTICE-07): the account's pending
// notices, soonest first, one summary card each (a four-column table needed 467 px at 320 px wide: WCAG 2.2 SC
// 1.4.10), each with 'Cancel notice' only where the bank marks it cancellable (and saying so where it does not);
// 'Create a new notice' and 'Cancel'. The selector offers only the active notice accounts.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const chosen = new URL(request.url).searchParams.get('account');
  // The selector: another account's notices (its id is checked by its own page).
  if (chosen !== null && chosen !== params.id)
    throw redirect(`/notice-to-withdraw/${encodeURIComponent(chosen)}`);
  const { account, money, options } = await loadNoticeAccount(ctx, params.id);
  const notices = await fetchPendingNotices(ctx, account, money.currency);
  return {
    money,
    options,
    noticePeriod: noticePeriodDays(account),
    notices: notices.map((notice) => ({
      id: notice.id,
      title:
        notice.date === null
          ? 'Withdrawal date not available'
          : `Withdrawal on ${withdrawalDateText(notice.date)}`,
      amount: noticeAmountText(notice),
      reference: notice.paymentReference,
      cancel: notice.cancellable && notice.id !== null ? cancelPath(money.id, notice.id) : null,
    })),
  };
}

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const { money, options, notices, noticePeriod } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Notice to withdraw" />
        <span className="govuk-caption-l">
          {money.name} ({money.number})
        </span>
        <h1 className="govuk-heading-l">Notice to withdraw</h1>
        <AccountSelector
          action={`/notice-to-withdraw/${money.id}`}
          label="Notice account"
          options={options}
          selected={money.id}
        />
        <p className="govuk-body">
          {noticePeriod === null
            ? 'This account needs notice before you withdraw money.'
            : `This account needs ${noticePeriod} days' notice before you withdraw money.`}{' '}
          {`You can give notice on up to ${money.allowanceText}.`}
        </p>
        <h2 className="govuk-heading-m">Your pending notices</h2>
        {notices.length === 0 ? (
          <p className="govuk-body" data-testid="no-notices">
            You have no pending notices on this account.
          </p>
        ) : (
          <ul className="govuk-list" data-testid="pending-notices">
            {notices.map((notice, index) => (
              <li key={notice.id ?? index}>
                <SummaryList
                  card={{
                    title: { text: notice.title, headingLevel: 3 },
                    actions: notice.cancel
                      ? {
                          items: [
                            {
                              href: notice.cancel,
                              text: 'Cancel notice',
                              visuallyHiddenText: `of ${notice.amount}`,
                            },
                          ],
                        }
                      : undefined,
                  }}
                  rows={[
                    { key: { text: 'Amount' }, value: { text: notice.amount } },
                    { key: { text: 'Reference' }, value: { text: notice.reference || 'None' } },
                    !notice.cancel && {
                      key: { text: 'Cancelling' },
                      value: { text: 'This notice cannot be cancelled' },
                    },
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="govuk-button-group">
          <Button href={`/notice-to-withdraw/create/${money.id}`}>Create a new notice</Button>
          <Button href="/accounts/list" classes="govuk-button--secondary">
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
