import type { Route } from './+types/access-denied.ts';
import {
  REGISTRATION_ACCESS_DENIED_DEFAULTS,
  REGISTRATION_ACCESS_DENIED_TAG,
} from '#shared/messages/registration.ts';
import { SupportContact } from '../../components/support-contact.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content (decision 035).
export const loader = managedPageLoader(
  REGISTRATION_ACCESS_DENIED_TAG,
  REGISTRATION_ACCESS_DENIED_DEFAULTS,
  '/registration/accessdenied',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * spec 1 §2 /registration/accessdenied: the person must be a signatory of the account (CredentialErrors NonSignatory,
 * spec 1 §4, §6).
 */
export default function RegistrationAccessDenied({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ManagedPageHead page={page} paragraphs={['text', 'becomeSignatory']} />
      <SupportContact hours="blocked" page={page} />
    </>
  );
}
