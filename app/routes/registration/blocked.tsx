import type { Route } from './+types/blocked.ts';
import { REGISTRATION_BLOCKED_DEFAULTS, REGISTRATION_BLOCKED_TAG } from '#shared/messages/registration.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SupportContact } from '../../components/support-contact.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content (issue 13; decision 035).
export const loader = managedPageLoader(
  REGISTRATION_BLOCKED_TAG,
  REGISTRATION_BLOCKED_DEFAULTS,
  '/registration/blocked',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/blocked: registration Status Blocked, or credential setup Blocked. */
export default function RegistrationBlocked({ loaderData }: Route.ComponentProps) {
  const { bankHomeUrl } = useRootData();
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPageHead page={page} />
      <SupportContact hours="blocked" page={page} />
      <p className="govuk-body">
        <a className="govuk-link" href={bankHomeUrl}>
          {c('home')}
        </a>
      </p>
      <EditControl page={page} name="content.home" />
    </>
  );
}
