import { redirect } from 'react-router';
import type { z } from 'zod';
import type { UpstreamOutcome } from '../../../server/upstream/client.ts';
import {
  sendPasscode,
  stageForChallengeStatus,
  startTwoFactor,
  twoFactorLocation,
} from './challenge.server.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import type { TwoFactorJourney, TwoFactorStage, TwoFactorState } from '#shared/session/journey-state.ts';

// The route side of the two-factor mechanism (challenge.server.ts): how a journey's action opts in, and
// how each challenge screen makes sure the customer is at the stage the session says.

/**
 * A journey's upstream call under two-factor (spec 2 §4): an ordinary answer is returned; a 412 stores the request
 * and redirects (303) to the challenge screens; 402 and other errors are handled as everywhere (spec 1 §4).
 */
export async function callUnderTwoFactor<S extends z.ZodType>(
  ctx: AppContext,
  call: { path: string; body: unknown; schema: S },
  journey: TwoFactorJourney,
): Promise<z.infer<S>> {
  const outcome = await ctx.upstream(call);
  if (outcome.kind === 'challenge') {
    throw seeOther(startTwoFactor(ctx.session, outcome, { path: call.path, body: call.body }, journey));
  }
  return expectOk(ctx, outcome);
}

/**
 * The challenge in the session, when it is at one of `stages`; otherwise a redirect to where the customer really is
 * (URLs cannot skip stages), or to the start page when there is no challenge at all.
 */
export function requireTwoFactor(ctx: AppContext, stages: readonly TwoFactorStage[]): TwoFactorState {
  const state = ctx.session.twoFactor;
  if (!state) throw redirect('/');
  if (!stages.includes(state.stage)) throw redirect(twoFactorLocation(state));
  return state;
}

/**
 * What a replay's answer means (spec 2 §4): an ordinary answer finishes the challenge and the journey continues; a
 * 412 moves to its stage (ISSUED: a new challenge with a new key). Returns 'failed' for a wrong code (FAILED), which
 * the code page answers itself; every other outcome is a redirect.
 */
export async function afterReplay(
  ctx: AppContext,
  state: TwoFactorState,
  outcome: UpstreamOutcome<unknown>,
): Promise<Response | 'failed'> {
  if (outcome.kind === 'challenge') {
    switch (outcome.challengeStatus) {
      case 'FAILED':
        state.wrongCodes += 1;
        state.stage = 'code';
        delete state.resent;
        return 'failed';
      case 'ISSUED':
        // A new challenge for the same request: choose where to send its code.
        state.challengeKey = outcome.challengeKey || state.challengeKey;
        state.stage = 'destination';
        state.wrongCodes = 0;
        delete state.destinations;
        delete state.destination;
        delete state.resent;
        return seeOther(twoFactorLocation(state));
      default:
        return seeOther(endChallenge(state, outcome.challengeStatus));
    }
  }
  const data = await expectOk(ctx, outcome);
  state.stage = 'done';
  state.result = data;
  // The new credentials in the request body are not needed any more.
  state.request = { path: state.request.path, body: null };
  delete state.destinations;
  delete state.destination;
  return seeOther(state.continueTo);
}

/** A 412 that ends the challenge (expired, exceeded, or a status the portal does not know): its screen. */
function endChallenge(state: TwoFactorState, status: string): string {
  const stage = stageForChallengeStatus(status);
  if (stage === 'unsupported') state.unsupportedStatus = status || 'unknown';
  return endWithoutRequest(state, stage);
}

/** Moves to a screen that ends the challenge: the request (new credentials), key and destinations are dropped. */
export function endWithoutRequest(state: TwoFactorState, stage: TwoFactorStage): string {
  state.stage = stage;
  state.request = { path: state.request.path, body: null };
  state.challengeKey = '';
  delete state.destinations;
  delete state.destination;
  return twoFactorLocation(state);
}

/**
 * Sends a passcode to `destination` (spec 2 §4, §5): Success runs `sent` and shows the code page; the request limit
 * ends the challenge on its screen; anything else (Failed, or no status) is 'Unsuccessful', whose 'Try again' starts
 * a new challenge for the same request.
 */
export async function sendCode(
  ctx: AppContext,
  state: TwoFactorState,
  destination: string,
  sent: () => void,
): Promise<Response> {
  const answer = await expectOk(ctx, await sendPasscode(ctx, state, destination));
  switch (answer?.ResponseStatus) {
    case 'Success':
      sent();
      return seeOther(twoFactorLocation(state));
    case 'ExceededMaximumActivationCodeRequests':
      return seeOther(endWithoutRequest(state, 'request-limit'));
    default:
      state.stage = 'failed';
      delete state.destinations;
      return seeOther(twoFactorLocation(state));
  }
}
