import { shortApplyMessages } from '#shared/messages/short-apply.ts';
import { Panel, WarningText } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';

// The success page (spec 3 §2 "Success screen"; SPEC3-NOTES APPLY-08, SAFE-09): 'Application for {product}', the
// thank-you text, the reference, what happens next — fund the account from the nominated account, using only the
// bank's own payment details — and 'Back to my accounts'. A full page load, so it starts at the top.
export function ApplicationSubmitted({
  productName,
  reference,
}: {
  productName: string;
  reference: string | null;
}) {
  const { bankName } = useRootData();
  const title = `Application for ${productName}`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} />
        <Panel titleText={title}>
          {reference ? (
            <>
              Your application reference
              <br />
              <strong data-testid="application-reference">{reference}</strong>
            </>
          ) : null}
        </Panel>
        <p className="govuk-body">{shortApplyMessages.submitted}</p>
        <p className="govuk-body">Keep your reference: quote it if you contact us about this application.</p>
        <h2 className="govuk-heading-m">What happens next</h2>
        <p className="govuk-body" data-testid="funding-note">
          We will check your application and write to you with the new account’s details. Pay your deposit
          into the new account from your organisation’s nominated account, using only the payment details we
          give you.
        </p>
        <WarningText>
          {bankName} will never ask you to send money to any other account. If anyone gives you different
          payment details, do not send any money and contact us straight away.
        </WarningText>
        <p className="govuk-body">
          If you have a question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank
          holidays.
        </p>
        <a className="govuk-button" href="/accounts/list">
          Back to my accounts
        </a>
      </div>
    </div>
  );
}
