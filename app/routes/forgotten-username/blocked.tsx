import type { Route } from './+types/blocked.ts';
import {
  FORGOTTEN_USERNAME_BLOCKED_DEFAULTS,
  FORGOTTEN_USERNAME_BLOCKED_TAG,
} from '#shared/messages/forgotten.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { SupportContact } from '../../components/support-contact.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// Managed content, tag 'forgotten-username-blocked' (issue 13; decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const page = await managedPage(
    app(context),
    FORGOTTEN_USERNAME_BLOCKED_TAG,
    FORGOTTEN_USERNAME_BLOCKED_DEFAULTS,
    '/forgotten-username/blocked',
  );
  return { page };
}

/** spec 1 §2 /forgotten-username/blocked: Status Blocked or NonSignatory (spec 1 §4 "Forgotten username"). */
export default function ForgottenUsernameBlocked({ loaderData }: Route.ComponentProps) {
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
