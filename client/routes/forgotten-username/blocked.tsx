import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { SupportContact } from '../registration/support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /forgotten-username/blocked: Status Blocked or NonSignatory (spec 1 §4 "Forgotten username"). */
export default function ForgottenUsernameBlocked() {
  const { bankHomeUrl } = useRootData();
  return (
    <>
      <PageTitle page="Access denied" />
      <h1 className="govuk-heading-l">Access denied</h1>
      <p className="govuk-body">
        We cannot give you your username online. Access to your account was denied for security reasons.
      </p>
      <SupportContact hours="blocked" />
      <p className="govuk-body">
        <a className="govuk-link" href={bankHomeUrl}>
          Home
        </a>
      </p>
    </>
  );
}
