import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/blocked: registration Status Blocked, or credential setup Blocked. */
export default function RegistrationBlocked() {
  const { bankHomeUrl } = useRootData();
  return (
    <>
      <PageTitle page="Registration blocked" />
      <h1 className="govuk-heading-l">Registration blocked</h1>
      <p className="govuk-body">Access to your account was denied for security reasons.</p>
      <SupportContact hours="blocked" />
      <p className="govuk-body">
        <a className="govuk-link" href={bankHomeUrl}>
          Home
        </a>
      </p>
    </>
  );
}
