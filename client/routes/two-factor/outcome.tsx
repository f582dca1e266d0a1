import { Form, redirect } from 'react-router';
import type { Route } from './+types/outcome.ts';
import { twoFactorScreens, unsupportedChallengeStatusMessage } from '#shared/messages/two-factor.ts';
import {
  reissuePendingRequest,
  TWO_FACTOR_PATHS,
  type TwoFactorStage,
} from '../../../server/upstream/two-factor.ts';
import { Button } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { CancelChallengeButton, CancelChallengeForm } from './challenge-forms.tsx';
import { afterReplay, requireTwoFactor } from './two-factor.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

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

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const state = requireTwoFactor(ctx, OUTCOME_STAGES);
  const stage = state.stage as OutcomeStage;
  // One module serves several URLs: each shows only its own stage.
  if (new URL(request.url).pathname.replace(/\.data$/, '') !== TWO_FACTOR_PATHS[stage]) {
    throw redirect(TWO_FACTOR_PATHS[stage]);
  }
  return { csrfToken: ctx.csrfToken(), stage, status: state.unsupportedStatus ?? '' };
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

type Screen = { title: string; lines: string[]; button: 'retry' | 'restart' | 'cancel' };

function screenFor(stage: OutcomeStage, status: string): Screen {
  const screens = twoFactorScreens;
  switch (stage) {
    case 'failed':
      return { title: screens.failed.title, lines: [screens.failed.text], button: 'retry' };
    case 'request-limit':
      return { title: screens.requestLimit.title, lines: [screens.requestLimit.text], button: 'cancel' };
    case 'unavailable':
      return {
        title: screens.phoneNotAvailable.title,
        lines: [screens.phoneNotAvailable.text],
        button: 'cancel',
      };
    case 'expired-code':
      return { title: screens.expiredCode.title, lines: [screens.expiredCode.text], button: 'restart' };
    case 'expired-challenge':
      return {
        title: screens.expiredChallenge.title,
        lines: [screens.expiredChallenge.text],
        button: 'restart',
      };
    case 'exceeded':
      return { title: screens.exceeded.title, lines: [screens.exceeded.text], button: 'cancel' };
    case 'unsupported':
      return {
        title: screens.unsupported.title,
        lines: [unsupportedChallengeStatusMessage(status)],
        button: 'cancel',
      };
  }
}

export default function TwoFactorOutcome({ loaderData }: Route.ComponentProps) {
  const { supportPhone } = useRootData();
  const { stage, status, csrfToken } = loaderData;
  const screen = screenFor(stage, status);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={screen.title} />
        <h1 className="govuk-heading-l">{screen.title}</h1>
        {screen.lines.map((line) => (
          <p className="govuk-body" key={line}>
            {line}
          </p>
        ))}
        {stage === 'unavailable' ? (
          <p className="govuk-body">
            Call us on <strong>{supportPhone}</strong>, Monday to Friday 9am to 5pm, excluding bank holidays.
            If you have no mobile phone number with us, or it has changed, we can update it for you.
          </p>
        ) : null}
        {screen.button === 'retry' ? (
          <Form method="post" action={TWO_FACTOR_PATHS.failed}>
            <CsrfField token={csrfToken} />
            <div className="govuk-button-group">
              <Button preventDoubleClick>{twoFactorScreens.failed.button}</Button>
              <CancelChallengeButton />
            </div>
          </Form>
        ) : (
          <div className="govuk-button-group">
            <CancelChallengeButton text={screen.button === 'restart' ? 'Start again' : 'Continue'} />
          </div>
        )}
        <CancelChallengeForm
          csrfToken={csrfToken}
          intent={screen.button === 'restart' ? 'restart' : 'cancel'}
        />
      </div>
    </div>
  );
}
