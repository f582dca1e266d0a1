import type { Route } from './+types/blocked.ts';
import { REGISTRATION_BLOCKED_DEFAULTS, REGISTRATION_BLOCKED_TAG } from '#shared/messages/registration.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { BlockedScreen } from '../../components/blocked-screen.tsx';

// Managed content (decision 035).
export const loader = managedPageLoader(
  REGISTRATION_BLOCKED_TAG,
  REGISTRATION_BLOCKED_DEFAULTS,
  '/registration/blocked',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/blocked: registration Status Blocked, or credential setup Blocked. */
export default function RegistrationBlocked({ loaderData }: Route.ComponentProps) {
  return <BlockedScreen page={loaderData.page} home="bank" />;
}
