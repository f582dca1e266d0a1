import type { Route } from './+types/unsuccessful.ts';
import {
  REGISTRATION_UNSUCCESSFUL_DEFAULTS,
  REGISTRATION_UNSUCCESSFUL_TAG,
} from '#shared/messages/registration.ts';
import { Button } from '../../components/govuk/index.ts';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';

// Managed content (issue 13; decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  return {
    page: await managedPage(
      ctx,
      REGISTRATION_UNSUCCESSFUL_TAG,
      REGISTRATION_UNSUCCESSFUL_DEFAULTS,
      '/registration/unsuccessful',
    ),
  };
}

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/unsuccessful (credential setup Unsuccessful): 'Try again' goes to /registration/register. */
export default function RegistrationUnsuccessful({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <PageTitle page={c('title')} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.text" className="govuk-body" />
      <SupportContact hours="weekdays" page={page} />
      <Button href="/registration/register">{c('tryAgain')}</Button>
      <EditControl page={page} name="content.tryAgain" />
    </>
  );
}
