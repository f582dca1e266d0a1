import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { addVary, negotiateEncoding } from './encoding.ts';

/** HTML, scripts, styles, JSON, React Router's `.data` (text/x-script), SVG. Never event streams (flushed by hand). */
const COMPRESSIBLE =
  /^(text\/(html|css|javascript|plain|xml|x-script)|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+json)|image\/svg\+xml)\b/i;

/** Below this, the coding's framing and the CPU cost more than the bytes saved. */
const THRESHOLD = 1024;

type Options = { threshold?: number };

/**
 * Compresses dynamic responses (pages, `.data`, JSON) with brotli or gzip as the browser's Accept-Encoding asks
 * (decision 027). Static files never reach it: they are served precompressed before anything else runs.
 *
 * A response is left alone when it already has a Content-Encoding, is bodiless (HEAD, 204, 304), is not one of
 * the compressible types (so `text/event-stream` never is), says `Cache-Control: no-transform`, is smaller than
 * the threshold, or its handler set `res.locals.noCompression`. BREACH: the only secret a page reflects is the
 * CSRF token, and it is masked afresh for every response (server/middleware/csrf.ts), so compression cannot leak it.
 *
 * Writes are compressed as they come and flushed once per turn of the event loop, so a streamed document still
 * reaches the browser in pieces (Suspense) without flushing every small chunk on its own.
 */
export function compression(options: Options = {}): RequestHandler {
  const threshold = options.threshold ?? THRESHOLD;
  return (req, res, next) => {
    const coding = req.method === 'HEAD' ? undefined : negotiateEncoding(req.headers['accept-encoding']);
    let stream: BrotliCompress | Gzip | undefined;
    let decided = false;
    let flushScheduled = false;
    const originalWrite = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const originalEnd = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;

    function decide() {
      if (decided) return;
      decided = true;
      const type = String(res.getHeader('content-type') ?? '');
      if (!COMPRESSIBLE.test(type)) return;
      res.setHeader('vary', addVary(res.getHeader('vary'), 'Accept-Encoding'));
      if (!coding || res.locals.noCompression) return;
      const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
      if (encoding !== 'identity') return;
      const status = res.statusCode;
      if (status < 200 || status === 204 || status === 304) return;
      if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return;
      const length = Number(res.getHeader('content-length') ?? NaN);
      if (Number.isFinite(length) && length < threshold) return;

      stream =
        coding === 'br'
          ? createBrotliCompress({
              params: {
                // Quality 4: about gzip's speed at a smaller size; 11 is for the build step, not per request.
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                ...(Number.isFinite(length) ? { [constants.BROTLI_PARAM_SIZE_HINT]: length } : {}),
              },
            })
          : createGzip({ level: 6 });
      res.setHeader('content-encoding', coding);
      res.removeHeader('content-length');
      stream.on('data', (chunk: Buffer) => {
        if (!originalWrite(chunk)) stream?.pause();
      });
      stream.on('end', () => originalEnd());
      res.on('drain', () => stream?.resume());
      res.on('close', () => {
        if (!res.writableFinished) stream?.destroy();
      });
    }

    function flushSoon() {
      if (flushScheduled) return;
      flushScheduled = true;
      setImmediate(() => {
        flushScheduled = false;
        if (stream && !stream.writableEnded && !stream.destroyed)
          stream.flush(coding === 'gzip' ? constants.Z_SYNC_FLUSH : undefined);
      });
    }

    res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      // Headers given to writeHead itself are applied first, so the decision sees them.
      const headers = rest[rest.length - 1];
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
          if (value !== undefined) this.setHeader(name, value);
        rest.pop();
      }
      this.statusCode = status;
      decide();
      return originalWriteHead(status, ...rest);
    } as typeof res.writeHead;

    res.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      if (!stream) return originalWrite(chunk, ...rest);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      const ok = stream.write(
        typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer),
        callback,
      );
      flushSoon();
      return ok;
    } as typeof res.write;

    res.end = function end(this: ServerResponse, ...args: unknown[]) {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
      if (!this.headersSent) {
        // The whole body is known: give its length, so a small one is not compressed.
        if (chunk != null && this.getHeader('content-length') === undefined && !decided)
          this.setHeader(
            'content-length',
            typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk as Buffer).length,
          );
        this.writeHead(this.statusCode);
      }
      if (!stream) return originalEnd(...args);
      if (callback) this.once('finish', callback);
      if (chunk != null)
        stream.end(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer));
      else stream.end();
      return this;
    } as typeof res.end;

    next();
  };
}
