import type { Route } from './+types/confirmation.ts';
import { personalDetailsUpdateResult } from '#shared/messages/personal-details.ts';
import { Button, Panel, WarningText } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { confirmationOutcome } from './personal-details.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /personal-details/confirmation (spec 2 §2 "After an update a confirmation page is shown", §4, §8): the update's
// outcome — Success, Failed or anything else — and 'Done' to the details.

export function loader({ context }: Route.LoaderArgs) {
  return { outcome: confirmationOutcome(app(context)) };
}

export default function PersonalDetailsConfirmation({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const { title, text } = personalDetailsUpdateResult[outcome];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} />
        {outcome === 'Success' ? (
          <Panel titleText={title} text={text} />
        ) : (
          <>
            <h1 className="govuk-heading-l">{title}</h1>
            <WarningText iconFallbackText="Warning">{text}</WarningText>
          </>
        )}
        <Button href="/personal-details/view">Done</Button>
      </div>
    </div>
  );
}
