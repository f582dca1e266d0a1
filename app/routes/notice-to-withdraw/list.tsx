import { redirect } from 'react-router';
import type { Route } from './+types/list.ts';
import { Button, SummaryList } from '../../components/govuk/index.ts';
import { AccountSelector } from '../../components/money/account-selector.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';
import { NOTICE_LIST_DEFAULTS, NOTICE_LIST_TAG } from '#shared/messages/money-movements.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { cancelPath } from './cancel-notice.server.ts';
import { fetchPendingNotices, noticeMovement } from './notice-to-withdraw.server.ts';
import { loadMovementAccount } from '../make-withdrawal/withdrawal.server.ts';
import { noticeAmountText, noticePeriodDays, withdrawalDateText } from './pending-notices.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /notice-to-withdraw/{id} (spec 3 §2 "Notice to withdraw"; docs/money-journeys.md, Notice to withdraw): the account's
// pending notices, soonest first, one summary card each (a four-column table needed 467 px at 320 px wide: WCAG 2.2 SC
// 1.4.10), each with 'Cancel notice' only where the bank marks it cancellable (and saying so where it does not);
// 'Create a new notice' and 'Cancel'. The selector offers only the active notice accounts.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const chosen = new URL(request.url).searchParams.get('account');
  // The selector: another account's notices (its id is checked by its own page).
  if (chosen !== null && chosen !== params.id)
    throw redirect(`/notice-to-withdraw/${encodeURIComponent(chosen)}`);
  const { account, money, options } = await loadMovementAccount(ctx, noticeMovement, params.id);
  const [notices, page] = await Promise.all([
    fetchPendingNotices(ctx, account, money.currency),
    managedPage(ctx, NOTICE_LIST_TAG, NOTICE_LIST_DEFAULTS, `/notice-to-withdraw/${money.id}`),
  ]);
  const t = contentOf(page);
  return {
    page,
    money,
    options,
    noticePeriod: noticePeriodDays(account),
    notices: notices.map((notice) => ({
      id: notice.id,
      title:
        notice.date === null
          ? t('noDate')
          : fillIn(t('noticeTitle'), { date: withdrawalDateText(notice.date) }),
      amount: noticeAmountText(notice),
      reference: notice.paymentReference,
      cancel: notice.cancellable && notice.id !== null ? cancelPath(money.id, notice.id) : null,
    })),
  };
}

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const { money, options, notices, noticePeriod, page } = loaderData;
  const t = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={t('title')} />
        <span className="govuk-caption-l">
          {money.name} ({money.number})
        </span>
        <h1 className="govuk-heading-l">{t('title')}</h1>
        <EditControls page={page} keys={['title', 'selectorLabel']} />
        <AccountSelector
          action={`/notice-to-withdraw/${money.id}`}
          label={t('selectorLabel')}
          options={options}
          selected={money.id}
          page={page}
        />
        <p className="govuk-body">
          {noticePeriod === null ? t('needsNotice') : fillIn(t('needsDaysNotice'), { days: noticePeriod })}{' '}
          {fillIn(t('allowance'), { allowance: money.allowanceText })}
        </p>
        <EditControls
          page={page}
          keys={[noticePeriod === null ? 'needsNotice' : 'needsDaysNotice', 'allowance']}
        />
        <ManagedText page={page} name="content.pendingHeading" as="h2" className="govuk-heading-m" />
        {notices.length === 0 ? (
          <>
            <p className="govuk-body" data-testid="no-notices">
              {t('noNotices')}
            </p>
            <EditControls page={page} keys={['noNotices']} />
          </>
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
                              text: t('cancelNotice'),
                              visuallyHiddenText: fillIn(t('cancelNoticeHidden'), { amount: notice.amount }),
                            },
                          ],
                        }
                      : undefined,
                  }}
                  rows={[
                    { key: { text: t('rowAmount') }, value: { text: notice.amount } },
                    {
                      key: { text: t('rowReference') },
                      value: { text: notice.reference || t('noReference') },
                    },
                    !notice.cancel && {
                      key: { text: t('rowCancelling') },
                      value: { text: t('notCancellable') },
                    },
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
        {notices.length > 0 ? (
          <EditControls
            page={page}
            keys={[
              'noticeTitle',
              'noDate',
              'cancelNotice',
              'cancelNoticeHidden',
              'rowAmount',
              'rowReference',
              'noReference',
              'rowCancelling',
              'notCancellable',
            ]}
          />
        ) : null}
        <div className="govuk-button-group">
          <Button href={`/notice-to-withdraw/create/${money.id}`}>{t('create')}</Button>
          <Button href="/accounts/list" classes="govuk-button--secondary">
            {t('cancel')}
          </Button>
        </div>
        <EditControls page={page} keys={['create', 'cancel']} />
      </div>
    </div>
  );
}
