import { Form, redirect } from 'react-router';
import type { Route } from './+types/outcome.ts';
import { TWO_FACTOR_OUTCOME_DEFAULTS, TWO_FACTOR_OUTCOME_TAG } from '#shared/messages/two-factor.ts';
import { fillIn } from '#shared/content/managed.ts';
import { reissuePendingRequest } from './challenge.server.ts';
import { TWO_FACTOR_PATHS } from './paths.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl } from '../../components/managed-text.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { useRootData } from '../../lib/root-data.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import {
  CancelChallengeButton,
  CancelChallengeForm,
  CancelEditControl,
  ChallengeButtons,
} from './challenge-forms.tsx';
import { afterReplay, requireTwoFactor } from './two-factor.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import type { TwoFactorStage } from '#shared/session/journey-state.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// The screens that end a challenge (spec 2 §2, §4, §8): Unsuccessful ('Try again'), OTP expired, expired
// challenge, Request Cancelled, request limit reached, Mobile Phone not available and unsupported status. One
// module, one URL per screen (TWO_FACTOR_PATHS); the session's stage decides which one the customer sees.

type OutcomeStage = Exclude<TwoFactorStage, 'destination' | 'code' | 'done'>;
const OUTCOME_STAGES: readonly OutcomeStage[] = [
  'failed',
  'request-limit',
  'unavailable',
  'expired-code',
  'expired-challenge',
  'exceeded',
  'unsupported',
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, OUTCOME_STAGES);
  const stage = state.stage as OutcomeStage;
  // One module serves several URLs: each shows only its own stage.
  if (new URL(request.url).pathname.replace(/\.data$/, '') !== TWO_FACTOR_PATHS[stage]) {
    throw redirect(TWO_FACTOR_PATHS[stage]);
  }
  const page = await managedPage(
    ctx,
    TWO_FACTOR_OUTCOME_TAG,
    TWO_FACTOR_OUTCOME_DEFAULTS,
    TWO_FACTOR_PATHS[stage],
  );
  return { csrfToken: ctx.csrfToken(), stage, status: state.unsupportedStatus ?? '', page };
}

/** 'Try again' on Unsuccessful: resets the destinations and the challenge (a new one for the same request). */
export async function action({ context }: Route.ActionArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, ['failed']);
  delete state.destinations;
  delete state.destination;
  state.wrongCodes = 0;
  const next = await afterReplay(ctx, state, await reissuePendingRequest(ctx, state));
  // A reissued request carries no code, so FAILED cannot come back; if it does, the code page says so.
  return next === 'failed' ? seeOther(TWO_FACTOR_PATHS.code) : next;
}

/** Each screen's managed texts: '{prefix}Title' and '{prefix}Text', and what its button does. */
const SCREENS: Record<OutcomeStage, { prefix: string; button: 'retry' | 'restart' | 'cancel' }> = {
  failed: { prefix: 'failed', button: 'retry' },
  'request-limit': { prefix: 'requestLimit', button: 'cancel' },
  unavailable: { prefix: 'unavailable', button: 'cancel' },
  'expired-code': { prefix: 'expiredCode', button: 'restart' },
  'expired-challenge': { prefix: 'expiredChallenge', button: 'restart' },
  exceeded: { prefix: 'exceeded', button: 'cancel' },
  unsupported: { prefix: 'unsupported', button: 'cancel' },
};

export default function TwoFactorOutcome({ loaderData }: Route.ComponentProps) {
  const { supportPhone } = useRootData();
  const { stage, status, csrfToken, page } = loaderData;
  const c = contentOf(page);
  const screen = SCREENS[stage];
  const title = c(`${screen.prefix}Title`);
  const text = c(`${screen.prefix}Text`);
  const cancelName = `content.${screen.button === 'restart' ? 'startAgain' : 'continue'}`;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} />
        <h1 className="govuk-heading-l">{title}</h1>
        <EditControl page={page} name={`content.${screen.prefix}Title`} />
        <p className="govuk-body">{stage === 'unsupported' ? fillIn(text, { status }) : text}</p>
        <EditControl page={page} name={`content.${screen.prefix}Text`} />
        {stage === 'unavailable' ? (
          <>
            <p className="govuk-body">
              {c('unavailableCallUs')} <strong>{supportPhone}</strong>
              {c('unavailableCallUsAfter')}
            </p>
            <EditControl page={page} name="content.unavailableCallUs" />
            <EditControl page={page} name="content.unavailableCallUsAfter" />
          </>
        ) : null}
        {screen.button === 'retry' ? (
          <Form method="post" action={TWO_FACTOR_PATHS.failed}>
            <CsrfField token={csrfToken} />
            <ChallengeButtons page={page} primary="failedButton" />
          </Form>
        ) : (
          <>
            <div className="govuk-button-group">
              <CancelChallengeButton page={page} name={cancelName} />
            </div>
            <CancelEditControl page={page} name={cancelName} />
          </>
        )}
        <CancelChallengeForm
          csrfToken={csrfToken}
          intent={screen.button === 'restart' ? 'restart' : 'cancel'}
        />
      </div>
    </div>
  );
}
