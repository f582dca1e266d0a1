import { createHmac } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
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
import { deviceCookies, squash, type DeviceCookies } from './device-cookie.ts';
import {
  LastingMemoryStore,
  memoryInFlight,
  redisInFlight,
  type InFlight,
  type RedisCommand,
} from './failure-counts.ts';

// Anti-automation (decision 029): express-rate-limit in front of the anonymous flows and the
// one-time-code entry, per client (its address) and per target (the account or person the request is about).
// Counted in Redis when REDIS_URL is set (every portal shares the counts), in memory otherwise. A request over a
// limit gets 429 and the "Too many attempts" page (views/error.njk, its texts the shell's managed ones), and never
// reaches the bank. Failures are counted once the bank has answered, and the limit checked before asking it, with
// the requests still waiting for an answer held to the room left (decision 077): however many correct sign-ins
// arrive at once, none is refused, and however many wrong ones, no more reach the bank than the limit allows.

export type { RedisCommand } from './failure-counts.ts';

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
   * The count never expires on its own: it stands, as the bank's lockout count does, until a completed sign-in or a
   * password reset clears it (decision 077).
   */
  lasting?: boolean;
  /**
   * What a completed sign-in or password reset (the bank's count starts again) clears in this rule: the keys, as
   * `key` gives them.
   */
  clearedOnSignIn?: (req: Request, username: string) => Array<string | undefined>;
  /** Which "Too many attempts" page: 'wait' (the default) says when to try again; 'account' what else to do. */
  page?: 'wait' | 'account';
};

const SIGN_IN = ['/sign-in/step-1', '/sign-in/step-2'];
const IDENTITY_FORMS = ['/registration/register', '/forgotten-password/retrieve'];
const FORGOTTEN_USERNAME = ['/forgotten-username/retrieve'];
const PASSCODE_PAGES = ['/two-factor/destination', '/two-factor/code'];
/** Where a completed password reset signs the customer in (spec 1 §4 Forgotten password). */
const PASSWORD_RESET = ['/forgotten-password/retrieve'];
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

