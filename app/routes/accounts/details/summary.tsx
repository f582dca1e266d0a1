import type { Route } from './+types/summary.ts';
import { SummaryList, WarningText } from '../../../components/govuk/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { app } from '../../../lib/route-helpers.server.ts';
import { EASY_ACCESS, NOTICE_ACCOUNT } from '../../../lib/accounts.server.ts';
import { summaryRows } from './account-rules.server.ts';
import { AccountDetailsFrame, TAB_KEYS, accountPageTitle, frameHasErrors } from './frame.tsx';
import { fillIn } from '#shared/content/managed.ts';
import { NOT_AVAILABLE } from '#shared/messages/account-details.ts';
import { ManagedText } from '../../../components/managed-text.tsx';
import { EditControls } from '../../../components/managed-texts.tsx';
import { ManagedErrors } from '../../../components/managed-errors.tsx';
import { contentOf } from '../../../lib/managed-values.ts';
import { loadAccountFrame } from './frame.server.ts';
import { countPendingTransactions } from './summary.server.ts';
import { NO_HYDRATION } from '../../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /accounts/details/{hex key}: the Summary tab (spec 2 §2). A Savings account shows its rows by type; any other
// product type shows 'Account type X not supported'.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const frame = await loadAccountFrame(ctx, request, params.id, 'summary');
  if (!frame.view.supported) return { frame, rows: null };
  // Only notice and easy access accounts show a count of pending transactions.
  const kind = frame.view.brandProductType;
  const pending =
    kind === EASY_ACCESS || kind === NOTICE_ACCOUNT ? await countPendingTransactions(ctx, frame.account) : 0;
  return { frame, rows: summaryRows(frame.account, pending) };
}

const SUMMARY_ROW_KEYS: Record<string, string> = {
  Balance: 'rowBalance',
  Rate: 'rowRate',
  'Interest Date': 'rowInterestDate',
  'Statement method': 'rowStatementMethod',
  'Notice period (days)': 'rowNoticePeriod',
  'Notices on account': 'rowNotices',
  'Pending withdrawal': 'rowPendingWithdrawal',
  'Maturity date': 'rowMaturityDate',
};

export default function AccountSummary({ loaderData }: Route.ComponentProps) {
  const { frame, rows } = loaderData;
  const { page } = frame;
  const t = contentOf(page);
  // The rules name each row by its default text; the page shows the row's managed text.
  const rowKey = (key: string) => SUMMARY_ROW_KEYS[key];
  return (
    <ManagedErrors page={page}>
      <PageTitle page={accountPageTitle(frame, 'summary')} hasErrors={frameHasErrors(frame)} />
      <AccountDetailsFrame frame={frame} tab="summary">
        <ManagedText page={page} name={`content.${TAB_KEYS.summary}`} as="h2" className="govuk-heading-m" />
        {rows ? (
          <>
            <SummaryList
              rows={rows.map((row) => {
                const key = rowKey(row.key);
                const value = row.value === NOT_AVAILABLE ? t('notAvailable') : row.value;
                return { key: { text: key ? t(key) : row.key }, value: { text: value } };
              })}
            />
            <EditControls
              page={page}
              keys={[
                ...rows.map((row) => rowKey(row.key)).filter((key): key is string => key !== undefined),
                ...(rows.some((row) => row.value === NOT_AVAILABLE) ? ['notAvailable'] : []),
              ]}
            />
          </>
        ) : (
          <>
            <WarningText text={fillIn(t('notSupported'), { type: frame.view.productType })} />
            <EditControls page={page} keys={['notSupported']} />
          </>
        )}
      </AccountDetailsFrame>
    </ManagedErrors>
  );
}
