import type { Route } from './+types/blocked.ts';
import {
  FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS,
  FORGOTTEN_PASSWORD_BLOCKED_TAG,
} from '#shared/messages/forgotten.ts';
import { Button } from '../../components/govuk/index.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { SupportContact } from '../../components/support-contact.tsx';

// Managed content, tag 'forgotten-password-blocked' (issue 13; decision 035).
export const loader = managedPageLoader(
  FORGOTTEN_PASSWORD_BLOCKED_TAG,
  FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS,
  '/forgotten-password/blocked',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /forgotten-password/blocked: access denied, with the support phone and hours of the blocked screens. */
export default function ForgottenPasswordBlocked({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPageHead page={page} />
      <SupportContact hours="blocked" page={page} />
      <Button href="/">{c('home')}</Button>
      <EditControl page={page} name="content.home" />
    </>
  );
}
