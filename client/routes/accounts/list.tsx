import type { Route } from './+types/list.ts';
import { accountKeyToHex, accountsResponseSchema } from '#shared/api/accounts.ts';
import { formatMoney, tryToPence } from '#shared/domain/money.ts';
import { app, expectOk } from '../../lib/route-helpers.server.ts';
import { PageTitle } from '../../components/page-title.tsx';

export type AccountSummary = {
  id: string;
  name: string;
  number: string;
  sortCode: string;
  balance: string | null;
  status: string;
};

/** The accounts-list call is not shown in the spec; the sandbox answers POST accounts v3.0/accounts. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const response = await expectOk(
    ctx,
    await ctx.upstream({ path: '/accounts/v3.0/accounts', body: {}, schema: accountsResponseSchema }),
  );
  const accounts: AccountSummary[] = (response.Accounts ?? []).map((account) => {
    const pence = account.Balance == null ? null : tryToPence(account.Balance);
    return {
      id: accountKeyToHex(account.AccountKey.Key),
      name: account.AccountName ?? 'Savings account',
      number: account.AccountNumber,
      sortCode: account.SortCode ?? '',
      balance: pence === null ? null : formatMoney(pence, account.CurrencyCode ?? 'GBP'),
      status: account.AccountStatus ?? 'Active',
    };
  });
  return { accounts };
}

export default function AccountsList({ loaderData }: Route.ComponentProps) {
  const { accounts } = loaderData;
  return (
    <>
      <PageTitle page="Accounts" />
      <h1 className="govuk-heading-l">Accounts</h1>
      {accounts.length === 0 ? (
        <p className="govuk-body">There are no Active accounts to view</p>
      ) : (
        <ul className="govuk-list app-account-list">
          {accounts.map((account) => (
            <li key={account.id} className="app-account-card">
              <h2 className="govuk-heading-m">{account.name}</h2>
              <dl className="govuk-summary-list govuk-summary-list--no-border">
                <div className="govuk-summary-list__row">
                  <dt className="govuk-summary-list__key">Account number</dt>
                  <dd className="govuk-summary-list__value">{account.number}</dd>
                </div>
                <div className="govuk-summary-list__row">
                  <dt className="govuk-summary-list__key">Sort code</dt>
                  <dd className="govuk-summary-list__value">{account.sortCode}</dd>
                </div>
                <div className="govuk-summary-list__row">
                  <dt className="govuk-summary-list__key">Balance</dt>
                  <dd className="govuk-summary-list__value">{account.balance ?? 'Not available'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
