import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ViewRenderer } from '../views/render.ts';
import { sendErrorPage } from './errors.ts';
import { metricsOf } from '../metrics.ts';
import type { ContentService } from '../content/service.ts';
import { cachedTexts } from '../content/lookup.ts';
import { fillIn } from '#shared/content/managed.ts';
import { LAYOUT_DEFAULTS, LAYOUT_TAG } from '#shared/messages/layout.ts';
import { deviceCookies } from './device-cookie.ts';
import { LastingMemoryStore, memoryInFlight, redisInFlight, type RedisCommand } from './failure-counts.ts';
import { failureLimiter } from './failure-limiter.ts';
import {
  PASSWORD_RESET,
  SIGN_IN,
  TOO_MANY_ATTEMPTS,
  formFields,
  identityTarget,
  onPage,
  pagePath,
  rules,
  type Rule,
} from './rate-limit-rules.ts';

// Anti-automation (decision 029): express-rate-limit in front of the anonymous flows and the
// one-time-code entry, per client (its address) and per target (the account or person the request is about).
// Counted in Redis when REDIS_URL is set (every portal shares the counts), in memory otherwise. A request over a
// limit gets 429 and the "Too many attempts" page (views/error.njk, its texts the shell's managed ones), and never
// reaches the bank. Failures are counted once the bank has answered, and the limit checked before asking it, with
// the requests still waiting for an answer held to the room left (decision 075): however many correct sign-ins
// arrive at once, none is refused, and however many wrong ones, no more reach the bank than the limit allows.

export type { RedisCommand } from './failure-counts.ts';

/** A request whose bank call never answered is given up for lost after this long (a portal that stopped mid-call). */
const LOST_AFTER_MS = 5 * 60_000;
/** Redis keeps a lasting count this long: a count the bank would still hold (its own never expires). */
const LASTING_MS = 10 * 365 * 24 * 60 * 60_000;

/**
 * The limiters, in one middleware. Placed after the session and the CSRF check (the form is read and the forgery
 * refused by then) and before the auth routes and React Router.
 */
export function setUpRateLimits(
  config: Config,
  logger: Logger,
  render: ViewRenderer,
  redis?: RedisCommand,
  content?: ContentService,
): RequestHandler {
  const limits = config.rateLimits;
  const devices = deviceCookies(config);
  // Target keys are keyed hashes: usernames and personal details never sit in Redis or memory in the clear.
  const hash = (value: string) =>
    createHmac('sha256', config.session.secret).update(value).digest('base64url');
  const applies = (rule: Rule, req: Request) =>
    (rule.methods ?? ['POST']).includes(req.method) &&
    onPage(req, rule.paths) &&
    (rule.when ? rule.when(req) : true) &&
    rule.key(req) !== undefined;
  const storeFor = (rule: Rule): Store =>
    redis
      ? new RedisStore({
          sendCommand: (...args: string[]) => redis(args) as Promise<RedisReply>,
          prefix: `portal:rl:${rule.name}:`,
        })
      : rule.lasting
        ? new LastingMemoryStore()
        : new MemoryStore();

  /** The one place a limit refuses a request: logged, and the "Too many attempts" page (or its redirect). */
  const refuse = (rule: Rule, req: Request, res: Response, resetTime: Date | undefined) => {
    req.log?.warn({ limit: rule.name, path: pagePath(req) }, 'rate limit reached');
    metricsOf(req)?.rateLimited(rule.name);
    const left = resetTime ? resetTime.getTime() - Date.now() : rule.windowMs;
    tooManyAttempts(config, render, logger, content, req, res, {
      status: 429,
      windowMs: rule.page === 'account' ? undefined : Math.min(rule.windowMs, left),
    });
  };

  const cleared: Array<{ rule: Rule; store: Store }> = [];
  const handlers = rules(limits, devices).map((rule): RequestHandler => {
    const store = storeFor(rule);
    if (rule.clearedOnSignIn) cleared.push({ rule, store });
    if (rule.count === 'failures') {
      // Used directly, not through rateLimit(), which would initialise it.
      const windowMs = rule.lasting ? LASTING_MS : rule.windowMs;
      void Promise.resolve(store.init?.({ windowMs } as Options)).catch((err: unknown) =>
        logger.error({ err, limit: rule.name }, 'rate limit store'),
      );
      const inFlight = redis
        ? redisInFlight(redis, `portal:rl:${rule.name}:in-flight:`, LOST_AFTER_MS)
        : memoryInFlight();
      return failureLimiter(rule, store, inFlight, hash, applies, refuse, logger, config);
    }
    return rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      store,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: rule.name,
      // A Redis that is down must not stop customers signing in; /health/ready reports it.
      passOnStoreError: true,
      skip: (req) => !applies(rule, req),
      keyGenerator: (req) => hash(rule.key(req) ?? ''),
      handler: (req, res) => {
        const info = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
        refuse(rule, req, res, info?.resetTime);
      },
      logger: {
        error: (...args: unknown[]) => logger.error({ args }, 'rate limit'),
        warn: (...args: unknown[]) => logger.warn({ args }, 'rate limit'),
      },
    });
  });

  /**
   * A completed sign-in, or a password reset that signs the customer in: the bank's count for them starts again,
   * and so do ours for their username and for the browser they used (which server/context.ts signIn has just given
   * a device cookie).
   */
  const onSignedIn = (req: Request, res: Response) => {
    if (req.method !== 'POST' || !onPage(req, [...SIGN_IN, ...PASSWORD_RESET])) return;
    const wasSignedIn = Boolean(req.session?.auth);
    res.once('finish', () => {
      const auth = req.session?.auth;
      if (wasSignedIn || res.statusCode >= 400 || auth?.kind !== 'native') return;
      for (const { rule, store } of cleared) {
        for (const key of rule.clearedOnSignIn?.(req, auth.customer.username) ?? []) {
          if (key !== undefined) void Promise.resolve(store.resetKey(hash(key))).catch(() => undefined);
        }
      }
    });
  };

  return (req, res, next) => {
    // Where a limited `.data` POST (JavaScript on) sends the browser: the same page, by a document load.
    if (req.method === 'GET' && req.path === TOO_MANY_ATTEMPTS) {
      const asked = Number(req.query.minutes);
      const minutes = Number.isInteger(asked) && asked > 0 && asked <= 24 * 60 ? asked : limits.windowMinutes;
      tooManyAttempts(config, render, logger, content, req, res, {
        status: 429,
        windowMs: req.query.for === 'account' ? undefined : minutes * 60_000,
      });
      return;
    }
    // The person a forgotten-password flow names, so the codes it sends count against them (not only per flow).
    if (req.method === 'POST' && onPage(req, PASSWORD_RESET)) {
      const person = identityTarget(formFields(req));
      if (person) req.session.rateLimitSubject = hash(person);
    }
    onSignedIn(req, res);
    let i = 0;
    const step = (err?: unknown) => {
      if (err) return next(err);
      const handler = handlers[i++];
      if (!handler || res.headersSent) return next();
      void handler(req, res, step);
    };
    step();
  };
}

