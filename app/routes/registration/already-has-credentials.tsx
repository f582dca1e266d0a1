import type { Route } from './+types/already-has-credentials.ts';
import {
  REGISTRATION_ALREADY_REGISTERED_DEFAULTS,
  REGISTRATION_ALREADY_REGISTERED_TAG,
} from '#shared/messages/registration.ts';
import { Button } from '../../components/govuk/index.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content (decision 035).
export const loader = managedPageLoader(
  REGISTRATION_ALREADY_REGISTERED_TAG,
  REGISTRATION_ALREADY_REGISTERED_DEFAULTS,
  '/registration/alreadyhascredentials',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * spec 1 §2 /registration/alreadyhascredentials (Status AlreadyActive, or the activation check Registered): 'Sign in'
 * to /sign-in, 'I forgot my details' to /forgotten-username.
 */
export default function RegistrationAlreadyHasCredentials({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPageHead page={page} />
      <div className="govuk-button-group">
        <Button href="/sign-in">{c('signIn')}</Button>
        <a className="govuk-link" href="/forgotten-username">
          {c('forgotten')}
        </a>
      </div>
      <EditControl page={page} name="content.signIn" />
      <EditControl page={page} name="content.forgotten" />
    </>
  );
}
