import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/unsuccessful (credential setup Unsuccessful): 'Try again' goes to /registration/register. */
export default function RegistrationUnsuccessful() {
  return (
    <>
      <PageTitle page="Registration unsuccessful" />
      <h1 className="govuk-heading-l">Registration unsuccessful</h1>
      <p className="govuk-body">
        Sorry, we could not set up your security details. Your registration is not complete.
      </p>
      <SupportContact hours="weekdays" />
      <Button href="/registration/register">Try again</Button>
    </>
  );
}
