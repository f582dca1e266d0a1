import type { Route } from './+types/blocked.ts';
import { SIGN_IN_BLOCKED_DEFAULTS, SIGN_IN_BLOCKED_TAG } from '#shared/messages/sign-in.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { BlockedScreen } from '../../components/blocked-screen.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';

// Managed content, tag 'sign-in-blocked' (decision 035); the phone number is configuration.
export const loader = managedPageLoader(SIGN_IN_BLOCKED_TAG, SIGN_IN_BLOCKED_DEFAULTS, '/sign-in/blocked');

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /sign-in/blocked: access denied, call-centre contact, Home button to /. */
export default function SignInBlocked({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <BlockedScreen page={loaderData.page} home="portal" />
      </div>
    </div>
  );
}
