import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /update-organisation-details/success (spec 1 §2 lists it; spec 1 §3 makes the details read-only): nothing is
// submitted online, so this result says so and where a change is asked for — by a secure message — rather than
// confirming something that did not happen.

export default function OrganisationDetailsResult() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Changes to your organisation details" />
        <h1 className="govuk-heading-l">Changes to your organisation details</h1>
        <p className="govuk-body" data-testid="organisation-result">
          Nothing has been changed. Your organisation details cannot be changed online.
        </p>
        <p className="govuk-body">
          To tell us about a change, send us a message. We will reply within 2 working days.
        </p>
        <div className="govuk-button-group">
          <a className="govuk-button" href="/messaging-twoway/new">
            Send us a message
          </a>
          <a className="govuk-link" href="/update-organisation-details/retrieve">
            View your organisation details
          </a>
        </div>
        <p className="govuk-body">
          <a className="govuk-link" href="/accounts">
            Back to Accounts
          </a>
        </p>
      </div>
    </div>
  );
}
