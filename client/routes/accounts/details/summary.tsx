import type { Route } from './+types/summary.ts';
import { accountDetailsMessages } from '#shared/messages/account-details.ts';
import { SummaryList, WarningText } from '../../../components/govuk/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { app } from '../../../lib/route-helpers.server.ts';
import { EASY_ACCESS, NOTICE_ACCOUNT, summaryRows } from './account-rules.ts';
import { AccountDetailsFrame, accountPageTitle, frameHasErrors } from './frame.tsx';
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

export default function AccountSummary({ loaderData }: Route.ComponentProps) {
  const { frame, rows } = loaderData;
  return (
    <>
      <PageTitle page={accountPageTitle(frame, 'summary')} hasErrors={frameHasErrors(frame)} />
      <AccountDetailsFrame frame={frame} tab="summary">
        <h2 className="govuk-heading-m">Summary</h2>
        {rows ? (
          <SummaryList rows={rows.map((row) => ({ key: { text: row.key }, value: { text: row.value } }))} />
        ) : (
          <WarningText text={accountDetailsMessages.notSupported(frame.view.productType)} />
        )}
      </AccountDetailsFrame>
    </>
  );
}
