import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { RequestHandler } from 'express';
import { negotiateEncoding, type Coding } from './encoding.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed build output: the file name changes whenever the content does, so it never needs revalidating. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The few unhashed files (icon, manifest, robots.txt, images): an hour. */
const SHORT = 'public, max-age=3600';

type Variant = { file: string; size: number };
type Entry = {
  file: string;
  size: number;
  type: string;
  etag: string;
  lastModified: string;
  cacheControl: string;
  encoded: Partial<Record<Coding, Variant>>;
};

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .map((item) => join(item.parentPath, item.name));
}

/**
 * Every file of the client build, indexed once at start-up (the build never changes under a running server), with the
 * `.br`/`.gz` files written beside the hashed assets by scripts/precompress.ts.
 */
export function indexClientBuild(clientBuildDir: string): Map<string, Entry> {
  const files = new Set(walk(clientBuildDir));
  const index = new Map<string, Entry>();
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const type = TYPES[extname(file).toLowerCase()];
    if (!type) continue;
    const path = '/' + relative(clientBuildDir, file).split(sep).join('/');
    const stat = statSync(file);
    const encoded: Entry['encoded'] = {};
    for (const [coding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (files.has(file + suffix))
        encoded[coding] = { file: file + suffix, size: statSync(file + suffix).size };
    }
    index.set(path, {
      file,
      size: stat.size,
      type,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      cacheControl: path.startsWith('/assets/') ? IMMUTABLE : SHORT,
      encoded,
    });
  }
  return index;
}

/**
 * The client build's files, matched by path before anything else runs (decision 027): no request id, log line,
 * session, CSP nonce or page headers for them. Hashed `/assets/*` are immutable for a year and sent precompressed
 * (brotli or gzip, as the browser accepts) with `Vary: Accept-Encoding`; an unknown `/assets/*` path is a plain 404
 * rather than a page. Everything else passes on untouched.
 */
export function staticAssets(clientBuildDir: string, options: { hsts?: boolean } = {}): RequestHandler {
  const index = indexClientBuild(clientBuildDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    const entry = index.get(path);
    if (!entry) {
      if (!path.startsWith('/assets/')) return next();
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end('Not found');
      return;
    }
    const headers: Record<string, string | number> = {
      'content-type': entry.type,
      'cache-control': entry.cacheControl,
      etag: entry.etag,
      'last-modified': entry.lastModified,
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    };
    if (options.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    const codings = Object.keys(entry.encoded) as Coding[];
    if (codings.length > 0) headers.vary = 'Accept-Encoding';
    const ifNoneMatch = req.headers['if-none-match'];
    if (
      ifNoneMatch &&
      ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')
    ) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const coding =
      codings.length > 0 ? negotiateEncoding(req.headers['accept-encoding'], codings) : undefined;
    const variant = coding ? entry.encoded[coding] : undefined;
    if (coding && variant) headers['content-encoding'] = coding;
    headers['content-length'] = variant?.size ?? entry.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(variant?.file ?? entry.file);
    stream.on('error', (err) => {
      res.destroy(err);
    });
    stream.pipe(res);
  };
}

/** Pages (anything that is not a static file) may carry customer data: never stored by the browser or a proxy. */
export const noStorePages: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};
