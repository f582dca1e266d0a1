import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import type { SessionData, Store } from 'express-session';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { needsTokenRefresh } from '../auth/oidc.ts';
import { findAllowedRoute, normaliseApiPath } from './allow-list.ts';
import { answerFromUpstream, sendJson } from './api-proxy.ts';

// The `/api` fast path (issue 11 item 5, decision 027): the first thing the app runs. A background GET of a signed-in
// session that needs nothing written (an allow-listed path, a live session whose activity stamp is fresh or which
// the request must not extend, tokens not due for a refresh) is read from the store and piped to the bank on plain
// node:http, without compression, request logging, helmet, express-session or http-proxy-middleware. Anything else
// — no cookie, a bad signature, no such session, idle or too old, a stamp to write, a token to refresh, a POST — goes
// on to the full pipeline (next()), which answers it as before. The answers are the same either way: the same
// headers (security-headers.ts apiAnswerHeaders), the same statuses and bodies (api-proxy.ts answerFromUpstream),
// the same upstream headers. Only the bank's 402 writes the session here (signed out, as the full path does).

type FastPathDeps = {
  config: Config;
  store: Store;
  upstream: UpstreamClient;
  logger: Logger;
  cookieName: string;
  headers: readonly [string, string][];
  now?: () => number;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;
/** Activity is stamped at most every 15 s (session/index.ts idleExpiry): a request past that goes the full way. */
const STAMP_EVERY_MS = 15_000;

/** express-session's signed cookie value (`s:<id>.<hmac>`, cookie-signature) → the session id, or undefined. */
export function unsignSessionCookie(cookieHeader: string | undefined, name: string, secret: string) {
  if (!cookieHeader) return undefined;
  let raw: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) {
      if (raw !== undefined) return undefined; // two cookies of that name: let the full path decide
      raw = part.slice(eq + 1).trim();
    }
  }
  if (raw === undefined) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  } catch {
    return undefined;
  }
  if (!value.startsWith('s:')) return undefined;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const id = signed.slice(0, dot);
  const expected = Buffer.from(
    `${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`,
  );
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** Whether the session can be served as it is: signed in, live, its stamp fresh or not to be renewed, tokens valid. */
export function servableAsIs(
  session: SessionData | null | undefined,
  t: number,
  options: { idleMs: number; absoluteMs: number; background: boolean },
): session is SessionData {
  if (!session?.auth || session.lastActivity === undefined) return false;
  const expires = session.cookie?.expires;
  if (expires && new Date(expires).getTime() <= t) return false;
  if (t - session.lastActivity > options.idleMs) return false;
  if (t - (session.createdAt ?? t) > options.absoluteMs) return false;
  if (!options.background && t - session.lastActivity >= STAMP_EVERY_MS) return false;
  return !needsTokenRefresh(session.auth, t);
}

export function apiFastPath(deps: FastPathDeps): RequestHandler {
  const { config, store, upstream, logger, cookieName, headers } = deps;
  const now = deps.now ?? Date.now;
  const idleMs = config.session.expiryMinutes * 60 * 1000;
  const absoluteMs = config.session.absoluteMinutes * 60 * 1000;
  const base = new URL(config.upstream.url);
  const basePath = base.pathname.replace(/\/+$/, '');
  const transport = base.protocol === 'https:' ? https : http;
  const log = logger.child({ part: 'api-fast-path' });

  return (req, res, next) => {
    const url = req.url;
    if (req.method !== 'GET' || !url.startsWith('/api/')) return next();
    const query = url.indexOf('?');
    const path = normaliseApiPath(query === -1 ? url.slice(4) : url.slice(4, query));
    if (path === undefined || !findAllowedRoute('GET', path)) return next();
    const sid = unsignSessionCookie(req.headers.cookie, cookieName, config.session.secret);
    if (sid === undefined) return next();
    store.get(sid, (err, session) => {
      const background = req.headers['x-background-request'] !== undefined;
      if (err || !servableAsIs(session, now(), { idleMs, absoluteMs, background })) return next();
      forward(req, res, sid, session, path + (query === -1 ? '' : url.slice(query)));
    });
  };

  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    sid: string,
    session: SessionData,
    pathAndQuery: string,
  ): void {
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of headers) res.setHeader(name, value);
    const started = performance.now();
    const outgoing = transport.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: 'GET',
        path: `${basePath}${pathAndQuery}`,
        agent: upstream.agent,
        timeout: config.upstream.timeoutMs,
        headers: {
          ...(req.headers.accept ? { accept: req.headers.accept } : {}),
          host: base.host,
          ...upstream.headersFor({
            requestId,
            userAgent: req.headers['user-agent'],
            auth: session.auth,
          }),
        },
      },
      (answer) => {
        answerFromUpstream(answer, res, (done) => {
          // The bank ended the session: signed out here too, as the full path does (api-proxy.ts).
          const signedOut: Partial<SessionData> = {
            ...session,
            flash: { signedOut: 'UnauthorizedSignedOut' },
          };
          delete signedOut.auth;
          store.set(sid, signedOut as SessionData, (setErr) => {
            if (setErr) log.error({ requestId, err: String(setErr) }, 'session not saved');
            done();
          });
        });
        res.on('finish', () => {
          const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'debug';
          log[level](
            {
              requestId,
              path: pathAndQuery.split('?')[0],
              status: res.statusCode,
              ms: Math.round(performance.now() - started),
            },
            'api fast path',
          );
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timeout')));
    outgoing.on('error', (error) => {
      log.error({ requestId, err: error.message }, 'api proxy error');
      if (!res.headersSent) sendJson(res, 502, { redirect: '/network-error' });
      else res.destroy();
    });
    outgoing.end();
  }
}
