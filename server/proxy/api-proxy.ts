import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Config } from '../config.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { CSRF_HEADER, csrfTokenMatches } from '../middleware/csrf.ts';
import { findAllowedRoute, normaliseApiPath } from './allow-list.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORWARDED_REQUEST_HEADERS = new Set(['content-type', 'content-length', 'host', 'accept']);
/** Never passed back to the browser: the bank's cookies and tickets, and hop-by-hop headers. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'x-session-ticket',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'trailer',
  'upgrade',
  'proxy-authenticate',
]);

/**
 * `/api/*` → the bank's API (ARCHITECTURE.md request flow step 6). Created once, mounted before any body parser.
 * Only allow-listed paths and methods pass; upstream headers come from the server session; browser cookies are
 * never forwarded; 402/412/other errors are answered the same way as the server-side client maps them.
 */
export function apiProxy(
  config: Config,
  upstream: UpstreamClient,
  ensureFreshTokens: (req: Request) => Promise<boolean>,
): RequestHandler {
  const proxy = createProxyMiddleware<Request, Response>({
    target: config.upstream.url,
    changeOrigin: true,
    agent: upstream.agent,
    proxyTimeout: config.upstream.timeoutMs,
    selfHandleResponse: true,
    xfwd: false,
    // The normalised path the allow-list checked, never the raw one (with its query string as sent).
    pathRewrite: (path, req) => {
      const query = path.indexOf('?');
      return `${(req as Request).res?.locals.apiPath as string}${query === -1 ? '' : path.slice(query)}`;
    },
    on: {
      proxyReq(proxyReq, req) {
        for (const header of proxyReq.getHeaderNames()) {
          if (!FORWARDED_REQUEST_HEADERS.has(header)) proxyReq.removeHeader(header);
        }
        const headers = upstream.headersFor({
          requestId: String(req.id),
          userAgent: req.get('user-agent'),
          auth: req.session.auth,
        });
        for (const [name, value] of Object.entries(headers)) proxyReq.setHeader(name, value);
      },
      // Answers are streamed through as they come (no buffering, no decompressing: the request asked for no
      // coding); only the statuses the browser must not see are replaced, and then the bank's body is discarded.
      proxyRes(proxyRes, req, res) {
        const r = req as unknown as Request;
        answerFromUpstream(proxyRes, res, (done) => {
          delete r.session.auth;
          r.session.flash = { signedOut: 'UnauthorizedSignedOut' };
          done();
        });
      },
      error(err, req, res) {
        (req as unknown as Request).log?.error({ err: err.message }, 'api proxy error');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ redirect: '/network-error' }));
        }
      },
    },
  });

  const ownOrigin = new URL(config.publicUrl).origin;
  return async (req, res, next) => {
    // The /api mount prefix is already stripped; req.path is still percent-encoded.
    const path = normaliseApiPath(req.path);
    if (path === undefined || !findAllowedRoute(req.method, path)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (UNSAFE.has(req.method)) {
      const origin = req.get('origin');
      const token = req.get(CSRF_HEADER);
      if ((origin && origin !== ownOrigin) || !csrfTokenMatches(token, req.session.csrfToken)) {
        res.status(403).json({ error: 'Forbidden' });
        return;
      }
    }
    if (!req.session.auth) {
      res.status(402).json({ redirect: '/signed-out' });
      return;
    }
    if (!(await ensureFreshTokens(req))) {
      delete req.session.auth;
      req.session.flash = { signedOut: 'UnauthorizedSignedOut' };
      res.status(402).json({ redirect: '/signed-out' });
      return;
    }
    res.locals.apiPath = path;
    return proxy(req, res, next);
  };
}

/**
 * The bank's answer to the browser, on both `/api` paths (this one and api-fast-path.ts): streamed through as it comes
 * (no buffering, no decompressing: the request asked for no coding), except the statuses the browser must not see,
 * which are replaced (the bank's body discarded). On 402 `signOut` ends the session, then calls `done`.
 */
export function answerFromUpstream(
  answer: IncomingMessage,
  res: ServerResponse,
  signOut: (done: () => void) => void,
): void {
  const status = answer.statusCode ?? 502;
  if (status >= 400) {
    answer.resume();
    if (status === 402) return signOut(() => sendJson(res, 402, { redirect: '/signed-out' }));
    if (status === 412)
      return sendJson(res, 412, { challengeStatus: String(answer.headers['x-challenge-status'] ?? '') });
    return sendJson(res, status, { redirect: '/network-error' });
  }
  res.statusCode = status;
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) res.setHeader(name, value);
  answer.pipe(res);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}
