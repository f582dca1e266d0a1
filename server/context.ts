import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { publicConfig, type Config, type PublicConfig } from './config.ts';
import type { NativeAuth, OidcAuth, SignedOutReason } from './auth/types.ts';
import { maskedCsrfToken } from './middleware/csrf.ts';
import { tellBankSignedOut } from './auth/sign-out.ts';
import type { Challenge, UpstreamCall, UpstreamClient, UpstreamOutcome } from './upstream/client.ts';
import type { SubmissionStore } from './submissions/store.ts';
import type { ContentService } from './content/service.ts';
import type { JourneyOutcome, PortalMetrics } from './metrics.ts';
import { editorRoleSchema, EDITOR_ROLE_PATH } from './content/editor-api.ts';
import { deviceCookies } from './middleware/device-cookie.ts';

/**
 * What loaders and actions get from Express (README.md "How a request flows", the React Router step): the session, the upstream
 * client bound to this request, the config, the nonce and the CSRF token. Built per request; never serialised.
 */
export type AppContext = {
  config: Config;
  /** The part of the config the browser may see: the root loader sends exactly this, never the config itself. */
  publicConfig: PublicConfig;
  nonce: string;
  requestId: string;
  log: Logger;
  session: Request['session'];
  /** True when this request found the signed-in session idle past its expiry. */
  sessionExpired: boolean;
  /** The clock (ms since the epoch) for every time rule: session expiry, flow timers. Tests inject one. */
  now(): number;
  csrfToken(): string;
  /**
   * `challenge` adds x-challenge-key / x-challenge-code: the two-factor replay
   * (app/routes/two-factor/challenge.server.ts).
   * `once`: a money movement, sent on a fresh connection and never sent again (app/lib/journey.server.ts).
   */
  upstream<S extends z.ZodType>(
    call: UpstreamCall<S>,
    options?: { challenge?: Challenge; once?: boolean },
  ): Promise<UpstreamOutcome<z.infer<S>>>;
  /** The money movements' one-time submission keys and their outcomes (server/submissions/store.ts). */
  submissions: SubmissionStore;
  /** Managed content: the published values per page tag, cached (server/content/service.ts; decision 035). */
  content: ContentService;
  /** Counts what a journey came to (server/metrics.ts): money movements, messages and applications by outcome. */
  metrics: { journeyOutcome(journey: string, outcome: JourneyOutcome): void };
  /**
   * True only for a signed-in content editor in the editor deployment (APP_ENV=editor): the bank says so once per
   * session (cmscontent editor/role). Customers, and everyone in other deployments, never get editor markup.
   */
  isContentEditor(): Promise<boolean>;
  /** Starts a signed-in session under a new session id (session fixation defence). */
  signIn(auth: NativeAuth | OidcAuth): Promise<void>;
  /** Ends the session locally, keeping only a one-shot message for /signed-out. */
  endSession(flash?: SignedOutReason): Promise<void>;
};

export function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

export function buildAppContext(
  req: Request,
  res: Response,
  config: Config,
  upstream: UpstreamClient,
  submissions: SubmissionStore,
  content: ContentService,
  metrics: Pick<PortalMetrics, 'journeyOutcome'>,
  now: () => number = Date.now,
): AppContext {
  // One deadline for every upstream call this request makes (a page's loaders, an action and the loaders after it):
  // a stalled bank costs the page one UPSTREAM_TIMEOUT_MS, not one per call (decision 031).
  const deadline = performance.now() + config.upstream.timeoutMs;
  const devices = deviceCookies(config);
  const context: AppContext = {
    config,
    publicConfig: publicConfig(config),
    nonce: res.locals.nonce,
    requestId: String(req.id),
    log: req.log,
    get session() {
      return req.session;
    },
    sessionExpired: Boolean(req.sessionExpired),
    now,
    // Masked afresh on each call: the token never repeats byte for byte in a (compressed) response (decision 042).
    csrfToken: () => maskedCsrfToken(req),
    upstream: (call, options) => {
      // A failed answer that asked the bank is a guess the rate limits count; a form error is not (decision 029).
      res.locals.askedBank = true;
      return upstream.call(
        {
          requestId: String(req.id),
          userAgent: req.get('user-agent'),
          auth: req.session.auth,
          challenge: options?.challenge,
          deadline,
        },
        call,
        { once: options?.once ?? false },
      );
    },
    submissions,
    content,
    metrics,
    async isContentEditor() {
      if (config.appEnv !== 'editor' || !req.session.auth) return false;
      if (req.session.contentEditor !== undefined) return req.session.contentEditor;
      const outcome = await context.upstream({
        method: 'GET',
        path: EDITOR_ROLE_PATH,
        schema: editorRoleSchema,
      });
      if (outcome.kind !== 'ok') return false;
      req.session.contentEditor = outcome.data.Editor;
      return outcome.data.Editor;
    },
    async signIn(auth) {
      const returnTo = req.session.returnTo;
      await regenerate(req);
      const t = now();
      req.session.createdAt = t;
      req.session.lastActivity = t;
      req.session.auth = auth;
      if (returnTo) req.session.returnTo = returnTo;
      await saveSession(req);
      // The customer proved who they are in this browser: it is trusted for them from now on (decision 075).
      if (auth.kind === 'native') devices.remember(res, auth.customer.username);
    },
    async endSession(flash) {
      // Every sign-out tells the bank (decision 028), unless the bank is the one that ended it (a 402).
      const auth = req.session.auth;
      if (auth?.kind === 'native' && flash !== 'UnauthorizedSignedOut')
        await tellBankSignedOut(upstream, req, auth);
      await regenerate(req);
      const t = now();
      req.session.createdAt = t;
      req.session.lastActivity = t;
      if (flash) req.session.flash = { signedOut: flash };
      await saveSession(req);
    },
  };
  return context;
}
