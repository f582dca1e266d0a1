import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** The identity provider answered with an error (spec 2 §2 /signin-oidc). */
export default function ProviderError() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Sign-in was not completed" />
        <h1 className="govuk-heading-l">Sign-in was not completed</h1>
        <p className="govuk-body">
          We could not sign you in with our secure sign-in service. You have not been signed in.
        </p>
        <p className="govuk-body">
          Please try again. If this keeps happening, you can sign in with your memorable number instead.
        </p>
        <Button href="/mgr-sign-in">Try again</Button>
        <p className="govuk-body">
          <a className="govuk-link" href="/sign-in/step-1">
            Sign in with your memorable number
          </a>
        </p>
      </div>
    </div>
  );
}
