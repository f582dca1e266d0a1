import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Config } from '../config.ts';
import { failureOutcome, type UpstreamClient } from '../upstream/client.ts';
import { metricsOf } from '../metrics.ts';
import type { UpstreamOutcomeLabel } from '../metrics.ts';
import { apiCsrf } from '../middleware/csrf.ts';
import { apiSecurityHeaders } from '../middleware/security-headers.ts';
import { refuseMalformedRequestLines } from '../middleware/bad-requests.ts';
import { allowedMethods, findAllowedRoute, normaliseApiPath } from './allow-list.ts';

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
 * `/api/*` → the bank's API: mounted at `/api` early in createApp (server/app.ts), with only the steps it needs, in
 * this order: its fixed security headers; control characters refused; the allow-list (anything else is 404 JSON
 * before the session is read); the session and its expiry rules (the same middleware as pages, so a background poll
 * never counts as activity); for unsafe methods the Origin / Sec-Fetch-Site check and the CSRF header; signed in
 * (else 402), tokens refreshed when due; then the proxy. Upstream headers come from the server session; browser
 * cookies are never forwarded; 402/412/other errors are answered the way the server-side client maps them.
 */
export function setUpApiProxy(deps: {
  config: Config;
  upstream: UpstreamClient;
  /** setUpWebSession's middlewares: the same instance the pages use. */
  session: RequestHandler[];
  ensureFreshTokens: (req: Request) => Promise<boolean>;
}): Router {
  const { config, upstream, ensureFreshTokens } = deps;
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
        (req as Request).res!.locals.upstreamStarted = performance.now();
      },
      // Answers are streamed through as they come (no buffering, no decompressing: the request asked for no
      // coding); only the statuses the browser must not see are replaced, and then the bank's body is discarded.
      proxyRes(proxyRes, req, res) {
        const r = req as unknown as Request;
        const status = proxyRes.statusCode ?? 502;
        observeProxied(
          r,
          status === 402
            ? 'signed_out'
            : status === 412
              ? 'challenge'
              : status >= 500
                ? '5xx'
                : status >= 400
                  ? '4xx'
                  : 'ok',
        );
        answerFromUpstream(proxyRes, res, (done) => {
          delete r.session.auth;
          r.session.flash = { signedOut: 'UnauthorizedSignedOut' };
          done();
        });
      },
      error(err, req, res) {
        observeProxied(req as unknown as Request, failureOutcome(err));
        (req as unknown as Request).log?.error({ err: err.message }, 'api proxy error');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ redirect: '/network-error' }));
        }
      },
    },
  });

  const allowListed: RequestHandler = (req, res, next) => {
    // The /api mount prefix is already stripped; req.path is still percent-encoded.
    const path = normaliseApiPath(req.path);
    if (path === undefined || !findAllowedRoute(req.method, path)) {
      // An address the allow-list has, asked with another method: which methods it takes.
      const methods = path === undefined ? [] : allowedMethods(path);
      if (methods.length > 0)
        res.status(405).set('allow', methods.join(', ')).json({ error: 'Method not allowed' });
      else res.status(404).json({ error: 'Not found' });
      return;
    }
    res.locals.apiPath = path;
    next();
  };
  const signedIn: RequestHandler = async (req, res, next) => {
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
    next();
  };
  const router = Router();
  router.use(
    apiSecurityHeaders(config),
    refuseMalformedRequestLines,
    allowListed,
    deps.session,
    apiCsrf(config),
    signedIn,
    proxy,
  );
  return router;
}

/** A proxied call's time and outcome, in the same series as the server's own calls (server/metrics.ts). */
function observeProxied(req: Request, outcome: UpstreamOutcomeLabel): void {
  const started = req.res?.locals.upstreamStarted as number | undefined;
  const path = req.res?.locals.apiPath as string | undefined;
  if (started === undefined || path === undefined) return;
  metricsOf(req)?.upstreamCall(path, outcome, (performance.now() - started) / 1000);
}

/**
 * The bank's answer to the browser: streamed through as it comes
 * (no buffering, no decompressing: the request asked for no coding), except the statuses the browser must not see,
 * which are replaced (the bank's body discarded). On 402 `signOut` ends the session, then calls `done`.
 */
function answerFromUpstream(
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

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}
