import { join } from 'node:path';
import session, { type SessionData, type Store } from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config.ts';
import { createSessionCipher } from './cipher.ts';
import { SqliteSessionStore } from './sqlite-store.ts';
import { RedisSubmissionStore, SqliteSubmissionStore, type SubmissionStore } from '../submissions/store.ts';

export type SessionStoreHandle = {
  store: Store;
  /** The money movements' one-time submission keys, kept beside the sessions (server/submissions/store.ts). */
  submissions: SubmissionStore;
  ready(): Promise<boolean>;
  close(): Promise<void>;
  /** With REDIS_URL: raw commands on the same client, for the shared rate-limit counts (decision 029). */
  redisCommand?: (args: string[]) => Promise<unknown>;
};

/** SQLite file (WAL) by default; Redis when REDIS_URL is set (ARCHITECTURE.md request flow step 5). */
export async function createSessionStore(config: Config): Promise<SessionStoreHandle> {
  const cipher = createSessionCipher(config.session.secret);
  if (config.session.redisUrl) {
    // Loaded only when configured: a SQLite deployment never loads the Redis client (decision 027).
    const [{ createClient }, { RedisStore }] = await Promise.all([import('redis'), import('connect-redis')]);
    const client = createClient({ url: config.session.redisUrl });
    client.on('error', () => {
      // Reported through /health/ready; reconnects on its own.
    });
    await client.connect();
    const store = new RedisStore({
      client,
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
      submissions: new RedisSubmissionStore(client, cipher),
      ready: async () => (await client.ping()) === 'PONG',
      redisCommand: (args) => client.sendCommand(args),
      close: async () => {
        await client.quit();
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

export function sessionCookieName(config: Config): string {
  // __Host- requires Secure, path=/ and no Domain: only possible over https.
  return config.insecureLocal ? 'portal.sid' : '__Host-portal.sid';
}

export function sessionMiddleware(config: Config, store: Store): RequestHandler {
  return session({
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
}

/**
 * Idle and absolute expiry, enforced on the server so it holds with JavaScript off (ARCHITECTURE.md Session timeout).
 * Activity is stamped only for customer requests: background polls (header `x-background-request`) never extend a
 * session. The stamp is written at most every 15 seconds so most requests do not rewrite the session.
 */
export function idleExpiry(
  config: Config,
  now: () => number = Date.now,
  /** Told of each signed-in session that expired (to tell the bank, issue 12); never delays the request. */
  onExpired?: (req: Request, auth: NonNullable<Request['session']['auth']>) => void,
  /**
   * For a session that expired before anyone signed in: what the new session keeps of it (the flow the visitor was
   * in, ended with its message; decision 032). Called before the old session is dropped.
   */
  carryOver?: (expired: Request['session']) => Partial<SessionData>,
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
