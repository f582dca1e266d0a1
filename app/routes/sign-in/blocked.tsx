import type { Route } from './+types/blocked.ts';
import { SIGN_IN_BLOCKED_DEFAULTS, SIGN_IN_BLOCKED_TAG } from '#shared/messages/sign-in.ts';
import { Button } from '../../components/govuk/index.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { SupportContact } from '../../components/support-contact.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content, tag 'sign-in-blocked' (issue 13; decision 035); the phone number is configuration.
export const loader = managedPageLoader(SIGN_IN_BLOCKED_TAG, SIGN_IN_BLOCKED_DEFAULTS, '/sign-in/blocked');

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /sign-in/blocked: access denied, call-centre contact, Home button to /. */
export default function SignInBlocked({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} />
        <SupportContact hours="blocked" page={page} />
        <Button href="/">{c('home')}</Button>
        <EditControl page={page} name="content.home" />
      </div>
    </div>
  );
}
