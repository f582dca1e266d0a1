import { redirect } from 'react-router';
import type { Route } from './+types/list.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { Button, Table } from '../../components/govuk/index.ts';
import { AccountSelector } from '../../components/money/account-selector.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { cancelPath } from './cancel-notice.server.ts';
import { fetchPendingNotices, loadNoticeAccount } from './notice-to-withdraw.server.ts';
import { noticeAmountText, noticePeriodDays } from './pending-notices.ts';

// /notice-to-withdraw/{id} (spec 3 §2 "Notice to withdraw"; SPEC3-NOTES NOTICE-04, NOTICE-07): the account's pending
// notices in a table, soonest first, each with 'Cancel notice' only where the bank marks it cancellable (and saying
// so where it does not); 'Create a new notice' and 'Cancel'. The selector offers only the active notice accounts.

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
      date: notice.date === null ? 'Not available' : formatDate(notice.date, 'DD MMM YYYY'),
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
      </div>
      <div className="govuk-grid-column-full">
        {notices.length === 0 ? (
          <p className="govuk-body" data-testid="no-notices">
            You have no pending notices on this account.
          </p>
        ) : (
          <Table
            caption="Your pending notices"
            captionClasses="govuk-table__caption--m"
            attributes={{ 'data-testid': 'pending-notices' }}
            head={[
              { text: 'Withdrawal date' },
              { text: 'Amount' },
              { text: 'Reference' },
              { text: <span className="govuk-visually-hidden">Action</span> },
            ]}
            rows={notices.map((notice) => [
              { text: notice.date },
              { text: notice.amount },
              { text: notice.reference || 'None' },
              {
                text: notice.cancel ? (
                  <a className="govuk-link" href={notice.cancel}>
                    Cancel notice
                    <span className="govuk-visually-hidden">{` of ${notice.amount} due ${notice.date}`}</span>
                  </a>
                ) : (
                  'Cannot be cancelled'
                ),
              },
            ])}
          />
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
