import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
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

// Anti-automation (decision 029): express-rate-limit in front of the anonymous flows and the
// one-time-code entry, per client (its address) and per target (the account or person the request is about).
// Counted in Redis when REDIS_URL is set (every portal shares the counts), in memory otherwise. A request over a
// limit gets 429 and the "Too many attempts" page (views/error.njk, its texts the shell's managed ones), and never
// reaches the bank.

/** Sends one raw command to the Redis the sessions use (server/session/index.ts); shared, never a second client. */
export type RedisCommand = (args: string[]) => Promise<unknown>;

type Count = 'failures' | 'all';

type Rule = {
  name: string;
  /** The pages (document POSTs and their React Router `.data` twins) the rule watches. */
  paths: readonly string[];
  /** Only some posts of a page (e.g. the code page's "Request another code"). */
  when?: (req: Request) => boolean;
  /** Who is counted; undefined: this rule does not apply to the request. */
  key: (req: Request) => string | undefined;
  limit: number;
  windowMs: number;
  /** 'failures': only failed answers from the bank count (a sign-in that works, or a form error, costs nothing). */
  count: Count;
  methods?: readonly string[];
  /**
   * The count starts again when this is true of a request once it is answered: a completed sign-in clears its
   * username's failures, as the bank's own lockout counts failures in a row (spec 1 §4).
   */
  clearedBy?: (req: Request, res: Response) => boolean;
};

const SIGN_IN = ['/sign-in/step-1', '/sign-in/step-2'];
const IDENTITY_FORMS = ['/registration/register', '/forgotten-password/retrieve'];
const FORGOTTEN_USERNAME = ['/forgotten-username/retrieve'];
const PASSCODE_PAGES = ['/two-factor/destination', '/two-factor/code'];
const HAND_OFF = ['/mgr-sign-in', '/signin-oidc'];
/** The "Too many attempts" page by GET, for the browser a limited `.data` POST redirects. */
export const TOO_MANY_ATTEMPTS = '/too-many-attempts';

