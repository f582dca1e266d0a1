import type { Route } from './+types/provider-error.ts';
import { SIGN_IN_PROVIDER_ERROR_DEFAULTS, SIGN_IN_PROVIDER_ERROR_TAG } from '#shared/messages/sign-in.ts';
import { Button } from '../../components/govuk/index.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { managedPageLoader } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { ManagedPageHead } from '../../components/managed-texts.tsx';

// Managed content, tag 'sign-in-provider-error' (decision 035).
export const loader = managedPageLoader(
  SIGN_IN_PROVIDER_ERROR_TAG,
  SIGN_IN_PROVIDER_ERROR_DEFAULTS,
  '/sign-in/provider-error',
);

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** The identity provider answered with an error (spec 2 §2 /signin-oidc). */
export default function ProviderError({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} paragraphs={['text', 'tryAgainText']} />
        <Button href="/mgr-sign-in">{c('tryAgain')}</Button>
        <EditControl page={page} name="content.tryAgain" />
        <ManagedLink page={page} name="content.memorableNumber" href="/sign-in/step-1" />
      </div>
    </div>
  );
}
