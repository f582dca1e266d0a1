import type { Route } from './+types/blocked.ts';
import {
  FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS,
  FORGOTTEN_PASSWORD_BLOCKED_TAG,
} from '#shared/messages/forgotten.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { BlockedScreen } from '../../components/blocked-screen.tsx';

// Managed content, tag 'forgotten-password-blocked' (decision 035).
export const loader = managedPageLoader(
  FORGOTTEN_PASSWORD_BLOCKED_TAG,
  FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS,
  '/forgotten-password/blocked',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /forgotten-password/blocked: access denied, with the support phone and hours of the blocked screens. */
export default function ForgottenPasswordBlocked({ loaderData }: Route.ComponentProps) {
  return <BlockedScreen page={loaderData.page} home="portal" />;
}
