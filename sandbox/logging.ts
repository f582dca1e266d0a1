import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pino, type Logger } from 'pino';

/** JSON lines on stdout. Quiet (tests) keeps warnings and errors but drops the per-request lines. */
export function createLogger(quiet: boolean): Logger {
  return pino({ name: 'sandbox', level: quiet ? 'warn' : 'info' });
}

/**
 * One line per request: method, path, status, request id (taken from x-request-id, or made up), duration.
 * The query string is left out: it can carry codes and tokens.
 */
export function requestLog(logger: Logger, component: 'api' | 'idp'): RequestHandler {
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
