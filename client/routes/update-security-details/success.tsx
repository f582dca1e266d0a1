import { redirect } from 'react-router';
import type { Route } from './+types/success.ts';
import { Button, Panel } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /update-security-details/success (spec 1 §2): shown only after a change went through; 'Back to Accounts'.
export function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!ctx.session.updateSecurity?.done) throw redirect('/update-security-details/retrieve');
  return null;
}

export default function UpdateSecuritySuccess() {
  return (
    <>
      <PageTitle page="Security details updated" />
      <Panel titleText="Security details updated" text="Your security details have been changed." />
      <p className="govuk-body">Use your new details the next time you sign in.</p>
      <Button href="/accounts">Back to Accounts</Button>
    </>
  );
}