/** The username a sign-in post is for: as typed, or (step 2, a remembered customer) the one the flow started with. */
function signInUsername(req: Request): string | undefined {
  return formFields(req).get('username') ?? req.session?.signIn?.username;
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

function rules(limits: RateLimits, devices: DeviceCookies): Rule[] {
  const clientWindow = limits.windowMinutes * 60_000;
  const targetWindow = limits.targetWindowMinutes * 60_000;
  const client = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
  const device = (req: Request, name: string) => {
    const id = devices.trustedDevice(req, name);
    return id ? `device:${id}` : undefined;
  };
  // A browser with the customer's device cookie is counted per cookie; any other client against the username.
  const untrusted = (req: Request) => {
    const name = signInUsername(req);
    return name && !devices.trustedDevice(req, name) ? `user:${squash(name)}` : undefined;
  };
  const trusted = (req: Request) => {
    const name = signInUsername(req);
    return name ? device(req, name) : undefined;
  };
  const identity = (req: Request) => identityTarget(formFields(req));
  const resend = (req: Request) =>
    pagePath(req) === '/two-factor/destination' || formFields(req).get('intent') === 'resend';
  const verify = (req: Request) => pagePath(req) === '/two-factor/code' && !resend(req);
  return [
    // Sign-in: failed attempts per client; per username from clients the customer has not signed in on, below the
    // bank's lockout of 5 and lasting as its count does; per device cookie from the customer's own browsers
    // (decisions 029, 077).
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
      key: untrusted,
      limit: limits.accountFailures,
      windowMs: targetWindow,
      count: 'failures',
      lasting: true,
      clearedOnSignIn: (_req, name) => [`user:${squash(name)}`],
      page: 'account',
    },
    {
      name: 'sign-in-device',
      paths: SIGN_IN,
      key: trusted,
      limit: limits.accountFailures,
      windowMs: targetWindow,
      count: 'failures',
      clearedOnSignIn: (req, name) => [device(req, name)],
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

/** A request whose bank call never answered is given up for lost after this long (a portal that stopped mid-call). */
const LOST_AFTER_MS = 5 * 60_000;
/** Redis keeps a lasting count this long: a count the bank would still hold (its own never expires). */
const LASTING_MS = 10 * 365 * 24 * 60 * 60_000;
/** How often a request waiting for room (others still waiting for the bank) looks again. */
const WAIT_STEP_MS = 20;

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

/** Counts one failure, trying `tries` times: a lasting count that missed one would let a stranger one closer. */
async function countFailure(store: Store, key: string, tries: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await store.increment(key);
      return;
    } catch (err) {
      if (attempt >= tries) throw err;
    }
  }
}

/**
 * A limit on failed answers: the limit is checked before the request goes on (failures so far, plus the requests
 * still waiting for the bank), and a failure counted once the answer is known. A request that finds the room taken
 * only by requests still waiting waits for them, so correct answers arriving together are never refused. A store
 * error lets the request through, as express-rate-limit's passOnStoreError does: a Redis that is down must not stop
 * customers signing in (/health/ready reports it), except for a lasting count, where it is the error page.
 */
function failureLimiter(
  rule: Rule,
  store: Store,
  inFlight: InFlight,
  hash: (value: string) => string,
  applies: (rule: Rule, req: Request) => boolean,
  refuse: (rule: Rule, req: Request, res: Response, resetTime: Date | undefined) => void,
  logger: Logger,
  config: Config,
): RequestHandler {
  // Longer than any request's bank calls (one deadline for all of them; decision 031): by then the room is free.
  const waitMs = config.upstream.timeoutMs + 1_000;
  return async (req, res, next) => {
    if (!applies(rule, req)) return next();
    const key = hash(rule.key(req) ?? '');
    let entry: Awaited<ReturnType<InFlight['enter']>> | undefined;
    try {
      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        // In first, then the count read: a request that finished in between is then in one or the other (its
        // failure is counted before it leaves), never in neither.
        const entered = await inFlight.enter(key);
        entry = entered;
        const counted = await store.get?.(key);
        // RedisStore reads a key Redis does not have (a nil reply) as NaN: no failures.
        const failures = Number.isFinite(counted?.totalHits) ? (counted?.totalHits ?? 0) : 0;
        if (failures + entered.count <= rule.limit) break;
        entry = undefined;
        await entered.leave();
        if (failures >= rule.limit || Date.now() >= giveUpAt)
          return refuse(rule, req, res, counted?.resetTime);
        await delay(WAIT_STEP_MS + Math.random() * WAIT_STEP_MS);
      }
    } catch (err) {
      void entry?.leave().catch(() => undefined);
      // A count that stands for the bank's lockout is never skipped: a store that cannot say how many failures
      // strangers have had could let the one that locks the customer through. The page asks to try again later.
      if (rule.lasting) return next(err);
      logger.error({ err, limit: rule.name }, 'rate limit store: request allowed without the limit');
      return next();
    }
    const held = entry;
    // 'close' comes after 'finish', and also when the client goes before the answer: a request that asked the bank
    // and was not answered in full counts as a failure, or dropping the connection would hide a wrong password.
    res.once('close', () => {
      const failed =
        Boolean(res.locals.askedBank) &&
        !res.locals.rateLimited &&
        (res.statusCode >= 400 || !res.writableFinished);
      const counting = failed ? countFailure(store, key, rule.lasting ? 3 : 1) : Promise.resolve();
      void counting
        .finally(() => held.leave())
        .catch((err: unknown) => logger.error({ err, limit: rule.name }, 'rate limit store'));
    });
    next();
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
    // No wait lifts it: the customer signs in where they have before, or resets their password (decision 077).
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
