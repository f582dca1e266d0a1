import type { Route } from './+types/nominated-account.ts';
import { Button, SummaryList } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { accountName, findAccount } from '../../lib/accounts.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { NOMINATED_ACCOUNT_DEFAULTS, NOMINATED_ACCOUNT_TAG } from '#shared/messages/account-details.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /accounts/nominated-account/{hex key} (spec 2 §2 "Nominated account page"): the external account the savings
// account pays out to, from its NominatedAccountNumber and NominatedSortCode. Changing it is done by message.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account } = await findAccount(ctx, params.id);
  const extended = account.ExtendedProperties;
  const page = await managedPage(
    ctx,
    NOMINATED_ACCOUNT_TAG,
    NOMINATED_ACCOUNT_DEFAULTS,
    `/accounts/nominated-account/${params.id ?? ''}`,
  );
  return {
    page,
    name: accountName(account),
    number: account.AccountNumber,
    nominated:
      extended?.NominatedAccountNumber && extended.NominatedSortCode
        ? { number: extended.NominatedAccountNumber, sortCode: extended.NominatedSortCode }
        : null,
  };
}

export default function NominatedAccount({ loaderData }: Route.ComponentProps) {
  const { name, number, nominated, page } = loaderData;
  const t = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={t('title')} />
        <h1 className="govuk-heading-l">
          <span className="govuk-caption-l">
            {name} ({number})
          </span>
          {t('title')}
        </h1>
        <EditControls page={page} keys={['title']} />
        {nominated ? (
          <>
            <ManagedText page={page} name="content.paidInto" className="govuk-body" />
            <SummaryList
              rows={[
                { key: { text: t('accountNumber') }, value: { text: nominated.number } },
                { key: { text: t('sortCode') }, value: { text: nominated.sortCode } },
              ]}
            />
            <EditControls page={page} keys={['accountNumber', 'sortCode']} />
          </>
        ) : (
          <ManagedText page={page} name="content.noneHeld" className="govuk-body" />
        )}
        <p className="govuk-body">
          {t('change')}{' '}
          <a className="govuk-link" href="/messaging-twoway/">
            {t('changeLink')}
          </a>
          .
        </p>
        <Button text={t('back')} href="/" />
        <EditControls page={page} keys={['change', 'changeLink', 'back']} />
      </div>
    </div>
  );
}