/** 429: the design system's page, with when to try again, and never a stack trace. */
function tooManyAttempts(
  config: Config,
  render: ViewRenderer,
  logger: Logger,
  content: ContentService | undefined,
  req: Request,
  res: Response,
  page: {
    status: number;
    /** How long until the limit lifts; undefined: it does not lift by waiting (a customer's untrusted clients). */
    windowMs: number | undefined;
  },
) {
  const { status, windowMs } = page;
  const minutes = windowMs === undefined ? undefined : Math.max(1, Math.ceil(windowMs / 60_000));
  res.locals.rateLimited = true;
  if (req.path.endsWith('.data')) {
    // React Router's client reads a 204 with X-Remix-Redirect as a redirect; a document load shows the page, with
    // JavaScript on as with it off (an HTML 429 would be an undecodable .data answer: the generic error page).
    res
      .status(204)
      .set('cache-control', 'no-store')
      .set(
        'x-remix-redirect',
        minutes === undefined
          ? `${TOO_MANY_ATTEMPTS}?for=account`
          : `${TOO_MANY_ATTEMPTS}?minutes=${minutes}`,
      )
      .set('x-remix-reload-document', 'true')
      .end();
    return;
  }
  // The shell's managed texts as last loaded, never waiting for the content service (decision 038).
  const t = cachedTexts(content, LAYOUT_TAG, LAYOUT_DEFAULTS.content);
  const heading = t.tooManyAttemptsHeading ?? '';
  const help = fillIn(t.tooManyAttemptsHelp ?? '', { phone: config.supportPhone });
  if (minutes === undefined) {
    // No wait lifts it: the customer signs in where they have before, or resets their password (decision 075).
    const paragraphs = [t.tooManyAttemptsAccountText ?? '', t.tooManyAttemptsAccountNext ?? '', help];
    const link = { href: '/forgotten-password', text: t.tooManyAttemptsResetLink ?? '' };
    sendErrorPage(config, render, req, res, { status, heading, paragraphs, link }, req.log ?? logger);
    return;
  }
  const paragraphs = [
    t.tooManyAttemptsText ?? '',
    minutes === 1
      ? (t.tooManyAttemptsWaitOne ?? '')
      : fillIn(t.tooManyAttemptsWait ?? '', { minutes: String(minutes) }),
    help,
  ];
  if (!res.get('retry-after')) res.set('retry-after', String(minutes * 60));
  sendErrorPage(config, render, req, res, { status, heading, paragraphs }, req.log ?? logger);
}
