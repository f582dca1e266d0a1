import { join } from 'node:path';
import session, { type SessionData, type Store } from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.ts';
import { createSessionCipher } from './cipher.ts';
import { SqliteSessionStore } from './sqlite-store.ts';
import { RedisSubmissionStore, SqliteSubmissionStore, type SubmissionStore } from '../submissions/store.ts';
import { metricsOf, type PortalMetrics } from '../metrics.ts';

export type SessionStoreHandle = {
  store: Store;
  /** The money movements' one-time submission keys, kept beside the sessions (server/submissions/store.ts). */
  submissions: SubmissionStore;
  ready(): Promise<boolean>;
  close(): Promise<void>;
  /** With REDIS_URL: raw commands on the same client, for the shared rate-limit counts (decision 029). */
  redisCommand?: (args: string[]) => Promise<unknown>;
};

/** SQLite file (WAL) by default; Redis when REDIS_URL is set (README.md "How a request flows"). */
export async function createSessionStore(
  config: Config,
  metrics?: Pick<PortalMetrics, 'redisError'>,
): Promise<SessionStoreHandle> {
  const cipher = createSessionCipher(config.session.secret);
  if (config.session.redisUrl) {
    // Loaded only when configured: a SQLite deployment never loads the Redis client (decision 027).
    const [{ createClient }, { RedisStore }] = await Promise.all([import('redis'), import('connect-redis')]);
    const { redisConnectTimeoutMs, redisCommandTimeoutMs } = config.session;
    const client = createClient({
      url: config.session.redisUrl,
      socket: {
        // A Redis that does not answer is given up on quickly, and tried again every little while (at most every
        // second) until it is back (decision 031).
        connectTimeout: redisConnectTimeoutMs,
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1000),
      },
      // While it is away, commands fail at once instead of queueing behind the reconnection (a Redis that stalls is
      // bounded by boundedCommands below): the page answers, with the error page, within a second.
      disableOfflineQueue: true,
      commandOptions: { timeout: redisCommandTimeoutMs },
      // A stalled Redis cannot pile up commands without end: past this, commands fail at once.
      commandsQueueMaxLength: 10_000,
    });
    client.on('error', () => {
      // Reported through /health/ready and counted (server/metrics.ts); reconnects on its own.
      metrics?.redisError();
    });
    await client.connect();
    const bounded = boundedCommands(client, redisCommandTimeoutMs);
    const store = new RedisStore({
      client: bounded,
      prefix: 'portal:sess:',
      // No EXPIRE round trip per unchanged request; the key's TTL is the absolute lifetime from its last save.
      disableTouch: true,
      serializer: {
        stringify: (s) => cipher.encrypt(JSON.stringify(s)),
        parse: (s) => JSON.parse(cipher.decrypt(s)),
      },
    });
    return {
      store,
      submissions: new RedisSubmissionStore(bounded, cipher),
      ready: async () => (await bounded.ping()) === 'PONG',
      // The rate limits' store (decision 029), bounded like the session's commands.
      redisCommand: (args) => bounded.sendCommand(args),
      close: async () => {
        // quit() waits for Redis; a Redis that is down or stalled must not hold the shutdown.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          client.quit(),
          new Promise((resolve) => (timer = setTimeout(resolve, redisCommandTimeoutMs))),
        ])
          .catch(() => undefined)
          .finally(() => clearTimeout(timer));
        if (client.isOpen) client.destroy();
      },
    };
  }
  const file = join(config.session.dataDir, 'sessions.sqlite');
  const store = new SqliteSessionStore(file, cipher);
  const submissions = new SqliteSubmissionStore(file, cipher);
  return {
    store,
    submissions,
    ready: async () => store.ping(),
    close: async () => {
      await submissions.close();
      store.close();
    },
  };
}

/** The Redis commands the session and submission stores and the readiness check send. */
const BOUNDED_COMMANDS = new Set(['get', 'set', 'del', 'expire', 'mGet', 'pTTL', 'ping', 'sendCommand']);

/**
 * The client with each of those commands bounded in time. node-redis's own command timeout stops only at the write:
 * a command written to a Redis that has stopped answering (paused, a network partition) waits for ever. Here the
 * caller gets an error after `ms`; the command stays in the client's queue, so a late reply still meets its own
 * command and the replies after it stay in step (decision 031).
 */
