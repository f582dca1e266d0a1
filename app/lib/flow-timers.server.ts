import { timeoutMessages } from '#shared/messages/timeout.ts';
import type { AppContext } from './app-context.server.ts';
import { registerPath } from '../routes/registration/paths.ts';

/**
 * The inactivity timers of the anonymous flows (spec 1 §4: sign-in LOG_IN, the registration security step
 * SECURITY_DETAILS, the forgotten-password security step FORGOT_CREDENTIALS), each FLOW_TIMEOUT_MINUTES long
 * (decision 032). The server enforces them: the root middleware (`settleFlowTimers`) ends a flow past its time on
 * any request, before any loader or action runs, and leaves the spec 1 §8 'You have taken too long …' message for
 * the flow's first page. This registry also tells the timeout warning which timer is running, and lets "Yes"
 * restart it.
 */
export type FlowTimer = {
  kind: 'LOG_IN' | 'SECURITY_DETAILS' | 'FORGOT_CREDENTIALS';
  startedAt: number;
  /** Where to go when time is up: the journey's page whose loader notices and says so. */
  expirePath: string;
  /** Where "No" goes, after abandon(): the start of the journey. */
  abandonPath: string;
  restart(now: number): void;
  abandon(): void;
  /** Time is up: back to the first page of the flow, with the flow's 'You have taken too long …' message. */
  expire(): void;
};

type FlowSession = AppContext['session'];
type FlowTimerSource = (session: FlowSession) => FlowTimer | undefined;

const sources: FlowTimerSource[] = [
  (session) => {
    const flow = session.signIn;
    if (!flow) return undefined;
    return {
      kind: 'LOG_IN',
      startedAt: flow.startedAt,
      expirePath: '/sign-in/step-2',
      abandonPath: '/sign-in/step-1',
      restart: (now) => {
        flow.startedAt = now;
      },
      abandon: () => {
        delete session.signIn;
      },
      expire: () => {
        delete session.signIn;
        session.signInNotice = 'Timeout';
      },
    };
  },
  (session) => {
    // The registration security step (SECURITY_DETAILS). The bank's ticket has its own lifetime: if it runs out
    // after a "Yes", credential setup answers InvalidTicket and the journey restarts with that message.
    const flow = session.registration;
    if (flow?.stage !== 'SecurityDetails' || flow.securityStartedAt === undefined) return undefined;
    const path = registerPath(flow.activate);
    return {
      kind: 'SECURITY_DETAILS',
      startedAt: flow.securityStartedAt,
      expirePath: path,
      abandonPath: path,
      restart: (now) => {
        flow.securityStartedAt = now;
      },
      abandon: () => {
        delete session.registration;
      },
      // spec 1 §4: back to PersonalDetails with the message Timeout and the data cleared.
      expire: () => {
        session.registration = { stage: 'PersonalDetails', activate: flow.activate, notice: 'Timeout' };
      },
    };
  },
  (session) => {
    // The forgotten-password Security step (FORGOT_CREDENTIALS).
    const flow = session.forgottenPassword;
    if (flow?.stage !== 'security') return undefined;
    return {
      kind: 'FORGOT_CREDENTIALS',
      startedAt: flow.startedAt,
      expirePath: '/forgotten-password/retrieve',
      abandonPath: '/forgotten-password/retrieve',
      restart: (now) => {
        flow.startedAt = now;
      },
      abandon: () => {
        session.forgottenPassword = { stage: 'personal' };
      },
      expire: () => {
        session.forgottenPassword = { stage: 'personal', notice: timeoutMessages.ForgottenCredentials };
      },
    };
  },
];

function runningTimer(session: FlowSession): FlowTimer | undefined {
  for (const source of sources) {
    const timer = source(session);
    if (timer) return timer;
  }
  return undefined;
}

export function activeFlowTimer(ctx: AppContext): FlowTimer | undefined {
  return runningTimer(ctx.session);
}

/**
 * For a session that idled out before anyone was signed in (server/session idleExpiry): what the new session keeps
 * so that the flow the visitor was in shows its first page with its 'You have taken too long …' message, rather
 * than nothing or the signed-in customer's 'logged out … due to inactivity' (decision 032). The flow timer is
 * always shorter than the idle expiry, so such a flow is past its time.
 */
export function expiredFlowCarryOver(expired: FlowSession): Partial<FlowSession> {
  const timer = runningTimer(expired);
  if (!timer) return {};
  timer.expire();
  const kept: Partial<FlowSession> = {};
  if (expired.signInNotice) kept.signInNotice = expired.signInNotice;
  if (expired.registration) kept.registration = expired.registration;
  if (expired.forgottenPassword) kept.forgottenPassword = expired.forgottenPassword;
  return kept;
}

/** The running flow timer's time left (negative once it has run out). */
function remainingMs(ctx: AppContext, timer: FlowTimer): number {
  return timer.startedAt + ctx.config.flowTimeoutMinutes * 60_000 - ctx.now();
}

/**
 * Ends a flow whose timer has run out (root middleware, every request): the flow's pages and the timeout warning
 * then see it at its first page with its message, whether the customer comes back with JavaScript off or the
 * page's own timer sent them there.
 */
export function settleFlowTimers(ctx: AppContext): void {
  const timer = activeFlowTimer(ctx);
  if (timer && remainingMs(ctx, timer) <= 0) timer.expire();
}

export type TimeoutWarningData =
  | { mode: 'session'; remainingMs: number; countdown: boolean }
  | { mode: 'flow'; remainingMs: number; expirePath: string; abandonPath: string };

/** What the timeout warning needs on this page, if anything: the signed-in session, or a running flow timer. */
export function timeoutWarningData(ctx: AppContext, pathname: string): TimeoutWarningData | null {
  if (ctx.session.auth) {
    return {
      mode: 'session',
      remainingMs: ctx.config.session.expiryMinutes * 60_000,
      // spec 1 §4: the security details flow uses the countdown message.
      countdown: pathname.startsWith('/update-security-details'),
    };
  }
  const timer = activeFlowTimer(ctx);
  if (!timer) return null;
  return {
    mode: 'flow',
    remainingMs: remainingMs(ctx, timer),
    expirePath: timer.expirePath,
    abandonPath: timer.abandonPath,
  };
}
