import type { Route } from './+types/blocked.ts';
import { REGISTRATION_BLOCKED_DEFAULTS, REGISTRATION_BLOCKED_TAG } from '#shared/messages/registration.ts';
import { useRootData } from '../../lib/root-data.ts';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';

// Managed content (issue 13; decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  return {
    page: await managedPage(
      ctx,
      REGISTRATION_BLOCKED_TAG,
      REGISTRATION_BLOCKED_DEFAULTS,
      '/registration/blocked',
    ),
  };
}

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /registration/blocked: registration Status Blocked, or credential setup Blocked. */
export default function RegistrationBlocked({ loaderData }: Route.ComponentProps) {
  const { bankHomeUrl } = useRootData();
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <PageTitle page={c('title')} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.text" className="govuk-body" />
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
