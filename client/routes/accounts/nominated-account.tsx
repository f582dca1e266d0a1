import type { Route } from './+types/nominated-account.ts';
import { Button, SummaryList } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { findAccount } from './accounts.server.ts';
import { accountName } from './details/account-rules.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /accounts/nominated-account/{hex key} (spec 2 §2 "Nominated account page"): the external account the savings
// account pays out to, from its NominatedAccountNumber and NominatedSortCode. Changing it is done by message.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { account } = await findAccount(app(context), params.id);
  const extended = account.ExtendedProperties;
  return {
    name: accountName(account),
    number: account.AccountNumber,
    nominated:
      extended?.NominatedAccountNumber && extended.NominatedSortCode
        ? { number: extended.NominatedAccountNumber, sortCode: extended.NominatedSortCode }
        : null,
  };
}

export default function NominatedAccount({ loaderData }: Route.ComponentProps) {
  const { name, number, nominated } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Your nominated account" />
        <h1 className="govuk-heading-l">
          <span className="govuk-caption-l">
            {name} ({number})
          </span>
          Your nominated account
        </h1>
        {nominated ? (
          <>
            <p className="govuk-body">Withdrawals from this account are paid into your nominated account:</p>
            <SummaryList
              rows={[
                { key: { text: 'Account number' }, value: { text: nominated.number } },
                { key: { text: 'Sort code' }, value: { text: nominated.sortCode } },
              ]}
            />
          </>
        ) : (
          <p className="govuk-body">We do not hold a nominated account for this account.</p>
        )}
        <p className="govuk-body">
          To change your nominated account, please{' '}
          <a className="govuk-link" href="/messaging-twoway/">
            send us a message
          </a>
          .
        </p>
        <Button text="Back To Accounts" href="/" />
      </div>
    </div>
  );
}
