import type { Route } from './+types/not-allowed.ts';
import {
  REGISTRATION_NOT_ALLOWED_DEFAULTS,
  REGISTRATION_NOT_ALLOWED_TAG,
} from '#shared/messages/registration.ts';
import { SupportContact } from '../../components/support-contact.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content (decision 035).
export const loader = managedPageLoader(
  REGISTRATION_NOT_ALLOWED_TAG,
  REGISTRATION_NOT_ALLOWED_DEFAULTS,
  '/registration/notallowed',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/notallowed: the person may not register for online banking (Status NotAllowed). */
export default function RegistrationNotAllowed({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ManagedPageHead page={page} paragraphs={['text', 'byPhone']} />
      <SupportContact hours="blocked" page={page} />
    </>
  );
}
