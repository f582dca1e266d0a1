import type { Route } from './+types/blocked.ts';
import {
  FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS,
  FORGOTTEN_PASSWORD_BLOCKED_TAG,
} from '#shared/messages/forgotten.ts';
import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { SupportContact } from '../registration/support.tsx';

// Managed content, tag 'forgotten-password-blocked' (issue 13; decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const page = await managedPage(
    app(context),
    FORGOTTEN_PASSWORD_BLOCKED_TAG,
    FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS,
    '/forgotten-password/blocked',
  );
  return { page };
}

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** spec 1 §2 /forgotten-password/blocked: access denied, with the support phone and hours of the blocked screens. */
export default function ForgottenPasswordBlocked({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <PageTitle page={c('title')} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      <ManagedText page={page} name="content.text" className="govuk-body" />
      <SupportContact hours="blocked" page={page} />
      <Button href="/">{c('home')}</Button>
      <EditControl page={page} name="content.home" />
    </>
  );
}
