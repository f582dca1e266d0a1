import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { SupportContact } from './support.tsx';

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
