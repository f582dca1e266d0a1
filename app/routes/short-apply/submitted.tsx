import { fillIn, type ManagedPage } from '#shared/content/managed.ts';
import { Panel, WarningText } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { contentOf } from '../../lib/managed-values.ts';

// The success page (spec 3 §2 "Success screen"; docs/money-journeys.md, Result pages, Short application): 'Application
// for {product}', the thank-you text, the reference, what happens next — fund the account from the nominated account,
// using only the bank's own payment details — and the spec's two 'Back to my accounts' links, to /accounts/list and
// to /accounts. A full page load, so it starts at the top.
// Managed texts: tag 'short-apply' (decision 038).
export function ApplicationSubmitted({
  productName,
  reference,
  page,
}: {
  productName: string;
  reference: string | null;
  page: ManagedPage;
}) {
  const { bankName } = useRootData();
  const v = contentOf(page);
  const title = fillIn(v('submittedTitle'), { product: productName });
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={fillIn(v('submittedPageTitle'), { product: productName })} />
        <Panel titleText={title}>
          {reference ? (
            <>
              {v('referenceLabel')}
              <br />
              <strong data-testid="application-reference">{reference}</strong>
            </>
          ) : null}
        </Panel>
        <EditControls page={page} keys={['submittedPageTitle', 'submittedTitle', 'referenceLabel']} />
        <ManagedText page={page} name="content.submitted" className="govuk-body" />
        <ManagedText page={page} name="content.keepReference" className="govuk-body" />
        <ManagedText page={page} name="content.nextHeading" as="h2" className="govuk-heading-m" />
        <p className="govuk-body" data-testid="funding-note">
          {v('fundingNote')}
        </p>
        <EditControl page={page} name="content.fundingNote" />
        <WarningText>{fillIn(v('fraudWarning'), { bankName })}</WarningText>
        <EditControl page={page} name="content.fraudWarning" />
        <ManagedText page={page} name="content.question" className="govuk-body" />
        <a className="govuk-button" href="/accounts/list">
          {v('backToAccounts')}
        </a>
        <EditControl page={page} name="content.backToAccounts" />
        <p className="govuk-body">
          <a className="govuk-link" href="/accounts" data-testid="back-to-accounts-home">
            {v('backToAccounts')}
          </a>
        </p>
      </div>
    </div>
  );
}
