import type { Route } from './+types/blocked.ts';
import {
  FORGOTTEN_USERNAME_BLOCKED_DEFAULTS,
  FORGOTTEN_USERNAME_BLOCKED_TAG,
} from '#shared/messages/forgotten.ts';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { BlockedScreen } from '../../components/blocked-screen.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// Managed content, tag 'forgotten-username-blocked' (decision 035).
export const loader = managedPageLoader(
  FORGOTTEN_USERNAME_BLOCKED_TAG,
  FORGOTTEN_USERNAME_BLOCKED_DEFAULTS,
  '/forgotten-username/blocked',
);

/** spec 1 §2 /forgotten-username/blocked: Status Blocked or NonSignatory (spec 1 §4 "Forgotten username"). */
export default function ForgottenUsernameBlocked({ loaderData }: Route.ComponentProps) {
  return <BlockedScreen page={loaderData.page} home="bank" />;
}
