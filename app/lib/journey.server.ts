import { randomBytes } from 'node:crypto';
import { redirect } from 'react-router';
import type { Session, SessionData } from 'express-session';
import type { AppContext } from './app-context.server.ts';
import { seeOther } from './route-helpers.server.ts';
import type { Submission } from '../../server/submissions/store.ts';
import type { UpstreamCall, UpstreamOutcome } from '../../server/upstream/client.ts';
import type { z } from 'zod';
import type { JourneyState, Journeys } from '#shared/session/journey-state.ts';
import { formDataToObject } from '#shared/forms/validate.ts';

// The one journey mechanism of the multi-step money journeys (make a withdrawal, notice to withdraw, pay by card)
// and the ones after them (docs/architecture.md, State in the server session; decision 019):
// - each journey's state lives in the server session under its name: the account it is for, its stage, what was
//   entered (never card secrets: those have their own sealed hold) and the review's one-time submission key;
// - each step's loader asks `at(...)` for the stage it serves and is sent to the step the journey is really at;
// - actions answer 303 (post-redirect-get); 'Change' links go back to step 1 with the entered data kept;
// - the state ends when the customer leaves the journey's paths (`endJourneysOutside`, run by the protected layout);
// - the confirm POST claims its key in the shared submission store (server/submissions) in one atomic operation and
//   calls upstream once (`submitOnce`); result pages read the outcome back from that store by the key in their URL
//   (app/lib/result-page.server.ts), so a refresh, a second tab or a lost session write still shows the first result.

export type JourneyDefinition<Stage extends string> = {
  name: string;
  /** The URL scope, e.g. '/make-withdrawal': every step's path starts with it. */
  scope: string;
  /** Stages in order; the first is the details step. */
  stages: readonly Stage[];
  /** The path of a stage for an account. */
  path(stage: Stage, account: string): string;
};

function journeys(session: Session & Partial<SessionData>): Journeys {
  session.journeys ??= {};
  return session.journeys;
}

export function getJourney<Stage extends string, Data>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
): JourneyState<Stage, Data> | undefined {
  return ctx.session.journeys?.[def.name] as JourneyState<Stage, Data> | undefined;
}

/** Starts (or restarts) a journey for an account at its first stage. */
export function startJourney<Stage extends string, Data>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  account: string,
  data: Data,
): JourneyState<Stage, Data> {
  const state: JourneyState<Stage, Data> = { scope: def.scope, account, stage: def.stages[0] as Stage, data };
  journeys(ctx.session)[def.name] = state;
  return state;
}

export function updateJourney<Stage extends string, Data>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  patch: Partial<JourneyState<Stage, Data>>,
): JourneyState<Stage, Data> | undefined {
  const state = getJourney<Stage, Data>(ctx, def);
  if (!state) return undefined;
  Object.assign(state, patch);
  return state;
}

export function endJourney(ctx: AppContext, def: { name: string }): void {
  if (ctx.session.journeys?.[def.name]) delete ctx.session.journeys[def.name];
}

/**
 * The state for a step's loader or action: the journey for this account, at one of the `allowed` stages. Otherwise
 * the customer is sent (303 for actions, 302 for loaders) to the step the journey is really at, or to its first step.
 */
export function at<Stage extends string, Data>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  account: string,
  allowed: readonly Stage[],
  status: 302 | 303 = 302,
): JourneyState<Stage, Data> {
  const state = getJourney<Stage, Data>(ctx, def);
  if (state && state.account === account && allowed.includes(state.stage)) return state;
  const stage = state && state.account === account ? state.stage : (def.stages[0] as Stage);
  throw redirect(def.path(stage, account), status);
}

/**
 * The account selector's choice (a GET form: `?account=…`): an account other than `account` starts the journey
 * again at its first step for that account, whose id its own page checks.
 */
export function followAccountChoice<Stage extends string>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  request: Request,
  account: string,
): void {
  const chosen = new URL(request.url).searchParams.get('account');
  if (chosen === null || chosen === account) return;
  endJourney(ctx, def);
  throw redirect(def.path(def.stages[0] as Stage, encodeURIComponent(chosen)));
}

