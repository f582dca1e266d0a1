import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /sign-in/blocked: access denied, call-centre contact, Home button to /. */
export default function SignInBlocked() {
  const { supportPhone } = useRootData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Access denied" />
        <h1 className="govuk-heading-l">Access denied</h1>
        <p className="govuk-body">Access to your account was denied for security reasons.</p>
        <p className="govuk-body">
          Please call us on <strong>{supportPhone}</strong>.
        </p>
        <p className="govuk-body">Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.</p>
        <p className="govuk-body">Calls are charged at the caller&apos;s standard mobile operator rate.</p>
        <Button href="/">Home</Button>
      </div>
    </div>
  );
}
