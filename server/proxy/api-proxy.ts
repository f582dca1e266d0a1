import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, responseInterceptor } from 'http-proxy-middleware';
import type { Config } from '../config.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { CSRF_HEADER } from '../middleware/csrf.ts';
import { findAllowedRoute } from './allow-list.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    on: {
      proxyReq(proxyReq, req) {
        for (const header of proxyReq.getHeaderNames()) {
          if (!['content-type', 'content-length', 'host', 'accept'].includes(header))
            proxyReq.removeHeader(header);
        }
        const headers = upstream.headersFor({
          requestId: String(req.id),
          userAgent: req.get('user-agent'),
          auth: req.session.auth,
        });
        for (const [name, value] of Object.entries(headers)) proxyReq.setHeader(name, value);
      },
      proxyRes: responseInterceptor(async (body, proxyRes, req, res) => {
        const status = proxyRes.statusCode ?? 502;
        for (const header of ['set-cookie', 'x-session-ticket']) res.removeHeader(header);
        const r = req as unknown as Request;
        if (status === 402) {
          delete r.session.auth;
          r.session.flash = { signedOut: 'UnauthorizedSignedOut' };
          return json(res, 402, { redirect: '/signed-out' });
        }
        if (status === 412) {
          return json(res, 412, {
            challengeStatus: String(proxyRes.headers['x-challenge-status'] ?? ''),
          });
        }
        if (status >= 400) return json(res, status, { redirect: '/network-error' });
        return body;
      }),
      error(err, req, res) {
        (req as unknown as Request).log?.error({ err: err.message }, 'api proxy error');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ redirect: '/network-error' }));
        }
      },
    },
  });

  return async (req, res, next) => {
    const path = req.path; // the /api mount prefix is already stripped
    if (!findAllowedRoute(req.method, path)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (UNSAFE.has(req.method)) {
      const origin = req.get('origin');
      const token = req.get(CSRF_HEADER);
      if (
        (origin && origin !== new URL(config.publicUrl).origin) ||
        !token ||
        token !== req.session.csrfToken
      ) {
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
    return proxy(req, res, next);
  };
}

function json(res: ServerResponse<IncomingMessage>, status: number, body: unknown): Buffer {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  return Buffer.from(JSON.stringify(body));
}
