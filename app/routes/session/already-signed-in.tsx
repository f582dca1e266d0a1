import { redirect } from 'react-router';
import type { Route } from './+types/already-signed-in.ts';
import { Button } from '../../components/govuk/index.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { EditControl } from '../../components/managed-text.tsx';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { ALREADY_SIGNED_IN_DEFAULTS, ALREADY_SIGNED_IN_TAG } from '#shared/messages/pages.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// A signed-in customer who opens sign-in, registration or a forgotten-details page (a bookmark, a link in an
// e-mail, or another site's link or image) comes here instead of being signed out: a GET never ends a session
// (decision 028). Signing out is the header's button, or this page's: a POST with the CSRF token. Managed content, tag
// 'already-signed-in' (decision 038).

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!ctx.session.auth) throw redirect('/sign-in');
  return {
    csrfToken: ctx.csrfToken(),
    page: await managedPage(ctx, ALREADY_SIGNED_IN_TAG, ALREADY_SIGNED_IN_DEFAULTS, '/already-signed-in'),
  };
}

export default function AlreadySignedIn({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} />
        <form method="post" action="/sign-out" className="govuk-button-group">
          <CsrfField token={loaderData.csrfToken} />
          <Button>{page.values['content.signOut']}</Button>
          <a className="govuk-link" href="/accounts">
            {page.values['content.accounts']}
          </a>
        </form>
        <EditControl page={page} name="content.signOut" />
        <EditControl page={page} name="content.accounts" />
      </div>
    </div>
  );
}