/**
 * A review step's state: the journey at 'review', or, Back on the review after it was done, the path of the result
 * (docs/money-journeys.md, Back after it is done), so the page offers no button to send it again.
 */
export function reviewOrDone<Stage extends string, Data>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  account: string,
  resultPath: (key: string) => string,
): { done: string; state: null } | { done: null; state: JourneyState<Stage, Data> } {
  const state = getJourney<Stage, Data>(ctx, def);
  if (
    state?.account === account &&
    state.scope === def.scope &&
    state.stage === 'done' &&
    state.submissionKey
  )
    return { done: resultPath(state.submissionKey), state: null };
  return { done: null, state: at<Stage, Data>(ctx, def, account, ['review' as Stage]) };
}

/** Ends every journey whose scope this GET path is outside (a page of another journey or area). */
export function endJourneysOutside(
  session: Session & Partial<SessionData>,
  pathname: string,
  method: string,
) {
  if (method !== 'GET' || !session.journeys) return;
  for (const [name, state] of Object.entries(session.journeys)) {
    const inScope = pathname === state.scope || pathname.startsWith(`${state.scope}/`);
    if (!inScope) delete session.journeys[name];
  }
}

/** A new one-time submission key: 128 random bits, URL-safe. */
export function newSubmissionKey(): string {
  return randomBytes(16).toString('base64url');
}

export function isSubmissionKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** The one-time key a confirm form posted, or null when it posted none that could be one. */
export async function postedKey(request: Request): Promise<string | null> {
  const { submissionKey } = formDataToObject(await request.formData());
  return isSubmissionKey(submissionKey) ? submissionKey : null;
}

/** Who may read a key's outcome: the signed-in customer. */
export function submissionOwner(ctx: AppContext): string {
  const customer = ctx.session.auth?.customer;
  if (!customer) throw redirect('/sign-in');
  return customer.userId || customer.username;
}

/**
 * What a confirm POST's money call came to, as the store keeps it. `answer` is the journey's own reading of
 * upstream's answer; `unknown` means the call was sent but no answer could be read (timeout, reset, 5xx): the
 * movement may or may not have happened, and it is never sent again under this key or automatically under a new one.
 */
export type MoneyOutcome<Answer> =
  { kind: 'answer'; answer: Answer } | { kind: 'unknown' } | { kind: 'signed-out' } | { kind: 'refused' };

export type SubmitResult<Answer> =
  { kind: 'first'; outcome: MoneyOutcome<Answer> } | { kind: 'repeat'; submission: Submission | null };

/**
 * Claims `key` and, for the first claimant only, makes the money call once (a fresh connection, never retried) and
 * records its outcome. Every other claimant gets the record: in flight, done or unknown (null when the key is not
 * this customer's). `read` turns upstream's parsed answer into what the journey keeps (no secrets in it).
 */
export async function submitOnce<S extends z.ZodType, Answer>(
  ctx: AppContext,
  journey: string,
  key: string,
  call: UpstreamCall<S>,
  read: (data: z.infer<S>) => Answer,
): Promise<SubmitResult<Answer>> {
  const owner = submissionOwner(ctx);
  const claim = await ctx.submissions.claim(key, owner, journey);
  if (!claim.claimed) return { kind: 'repeat', submission: claim.existing };
  let outcome: MoneyOutcome<Answer>;
  let result: UpstreamOutcome<z.infer<S>>;
  try {
    result = await ctx.upstream(call, { once: true });
  } catch (err) {
    ctx.log.error({ err, journey }, 'money call threw');
    result = { kind: 'error', status: 0, reason: 'threw' };
  }
  if (result.kind === 'ok') outcome = { kind: 'answer', answer: read(result.data) };
  else if (result.kind === 'signed-out') outcome = { kind: 'signed-out' };
  // Never sent (the page's deadline had passed first): the bank did nothing, so the customer may try again.
  else if (result.kind === 'error' && result.sent === false) outcome = { kind: 'refused' };
  // Sent, but no answer could be read: a timeout, a dropped connection, a 5xx or an unreadable body.
  else if (result.kind === 'error' && (result.status === 0 || result.status >= 500))
    outcome = { kind: 'unknown' };
  else outcome = { kind: 'refused' };
  await ctx.submissions.settle(key, owner, outcome.kind === 'unknown' ? 'unknown' : 'done', outcome);
  if (outcome.kind === 'unknown') ctx.log.warn({ journey }, 'money call outcome unknown');
  const counted = outcomeLabel(outcome);
  if (counted) ctx.metrics.journeyOutcome(journey, counted);
  return { kind: 'first', outcome };
}