export function boundedCommands<C extends object>(client: C, ms: number): C {
  return new Proxy(client, {
    get(target, prop) {
      // The client's own `this` for everything (it keeps private fields, which a proxy as `this` cannot reach).
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (typeof prop !== 'string' || !BOUNDED_COMMANDS.has(prop))
        return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => {
        let pending: Promise<unknown>;
        try {
          pending = Promise.resolve((value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        } catch (err) {
          return Promise.reject(err instanceof Error ? err : new Error(String(err)));
        }
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis ${prop} timed out after ${ms} ms`)), ms);
        });
        return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
      };
    },
  });
}

export function sessionCookieName(config: Config): string {
  // __Host- requires Secure, path=/ and no Domain: only possible over https.
  return config.insecureLocal ? 'portal.sid' : '__Host-portal.sid';
}

/**
 * The session and its expiry rules, one instance for the pages and `/api` alike (server/app.ts): express-session
 * (cookie signing, store read, save only when changed), then idleExpiry.
 */
export function setUpWebSession(
  config: Config,
  store: Store,
  expiry: { now?: () => number; onExpired?: ExpiredHandler; carryOver?: CarryOver } = {},
): RequestHandler[] {
  return [
    sessionMiddleware(config, store),
    idleExpiry(config, expiry.now, expiry.onExpired, expiry.carryOver),
  ];
}

type ExpiredHandler = (req: Request, auth: NonNullable<Request['session']['auth']>) => void;
type CarryOver = (expired: Request['session']) => Partial<SessionData>;

function sessionMiddleware(config: Config, store: Store): RequestHandler {
  const middleware = session({
    name: sessionCookieName(config),
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    proxy: !config.insecureLocal,
    cookie: {
      httpOnly: true,
      sameSite: 'lax', // the OIDC callback arrives from the provider (a top-level GET)
      secure: !config.insecureLocal,
      path: '/',
      // The cookie and the stored row live for the absolute lifetime; idle expiry is checked in idleExpiry().
      maxAge: config.session.absoluteMinutes * 60 * 1000,
    },
  });
  return (req, res, next) =>
    middleware(req, res, (err?: unknown) => {
      // The store could not be read (Redis down or stalled): the request goes on to the error page, and the session
      // is left alone. Without this, express-session takes the missing session for an unset one and deletes it when
      // the response ends: the error page would wait for a second Redis timeout, and a blip would sign the customer
      // out once Redis answered again (decision 031).
      if (err) {
        (req as { sessionID?: string | undefined }).sessionID = undefined;
        metricsOf(req)?.sessionStoreError();
      }
      next(err);
    });
}

/**
 * Idle and absolute expiry, enforced on the server so it holds with JavaScript off (spec 1 §7).
 * Activity is stamped only for customer requests: background polls (header `x-background-request`) never extend a
 * session. The stamp is written at most every 15 seconds so most requests do not rewrite the session.
 */
export function idleExpiry(
  config: Config,
  now: () => number = Date.now,
  /** Told of each signed-in session that expired (to tell the bank as well); never delays the request. */
  onExpired?: ExpiredHandler,
  /**
   * For a session that expired before anyone signed in: what the new session keeps of it (the flow the visitor was
   * in, ended with its message; decision 032). Called before the old session is dropped.
   */
  carryOver?: CarryOver,
): RequestHandler {
  const idleMs = config.session.expiryMinutes * 60 * 1000;
  const absoluteMs = config.session.absoluteMinutes * 60 * 1000;
  return (req, _res, next) => {
    const s = req.session;
    const t = now();
    if (s.lastActivity === undefined) {
      // A brand-new session stays unsaved (saveUninitialized is false) until something is put in it, so visitors
      // who never see a form get no cookie. One saved by an earlier request (a CSRF token) is stamped now.
      if (s.csrfToken || s.auth) {
        s.lastActivity = t;
        s.createdAt ??= t;
      }
      return next();
    }
    const idle = t - s.lastActivity > idleMs;
    const tooOld = t - (s.createdAt ?? t) > absoluteMs;
    if (idle || tooOld) {
      const auth = s.auth;
      const wasSignedIn = Boolean(auth);
      if (auth) onExpired?.(req, auth);
      const kept = wasSignedIn ? {} : (carryOver?.(s) ?? {});
      s.regenerate((err) => {
        if (err) return next(err);
        Object.assign(req.session, kept);
        req.session.lastActivity = t;
        req.session.createdAt = t;
        if (wasSignedIn) {
          req.sessionExpired = true;
          req.session.flash = { signedOut: 'SessionTimeout' };
        } else req.anonymousSessionExpired = true;
        next();
      });
      return;
    }
    if (!req.get('x-background-request') && t - s.lastActivity >= 15_000) s.lastActivity = t;
    next();
  };
}
