import type { Route } from './+types/select-accounts-test.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { RelatedAccountSelect } from './account-select.tsx';
import { widgetAccounts } from './message-widget.server.ts';

// /select-accounts-test (spec 1 §2): a test page showing only the widget's account select, with the signed-in
// customer's accounts.

export async function loader({ context }: Route.LoaderArgs) {
  const { options } = await widgetAccounts(app(context));
  return { options };
}

export default function SelectAccountsTest({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Select accounts test" />
        <h1 className="govuk-heading-l">Select accounts test</h1>
        <RelatedAccountSelect options={loaderData.options} />
      </div>
    </div>
  );
}
