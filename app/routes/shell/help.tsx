import type { Route } from './+types/help.ts';
import { ManagedHtml, ManagedText } from '../../components/managed-text.tsx';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { HELP_DEFAULTS, HELP_TAG } from '#shared/messages/help.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// spec 1 §1 and §2 /help: the phone line, its hours, and where to find answers. Managed content, tag 'help'
// (decision 035); the phone number is configuration.
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await managedPage(app(context), HELP_TAG, HELP_DEFAULTS, '/help') };
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { supportPhone } = useRootData();
  const { page } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} paragraphs={[]} />
        <ManagedText page={page} name="content.callHeading" as="h2" className="govuk-heading-m" />
        <p className="govuk-body">
          Telephone: <strong>{supportPhone}</strong>
        </p>
        <ManagedText page={page} name="content.hours" className="govuk-body" />
        <ManagedText page={page} name="content.charges" className="govuk-body" />
        <ManagedText page={page} name="content.signingInHeading" as="h2" className="govuk-heading-m" />
        <ManagedHtml page={page} name="content.signingInHtml" />
        <ManagedText page={page} name="content.detailsHeading" as="h2" className="govuk-heading-m" />
        <ManagedText page={page} name="content.details" className="govuk-body" />
      </div>
    </div>
  );
}