/**
 * What the customer is told a call came to, for the metrics (docs/operations.md, Metrics): confirmed by the bank,
 * refused (by the bank, or never acted on: not sent, or the session ended), or unknown. A card payment the bank
 * sends to 3-D Secure is not an outcome yet: its completion is.
 */
function outcomeLabel(outcome: MoneyOutcome<unknown>): 'confirmed' | 'refused' | 'unknown' | undefined {
  if (outcome.kind === 'unknown') return 'unknown';
  if (outcome.kind !== 'answer') return 'refused';
  const { status } = (outcome.answer ?? {}) as { status?: unknown };
  if (status === 'Success' || status === 'Completed') return 'confirmed';
  if (status === 'PerformThreeDSecure') return undefined;
  if (status === 'Unknown') return 'unknown';
  return 'refused';
}

/**
 * The outcomes that end a journey whatever it is: the bank ended the session (the customer is signed out), or the
 * call was refused before the bank could act on it (the network-error page). Null for any other outcome.
 */
export async function endingOutcome<Stage extends string>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  outcome: MoneyOutcome<unknown>,
): Promise<Response | null> {
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    return seeOther('/signed-out');
  }
  if (outcome.kind === 'refused') {
    endJourney(ctx, def);
    return seeOther('/network-error');
  }
  return null;
}

/**
 * What a confirm POST answers once `submitOnce` has run: a repeat goes to the key's result; an ending outcome ends
 * the journey (`endingOutcome`); a definite 'Failed' answer shows the review again with `failed` (the spec's message)
 * and a new key for the next try; anything else (done, or unknown) goes to the key's result page, which tells which.
 */
export async function answerSubmission<Stage extends string, Data>(
  ctx: AppContext,
  def: JourneyDefinition<Stage>,
  result: SubmitResult<{ status: string }>,
  where: { result: string; review: string },
  failed: { message: string; data?: Data },
): Promise<Response> {
  if (result.kind === 'repeat') return seeOther(where.result);
  const { outcome } = result;
  const ended = await endingOutcome(ctx, def, outcome);
  if (ended) return ended;
  if (outcome.kind === 'answer' && outcome.answer.status === 'Failed') {
    updateJourney<Stage, Data>(ctx, def, {
      failed: failed.message,
      submissionKey: newSubmissionKey(),
      ...(failed.data === undefined ? {} : { data: failed.data }),
    });
    return seeOther(where.review);
  }
  updateJourney(ctx, def, { stage: 'done' as Stage, failed: undefined });
  return seeOther(where.result);
}

/** The outcome recorded under `key` for the signed-in customer, as a result page reads it. */
export async function readSubmission<Answer>(
  ctx: AppContext,
  key: string | null,
): Promise<
  | { state: 'missing' }
  | { state: 'in-flight' }
  | { state: 'unknown' }
  | { state: 'done'; outcome: MoneyOutcome<Answer>; journey: string }
> {
  if (!isSubmissionKey(key)) return { state: 'missing' };
  const submission = await ctx.submissions.get(key, submissionOwner(ctx));
  if (!submission) return { state: 'missing' };
  if (submission.state === 'in-flight') return { state: 'in-flight' };
  const outcome = submission.outcome as MoneyOutcome<Answer> | null;
  if (submission.state === 'unknown' || !outcome || outcome.kind === 'unknown') return { state: 'unknown' };
  return { state: 'done', outcome, journey: submission.journey };
}
