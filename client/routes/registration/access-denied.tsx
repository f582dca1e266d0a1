import type { Route } from './+types/access-denied.ts';
import {
  REGISTRATION_ACCESS_DENIED_DEFAULTS,
  REGISTRATION_ACCESS_DENIED_TAG,
} from '#shared/messages/registration.ts';
import { SupportContact } from './support.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';

// Managed content (issue 13; decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  return {
    page: await managedPage(
      ctx,
      REGISTRATION_ACCESS_DENIED_TAG,
      REGISTRATION_ACCESS_DENIED_DEFAULTS,
      '/registration/accessdenied',
    ),
  };
}

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * spec 1 §2 /registration/accessdenied: the person must be a signatory of the account (CredentialErrors NonSignatory,
 * spec 1 §4, §6).
 */
export default function RegistrationAccessDenied({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <PageTitle page={c('title')} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.text" className="govuk-body" />
      <ManagedText page={page} name="content.becomeSignatory" className="govuk-body" />
      <SupportContact hours="blocked" page={page} />
    </>
  );
}
