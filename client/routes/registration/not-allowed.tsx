import { PageTitle } from '../../components/page-title.tsx';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/notallowed: the person may not register for online banking (Status NotAllowed). */
export default function RegistrationNotAllowed() {
  return (
    <>
      <PageTitle page="You cannot register for online banking" />
      <h1 className="govuk-heading-l">You cannot register for online banking</h1>
      <p className="govuk-body">Our records show that you are not able to use online banking.</p>
      <p className="govuk-body">You can still manage your savings with us by phone or by post.</p>
      <SupportContact hours="blocked" />
    </>
  );
}
