import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { type DestinationStream, pino, type Logger } from 'pino';

/**
 * Fields never written to the log, at any depth up to four levels: card details (spec 3 card payments), the 3-D
 * Secure hand-off, and raw request bodies (body-parser keeps the body it failed to parse on its error). The
 * sandbox does not log request bodies at all; this is the net under that rule.
 */
const SECRET_FIELDS = [
  'CardNumber',
  'SecurityCode',
  'ExpiryDate',
  'CardHoldersName',
  'ThreeDSecureResult',
  'PaymentKey',
  'PaRes',
  'MD',
  'body',
];
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) =>
  ['', '*.', '*.*.', '*.*.*.'].map((prefix) => `${prefix}${field}`),
);

/** JSON lines on stdout. Quiet (tests) keeps warnings and errors but drops the per-request lines. */
export function createLogger(quiet: boolean, destination?: DestinationStream): Logger {
  const options = {
    name: 'sandbox',
    level: quiet ? 'warn' : 'info',
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per request: method, path, status, request id (taken from x-request-id, or made up), duration.
 * The query string is left out: it can carry codes and tokens.
 */
export function requestLog(logger: Logger, component: 'api' | 'idp' | 'acs'): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = req.get('x-request-id') || randomUUID();
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      logger.info(
        {
          component,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          requestId,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        },
        `${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode}`,
      );
    });
    next();
  };
}
