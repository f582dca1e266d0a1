import type { Route } from './+types/select-accounts-test.ts';
import { SELECT_ACCOUNTS_TEST_DEFAULTS, SELECT_ACCOUNTS_TEST_TAG } from '#shared/messages/message-widget.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { RelatedAccountSelect } from './account-select.tsx';
import { widgetAccounts } from './message-widget.server.ts';

// /select-accounts-test (spec 1 §2): a test page showing only the widget's account select, with the signed-in
// customer's accounts. Its texts are managed content, tag 'select-accounts-test' (decision 035).

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [{ options }, page] = await Promise.all([
    widgetAccounts(ctx),
    managedPage(ctx, SELECT_ACCOUNTS_TEST_TAG, SELECT_ACCOUNTS_TEST_DEFAULTS, '/select-accounts-test'),
  ]);
  return { options, page };
}

export default function SelectAccountsTest({ loaderData }: Route.ComponentProps) {
  const { options, page } = loaderData;
  const c = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={c('title')} />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <RelatedAccountSelect options={options} label={c('accountLabel')} placeholder={c('selectAccount')} />
        <EditControls page={page} keys={['accountLabel', 'selectAccount']} />
      </div>
    </div>
  );
}
