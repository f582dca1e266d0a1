import type { Route } from './+types/success.ts';
import { ORGANISATION_RESULT_DEFAULTS, ORGANISATION_RESULT_TAG } from '#shared/messages/organisation.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /update-organisation-details/success (spec 1 §2 lists it; spec 1 §3 makes the details read-only): nothing is
// submitted online, so this result says so and where a change is asked for — by a secure message — rather than
// confirming something that did not happen. Managed content, tag 'organisation-details-result' (decision 035).

export async function loader({ context }: Route.LoaderArgs) {
  const page = await managedPage(
    app(context),
    ORGANISATION_RESULT_TAG,
    ORGANISATION_RESULT_DEFAULTS,
    '/update-organisation-details/success',
  );
  return { page };
}

export default function OrganisationDetailsResult({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={c('title')} />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <p className="govuk-body" data-testid="organisation-result">
          {c('text')}
        </p>
        <EditControl page={page} name="content.text" />
        <ManagedText page={page} name="content.howTo" className="govuk-body" />
        <div className="govuk-button-group">
          <a className="govuk-button" href="/messaging-twoway/new">
            {c('sendMessage')}
          </a>
          <a className="govuk-link" href="/update-organisation-details/retrieve">
            {c('view')}
          </a>
        </div>
        <EditControls page={page} keys={['sendMessage', 'view']} />
        <ManagedLink page={page} name="content.back" href="/accounts" />
      </div>
    </div>
  );
}
