import type { Route } from './+types/unsuccessful.ts';
import {
  REGISTRATION_UNSUCCESSFUL_DEFAULTS,
  REGISTRATION_UNSUCCESSFUL_TAG,
} from '#shared/messages/registration.ts';
import { Button } from '../../components/govuk/index.ts';
import { SupportContact } from '../../components/support-contact.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content (decision 035).
export const loader = managedPageLoader(
  REGISTRATION_UNSUCCESSFUL_TAG,
  REGISTRATION_UNSUCCESSFUL_DEFAULTS,
  '/registration/unsuccessful',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/unsuccessful (credential setup Unsuccessful): 'Try again' goes to /registration/register. */
export default function RegistrationUnsuccessful({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPageHead page={page} />
      <SupportContact hours="weekdays" page={page} />
      <Button href="/registration/register">{c('tryAgain')}</Button>
      <EditControl page={page} name="content.tryAgain" />
    </>
  );
}
