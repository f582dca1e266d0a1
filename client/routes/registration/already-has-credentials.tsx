import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * spec 1 §2 /registration/alreadyhascredentials (Status AlreadyActive, or the activation check Registered): 'Sign in'
 * to /sign-in, 'I forgot my details' to /forgotten-username.
 */
export default function RegistrationAlreadyHasCredentials() {
  return (
    <>
      <PageTitle page="You are already registered" />
      <h1 className="govuk-heading-l">You are already registered</h1>
      <p className="govuk-body">
        You already have a username, password and memorable number for online banking.
      </p>
      <div className="govuk-button-group">
        <Button href="/sign-in">Sign in</Button>
        <a className="govuk-link" href="/forgotten-username">
          I forgot my details
        </a>
      </div>
    </>
  );
}
