import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Hashed build output: the file name changes whenever the content does, so it never needs revalidating. */
const HASHED = { maxAge: '1y', immutable: true } as const;
/** The few unhashed files (icon, manifest, robots.txt, images): an hour. */
const UNHASHED = { maxAge: '1h' } as const;

/** The client build's files outside `assets/`, as URL paths: the only other paths the static step looks at. */
function unhashedFiles(clientBuildDir: string): Set<string> {
  if (!existsSync(clientBuildDir)) return new Set();
  return new Set(
    readdirSync(clientBuildDir, { withFileTypes: true, recursive: true })
      .filter((item) => item.isFile() && !/\.(br|gz)$/.test(item.name))
      .map((item) => '/' + relative(clientBuildDir, join(item.parentPath, item.name)).split(sep).join('/'))
      .filter((path) => !path.startsWith('/assets/')),
  );
}

/**
 * The client build's files, before anything else runs (decision 027): no request id, log line, session, CSP nonce or
 * page headers for them. Hashed `/assets/*` are immutable for a year and sent precompressed (the `.br`/`.gz` files
 * scripts/precompress.ts writes beside them) as Accept-Encoding asks, by express-static-gzip over serve-static, which
 * also give ETags and 304s; an unknown `/assets/*` path is a plain 404 rather than a page. The unhashed files are
 * served for an hour, and every other path passes on without a file-system call (decision 042).
 */
export function setUpStaticAssets(clientBuildDir: string, options: { hsts?: boolean } = {}): Router {
  const setHeaders = (res: ServerResponse) => {
    // express-static-gzip types a compressed file itself, spelling its charset `UTF-8`: one spelling for both.
    const type = res.getHeader('Content-Type');
    if (typeof type === 'string')
      res.setHeader('Content-Type', type.replace('charset=UTF-8', 'charset=utf-8'));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
  const notFound: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
    if (err.status !== 404) return next(err);
    res
      .status(404)
      .set({
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      })
      .end('Not found');
  };
  const unhashed = unhashedFiles(clientBuildDir);
  const serveUnhashed = express.static(clientBuildDir, { ...UNHASHED, index: false, setHeaders });
  const router = Router();
  router.use(
    '/assets',
    expressStaticGzip(join(clientBuildDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { ...HASHED, index: false, fallthrough: false, setHeaders },
    }),
    notFound,
  );
  const unhashedOnly: RequestHandler = (req, res, next) =>
    unhashed.has(req.path) ? serveUnhashed(req, res, next) : next();
  router.use(unhashedOnly);
  return router;
}

/** Pages (anything that is not a static file) may carry customer data: never stored by the browser or a proxy. */
export const noStorePages: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};