/** The page a request is for: without React Router's `.data` suffix, `?index` or a trailing slash. */
function pagePath(req: Request): string {
  let path = req.path;
  if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  if (path === '/_root') path = '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The registration page has an optional segment (/registration/register/activate). */
function onPage(req: Request, paths: readonly string[]): boolean {
  const path = pagePath(req);
  return paths.some((p) => path === p || path.startsWith(`${p}/`));
}

const parsedForms = new WeakMap<Request, URLSearchParams>();

/** The url-encoded form the CSRF step read as raw bytes (server/middleware/bad-requests.ts formBody). */
export function formFields(req: Request): URLSearchParams {
  let form = parsedForms.get(req);
  if (!form) {
    const type = req.get('content-type') ?? '';
    form =
      Buffer.isBuffer(req.body) && type.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(req.body.toString('utf8'))
        : new URLSearchParams();
    parsedForms.set(req, form);
  }
  return form;
}

const squash = (value: string | null | undefined) =>
  (value ?? '').normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/**
 * Who an identity form (registration, forgotten username or password) is about: the last name, postcode and account
 * number — not the date of birth or first name, so guessing those for one person is what the limit counts.
 */
export function identityTarget(form: URLSearchParams): string | undefined {
  const parts = [form.get('lastname'), form.get('postcode'), form.get('account_number')].map(squash);
  return parts.some(Boolean) ? parts.join('|') : undefined;
}

/** The customer a one-time code is for: the signed-in one, or the person a forgotten-password flow named. */
function passcodeCustomer(req: Request): string | undefined {
  const auth = req.session?.auth;
  if (auth) return `customer:${auth.customer.userId}`;
  const person = req.session?.rateLimitSubject;
  return person ? `person:${person}` : undefined;
}

export type RateLimits = Config['rateLimits'];

function rules(limits: RateLimits): Rule[] {
  const clientWindow = limits.windowMinutes * 60_000;
  const targetWindow = limits.targetWindowMinutes * 60_000;
  const client = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
  const username = (req: Request) => {
    const posted = formFields(req).get('username');
    // Step 2 (and a remembered customer's step 1) post no username: the one the flow started with.
    const name = posted ?? req.session?.signIn?.username;
    return name ? `user:${squash(name)}` : undefined;
  };
  const identity = (req: Request) => identityTarget(formFields(req));
  const resend = (req: Request) =>
    pagePath(req) === '/two-factor/destination' || formFields(req).get('intent') === 'resend';
  const verify = (req: Request) => pagePath(req) === '/two-factor/code' && !resend(req);
  return [
    // Sign-in: failed attempts per client, and per username (below the bank's lockout of 5; decision 029).
    {
      name: 'sign-in-client',
      paths: SIGN_IN,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'failures',
    },
    {
      name: 'sign-in-account',
      paths: SIGN_IN,
      key: username,
      limit: limits.accountFailures,
      windowMs: targetWindow,
      count: 'failures',
      clearedBy: (req, res) => res.statusCode < 400 && Boolean(req.session?.auth),
    },
    // Registration and forgotten password: failed identity checks per client and per person.
    {
      name: 'identity-client',
      paths: IDENTITY_FORMS,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'failures',
    },
    {
      name: 'identity-person',
      paths: IDENTITY_FORMS,
      key: identity,
      limit: limits.identityAttempts,
      windowMs: targetWindow,
      count: 'failures',
    },
    // Forgotten username answers alike whether or not the person exists, so every attempt counts.
    {
      name: 'username-client',
      paths: FORGOTTEN_USERNAME,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'all',
    },
    {
      name: 'username-person',
      paths: FORGOTTEN_USERNAME,
      key: identity,
      limit: limits.identityAttempts,
      windowMs: targetWindow,
      count: 'all',
    },
    // One-time codes: wrong codes per client and per customer, and codes sent per customer over a window.
    {
      name: 'otp-client',
      paths: PASSCODE_PAGES,
      when: verify,
      key: client,
      limit: limits.clientFailures,
      windowMs: clientWindow,
      count: 'failures',
    },
    {
      name: 'otp-customer',
      paths: PASSCODE_PAGES,
      when: verify,
      key: passcodeCustomer,
      limit: limits.otpFailures,
      windowMs: targetWindow,
      count: 'failures',
    },
    {
      name: 'otp-sends',
      paths: PASSCODE_PAGES,
      when: resend,
      key: passcodeCustomer,
      limit: limits.otpSends,
      windowMs: targetWindow,
      count: 'all',
    },
    // The identity provider hand-off (a GET that starts a login there) and its return, per client.
    {
      name: 'hand-off-client',
      paths: HAND_OFF,
      key: client,
      limit: limits.handOffs,
      windowMs: clientWindow,
      count: 'all',
      methods: ['GET'],
    },
  ];
}

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
  // Target keys are keyed hashes: usernames and personal details never sit in Redis or memory in the clear.
  const hash = (value: string) =>
    createHmac('sha256', config.session.secret).update(value).digest('base64url');
  const handlers = rules(limits).map((rule) => {
    const methods = rule.methods ?? ['POST'];
    const store: Store = redis
      ? new RedisStore({
          sendCommand: (...args: string[]) => redis(args) as Promise<RedisReply>,
          prefix: `portal:rl:${rule.name}:`,
        })
      : new MemoryStore();
    const limiter = rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      store,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: rule.name,
      skipSuccessfulRequests: rule.count === 'failures',
      // A failure is an answer of 400 or more from a request that asked the bank: a form with a missing field is not
      // a guess. The limiter's own 429 counts (it is a failure), so a client that keeps trying stays limited.
      requestWasSuccessful: (_req, res) =>
        !res.locals.rateLimited && (res.statusCode < 400 || !res.locals.askedBank),
      // A Redis that is down must not stop customers signing in; /health/ready reports it.
      passOnStoreError: true,
      skip: (req) =>
        !methods.includes(req.method) ||
        !onPage(req, rule.paths) ||
        (rule.when ? !rule.when(req) : false) ||
        rule.key(req) === undefined,
      keyGenerator: (req) => hash(rule.key(req) ?? ''),
      handler: (req, res, _next, options) => {
        req.log?.warn({ limit: rule.name, path: pagePath(req) }, 'rate limit reached');
        metricsOf(req)?.rateLimited(rule.name);
        // How long until this limit's window ends (the store's reset time), else the whole window.
        const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const left = reset ? reset.getTime() - Date.now() : rule.windowMs;
        tooManyAttempts(
          config,
          render,
          logger,
          content,
          req,
          res,
          options.statusCode,
          Math.min(rule.windowMs, left),
        );
      },
      logger: {
        error: (...args: unknown[]) => logger.error({ args }, 'rate limit'),
        warn: (...args: unknown[]) => logger.warn({ args }, 'rate limit'),
      },
    });
    const clearedBy = rule.clearedBy;
    if (!clearedBy) return limiter;
    return ((req, res, next) => {
      const key = methods.includes(req.method) && onPage(req, rule.paths) ? rule.key(req) : undefined;
      if (key !== undefined) {
        res.once('finish', () => {
          if (clearedBy(req, res)) void Promise.resolve(limiter.resetKey(hash(key))).catch(() => undefined);
        });
      }
      return limiter(req, res, next);
    }) as RequestHandler;
  });
  return (req, res, next) => {
    // Where a limited `.data` POST (JavaScript on) sends the browser: the same page, by a document load.
    if (req.method === 'GET' && req.path === TOO_MANY_ATTEMPTS) {
      const asked = Number(req.query.minutes);
      const minutes = Number.isInteger(asked) && asked > 0 && asked <= 24 * 60 ? asked : limits.windowMinutes;
      tooManyAttempts(config, render, logger, content, req, res, 429, minutes * 60_000);
      return;
    }
    // The person a forgotten-password flow names, so the codes it sends count against them (not only per flow).
    if (req.method === 'POST' && onPage(req, ['/forgotten-password/retrieve'])) {
      const person = identityTarget(formFields(req));
      if (person) req.session.rateLimitSubject = hash(person);
    }
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
  status: number,
  windowMs: number,
) {
  const minutes = Math.max(1, Math.ceil(windowMs / 60_000));
  res.locals.rateLimited = true;
  if (req.path.endsWith('.data')) {
    // React Router's client reads a 204 with X-Remix-Redirect as a redirect; a document load shows the page, with
    // JavaScript on as with it off (an HTML 429 would be an undecodable .data answer: the generic error page).
    res
      .status(204)
      .set('cache-control', 'no-store')
      .set('x-remix-redirect', `${TOO_MANY_ATTEMPTS}?minutes=${minutes}`)
      .set('x-remix-reload-document', 'true')
      .end();
    return;
  }
  // The shell's managed texts as last loaded, never waiting for the content service (decision 038).
  const t = cachedTexts(content, LAYOUT_TAG, LAYOUT_DEFAULTS.content);
  const heading = t.tooManyAttemptsHeading ?? '';
  const paragraphs = [
    t.tooManyAttemptsText ?? '',
    minutes === 1
      ? (t.tooManyAttemptsWaitOne ?? '')
      : fillIn(t.tooManyAttemptsWait ?? '', { minutes: String(minutes) }),
    fillIn(t.tooManyAttemptsHelp ?? '', { phone: config.supportPhone }),
  ];
  if (!res.get('retry-after')) res.set('retry-after', String(minutes * 60));
  sendErrorPage(config, render, req, res, { status, heading, paragraphs }, req.log ?? logger);
}
