import { redirect } from 'react-router';
import type { Route } from './+types/success.ts';
import { Button, Panel } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /forgotten-password/success (spec 1 §2): the security details are reset and the customer is signed in;
// Continue goes to /accounts. Only reachable at the end of the journey.
export function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!ctx.session.auth || ctx.session.forgottenPassword?.stage !== 'done') {
    throw redirect('/forgotten-password/retrieve');
  }
  return null;
}

export default function ForgottenPasswordSuccess() {
  return (
    <>
      <PageTitle page="Security details reset" />
      <Panel titleText="Security details reset" text="Your new password and memorable number are set." />
      <p className="govuk-body">You are now signed in. Use your new details the next time you sign in.</p>
      <Button href="/accounts">Continue</Button>
    </>
  );
}
