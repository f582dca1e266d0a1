import { redirect } from 'react-router';
import type { Route } from './+types/success.ts';
import { Button, Panel } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** Only after credentials were set up (the journey's stage says so); otherwise the journey's first page. */
export function loader({ context }: Route.LoaderArgs) {
  if (app(context).session.registration?.stage !== 'Registered') throw redirect('/registration/register');
  return null;
}

/**
 * spec 1 §2 /registration/success: next steps, and a 'Login' link to the savings login — this portal's sign-in
 * (the spec's "external savings login" is where online banking signs in; here that is /sign-in).
 */
export default function RegistrationSuccess() {
  return (
    <>
      <PageTitle page="Registration complete" />
      <Panel titleText="Registration complete">You have registered for online banking</Panel>
      <h2 className="govuk-heading-m">What happens next</h2>
      <p className="govuk-body">You can now sign in to online banking with the details you chose:</p>
      <ul className="govuk-list govuk-list--bullet">
        <li>your username and password</li>
        <li>3 digits of your memorable number, which we will ask for each time you sign in</li>
      </ul>
      <p className="govuk-body">
        Keep your security details safe. We will never ask you for your full memorable number.
      </p>
      <Button href="/sign-in">Login</Button>
    </>
  );
}
