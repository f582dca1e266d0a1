import type { Route } from './+types/provider-error.ts';
import { SIGN_IN_PROVIDER_ERROR_DEFAULTS, SIGN_IN_PROVIDER_ERROR_TAG } from '#shared/messages/sign-in.ts';
import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';

// Managed content, tag 'sign-in-provider-error' (issue 13; decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  return {
    page: await managedPage(
      app(context),
      SIGN_IN_PROVIDER_ERROR_TAG,
      SIGN_IN_PROVIDER_ERROR_DEFAULTS,
      '/sign-in/provider-error',
    ),
  };
}

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** The identity provider answered with an error (spec 2 §2 /signin-oidc). */
export default function ProviderError({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={c('title')} />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <ManagedText page={page} name="content.text" className="govuk-body" />
        <ManagedText page={page} name="content.tryAgainText" className="govuk-body" />
        <Button href="/mgr-sign-in">{c('tryAgain')}</Button>
        <EditControl page={page} name="content.tryAgain" />
        <p className="govuk-body">
          <a className="govuk-link" href="/sign-in/step-1">
            {c('memorableNumber')}
          </a>
        </p>
        <EditControl page={page} name="content.memorableNumber" />
      </div>
    </div>
  );
}
