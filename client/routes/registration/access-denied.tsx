import { PageTitle } from '../../components/page-title.tsx';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * spec 1 §2 /registration/accessdenied: the person must be a signatory of the account (CredentialErrors NonSignatory,
 * spec 1 §4, §6).
 */
export default function RegistrationAccessDenied() {
  return (
    <>
      <PageTitle page="You must be a signatory to register" />
      <h1 className="govuk-heading-l">You must be a signatory to register</h1>
      <p className="govuk-body">
        Only a signatory of the account can register for online banking. Our records show that you are not a
        signatory of this account.
      </p>
      <p className="govuk-body">If you think this is wrong, or you would like to become a signatory:</p>
      <SupportContact hours="blocked" />
    </>
  );
}
