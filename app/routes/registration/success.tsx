import { redirect } from 'react-router';
import type { Route } from './+types/success.ts';
import { REGISTRATION_SUCCESS_DEFAULTS, REGISTRATION_SUCCESS_TAG } from '#shared/messages/registration.ts';
import { Button } from '../../components/govuk/index.ts';
import { ManagedPanelHead } from '../../components/managed-panel.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// Managed content (decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  // Only after credentials were set up (the journey's stage says so); otherwise the journey's first page.
  if (ctx.session.registration?.stage !== 'Registered') throw redirect('/registration/register');
  return {
    page: await managedPage(
      ctx,
      REGISTRATION_SUCCESS_TAG,
      REGISTRATION_SUCCESS_DEFAULTS,
      '/registration/success',
    ),
  };
}

/**
 * spec 1 §2 /registration/success: next steps, and a 'Login' link to the savings login — this portal's sign-in
 * (the spec's "external savings login" is where online banking signs in; here that is /sign-in).
 */
export default function RegistrationSuccess({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPanelHead page={page} />
      <ManagedText page={page} name="content.nextHeading" as="h2" className="govuk-heading-m" />
      <ManagedText page={page} name="content.next" className="govuk-body" />
      <ul className="govuk-list govuk-list--bullet">
        <ManagedText page={page} name="content.nextUsername" as="li" />
        <ManagedText page={page} name="content.nextMemorable" as="li" />
      </ul>
      <ManagedText page={page} name="content.keepSafe" className="govuk-body" />
      <Button href="/sign-in">{c('login')}</Button>
      <EditControl page={page} name="content.login" />
    </>
  );
}
