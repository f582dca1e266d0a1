import { z } from 'zod';
import {
  destinationsResponseSchema,
  sendChallengeResponseSchema,
  TWO_FACTOR_CHALLENGE,
  TWO_FACTOR_DESTINATIONS,
} from '#shared/api/two-factor.ts';
import { describeDestination } from '#shared/domain/masking.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import type { UpstreamOutcome } from '../../../server/upstream/client.ts';
import { TWO_FACTOR_PATHS } from './paths.ts';
import type {
  PendingRequest,
  TwoFactorJourney,
  TwoFactorStage,
  TwoFactorState,
} from '#shared/session/journey-state.ts';

// The generic two-factor mechanism (docs/architecture.md, "Two-factor replay"; decision 011; spec 2 §4 "Two-factor flow").
//
// A journey opts in by making its upstream call through `callUnderTwoFactor` (app/routes/two-factor/
// two-factor.server.ts) with a TwoFactorJourney: its name, the path prefix it owns, where to continue, where Cancel
// goes and where "start again" goes. When upstream answers 412 with x-challenge-status ISSUED, the pending request
// (path and body) and the challenge key are kept here, in the server session, and the customer is sent to the
// challenge screens (/two-factor/*). A correct code replays the stored request with x-challenge-key and
// x-challenge-code; its answer is parked in the session for the journey (`takeTwoFactorResult`) and the customer
// goes on to `continueTo`, whose loader finishes the journey. The key, the codes and the full destinations never
// reach the page: radios post an index into the stored list.

type Session = AppContext['session'];

/** Where the customer belongs now: the stage's screen, or the journey once the challenge is passed. */
export function twoFactorLocation(state: TwoFactorState): string {
  return state.stage === 'done' ? state.continueTo : TWO_FACTOR_PATHS[state.stage];
}

/**
 * The stage a 412 x-challenge-status leads to (spec 2 §4): ISSUED asks where to send a code, FAILED asks for the
 * code again, EXPIRED_CODE / EXPIRED_CHALLENGE and EXCEEDED end the challenge, anything else is unsupported.
 */
export function stageForChallengeStatus(status: string): TwoFactorStage {
  switch (status) {
    case 'ISSUED':
      return 'destination';
    case 'FAILED':
      return 'code';
    case 'EXPIRED_CODE':
      return 'expired-code';
    case 'EXPIRED_CHALLENGE':
      return 'expired-challenge';
    case 'EXCEEDED':
      return 'exceeded';
    default:
      return 'unsupported';
  }
}

/**
 * A journey's call answered 412: keeps the pending request and starts the challenge screens (ISSUED), or shows the
 * unsupported-status screen (a 412 that continues no challenge). Returns where to send the customer.
 */
export function startTwoFactor(
  session: Session,
  challenge: { challengeStatus: string; challengeKey: string },
  request: PendingRequest,
  journey: TwoFactorJourney,
): string {
  const issued = challenge.challengeStatus === 'ISSUED' && challenge.challengeKey !== '';
  const state: TwoFactorState = {
    ...journey,
    stage: issued ? 'destination' : 'unsupported',
    request,
    challengeKey: challenge.challengeKey,
    wrongCodes: 0,
  };
  if (!issued) state.unsupportedStatus = challenge.challengeStatus || 'unknown';
  session.twoFactor = state;
  return twoFactorLocation(state);
}

/** Ends the challenge; nothing of it (request body with new credentials, key) stays in the session. */
export function endTwoFactor(session: Session): void {
  delete session.twoFactor;
}

/**
 * Spec 1 §2: "Leaving a protected route ends any two-factor state". Called for every signed-in page: a page outside
 * the challenge's journey ends it. The challenge screens are not protected routes, so they never call this.
 */
export function endTwoFactorOutside(session: Session, pathname: string): void {
  const state = session.twoFactor;
  if (!state) return;
  const inScope = pathname === state.scope || pathname.startsWith(`${state.scope}/`);
  if (!inScope) endTwoFactor(session);
}

/**
 * The journey's half of the hand-over: the replay's answer, parsed with the journey's schema, once, by the journey
 * that asked. undefined when there is none (the customer came another way); `invalid` when its shape is wrong.
 */
export function takeTwoFactorResult<S extends z.ZodType>(
  session: Session,
  journey: string,
  schema: S,
): { kind: 'none' } | { kind: 'invalid' } | { kind: 'ok'; data: z.infer<S> } {
  const state = session.twoFactor;
  if (!state || state.name !== journey || state.stage !== 'done') return { kind: 'none' };
  const result = state.result;
  endTwoFactor(session);
  const parsed = schema.safeParse(result);
  return parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'invalid' };
}

/** A journey's two-factor state is still in progress (not finished, cancelled or ended). */
export function twoFactorInProgress(session: Session, journey: string): boolean {
  const state = session.twoFactor;
  return Boolean(state && state.name === journey && state.stage !== 'done');
}

// ---- Upstream calls ---------------------------------------------------------------------------------------------

export type OfferedDestination = { id: string; kind: 'phone' | 'email'; label: string };

/**
 * Spec 2 §5 "Destination selection": phones only when their last 3 characters are digits, labelled with those 3
 * digits; e-mails masked. The id is the index into the stored list, so the page never holds a full destination.
 */
export function offeredDestinations(destinations: readonly string[]): OfferedDestination[] {
  return destinations.flatMap((destination, index) => {
    const described = describeDestination(destination);
    return described ? [{ id: `d${index}`, kind: described.kind, label: described.label }] : [];
  });
}

/** POST /2fa/v1.0/destinations { ChallengeKey }. */
export function requestDestinations(ctx: AppContext, state: TwoFactorState) {
  return ctx.upstream({
    path: TWO_FACTOR_DESTINATIONS,
    body: { ChallengeKey: state.challengeKey },
    schema: destinationsResponseSchema,
  });
}

/** POST /2fa/v1.0/challenge { Destination, ChallengeKey }: sends a passcode. */
export function sendPasscode(ctx: AppContext, state: TwoFactorState, destination: string) {
  return ctx.upstream({
    path: TWO_FACTOR_CHALLENGE,
    body: { Destination: destination, ChallengeKey: state.challengeKey },
    schema: sendChallengeResponseSchema,
  });
}

/** The stored request again, with the challenge key and (when given) the code the customer typed. */
export function replayPendingRequest(
  ctx: AppContext,
  state: TwoFactorState,
  code: string | undefined,
): Promise<UpstreamOutcome<unknown>> {
  return ctx.upstream(
    { path: state.request.path, body: state.request.body, schema: z.unknown() },
    code === undefined ? {} : { challenge: { key: state.challengeKey, code } },
  );
}

/** The stored request without challenge headers: upstream issues a new challenge ('Try again', spec 2 §4). */
export function reissuePendingRequest(
  ctx: AppContext,
  state: TwoFactorState,
): Promise<UpstreamOutcome<unknown>> {
  return ctx.upstream({ path: state.request.path, body: state.request.body, schema: z.unknown() });
}
