import { redirect } from 'react-router';
import type { Route } from './+types/already-signed-in.ts';
import { Button } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// A signed-in customer who opens sign-in, registration or a forgotten-details page (a bookmark, a link in an
// e-mail, or another site's link or image) comes here instead of being signed out: a GET never ends a session
// (issue 12). Signing out is the header's button, or this page's: a POST with the CSRF token.

export function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!ctx.session.auth) throw redirect('/sign-in');
  return { csrfToken: ctx.csrfToken() };
}

export default function AlreadySignedIn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="You are already signed in" />
        <h1 className="govuk-heading-l">You are already signed in</h1>
        <p className="govuk-body">
          To sign in as someone else, register, or get a reminder of your sign-in details, sign out first.
        </p>
        <form method="post" action="/sign-out" className="govuk-button-group">
          <CsrfField token={loaderData.csrfToken} />
          <Button>Sign out</Button>
          <a className="govuk-link" href="/accounts">
            Go to your accounts
          </a>
        </form>
      </div>
    </div>
  );
}
