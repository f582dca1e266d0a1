import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Brotli or gzip for pages, `.data` and JSON of 1 kB or more, as Accept-Encoding asks: the `compression` package
 * (decision 042), with its brotli at quality 4 (about gzip's speed at a smaller size) in text mode. It adds
 * `Vary: Accept-Encoding`, leaves HEAD, small, already encoded and `no-transform` answers alone, and gives the response
 * `res.flush()`, which the React Router handler calls after each write so a streamed answer still arrives in pieces.
 * Static files never reach it (they are served precompressed before it), nor does `/api` (the bank's answers pass
 * through as they come). BREACH: see server/middleware/csrf.ts.
 */
export function setUpCompression(): RequestHandler {
  return compression({ brotli: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } } });
}
