import type { Route } from './+types/confirmation.ts';
import {
  PERSONAL_DETAILS_CONFIRMATION_DEFAULTS,
  PERSONAL_DETAILS_CONFIRMATION_TAG,
} from '#shared/messages/personal-details.ts';
import { Button, Panel, WarningText } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl } from '../../components/managed-text.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { confirmationOutcome } from './personal-details.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /personal-details/confirmation (spec 2 §2 "After an update a confirmation page is shown", §4, §8): the update's
// outcome — Success, Failed or anything else — and 'Done' to the details. Managed content, tag
// 'personal-details-confirmation' (decision 035): '{outcome}Title' and '{outcome}Text'.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const page = await managedPage(
    ctx,
    PERSONAL_DETAILS_CONFIRMATION_TAG,
    PERSONAL_DETAILS_CONFIRMATION_DEFAULTS,
    '/personal-details/confirmation',
  );
  return { outcome: confirmationOutcome(ctx), page };
}

export default function PersonalDetailsConfirmation({ loaderData }: Route.ComponentProps) {
  const { outcome, page } = loaderData;
  const c = contentOf(page);
  const title = c(`${outcome}Title`);
  const text = c(`${outcome}Text`);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} />
        {outcome === 'Success' ? (
          <Panel titleText={title} text={text} />
        ) : (
          <>
            <h1 className="govuk-heading-l">{title}</h1>
            <WarningText iconFallbackText={c('warning')}>{text}</WarningText>
          </>
        )}
        <EditControl page={page} name={`content.${outcome}Title`} />
        <EditControl page={page} name={`content.${outcome}Text`} />
        {outcome === 'Success' ? null : <EditControl page={page} name="content.warning" />}
        <Button href="/personal-details/view">{c('done')}</Button>
        <EditControl page={page} name="content.done" />
      </div>
    </div>
  );
}
