import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import type { Config } from '../config.ts';

/** Field names that carry a credential, ticket, token or card data. */
const SECRET_FIELDS = [
  'password',
  'Password',
  'pin',
  'Pin',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'sessionTicket',
  'SessionTicket',
  'ticket',
  'Ticket',
  'cardNumber',
  'CardNumber',
  'cvv',
  'Cvv',
];

/**
 * Everything that may carry a credential, ticket or card data is censored before it reaches a log line: at the top
 * level of the logged object (`log.info({ password })`) and one level down (`log.info({ body: { password } })`).
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-session-ticket"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'savings-portal' },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Request id from `x-request-id` (when well-formed) or new; echoed on the response and sent upstream. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      // Paths only: query strings can carry tokens (OIDC code, state).
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: {
      ignore: (req) => (req.url ?? '').startsWith('/health/') || (req.url ?? '').startsWith('/assets/'),
    },
  }) as unknown as RequestHandler;
}
