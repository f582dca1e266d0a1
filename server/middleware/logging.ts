import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
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
 * Card data (spec 3 §3 Card payment request; docs/security.md, Card data): the bank's field names, the card form's
 * names (shared/forms/card-payment.ts) and the 3-D Secure hand-off's (MD, PaRes). Censored at any depth.
 */
const CARD_FIELDS = [
  'CardNumber',
  'SecurityCode',
  'ExpiryDate',
  'CardHoldersName',
  'cardNumber',
  'securityCode',
  'expiryDate',
  'expiry',
  'cardholderName',
  'cvv',
  'cvc',
  'csc',
  'pan',
  'MD',
  'PaRes',
  'ThreeDSecureResult',
  'PaymentKey',
  // The card hold sealed in the journey state (decision 022): never worth a log line, even sealed.
  'cardHold',
];

/** Every secret name, compared without case: 'securitycode' and 'SECURITYCODE' are the same field. */
const SECRET_NAMES = new Set([...SECRET_FIELDS, ...CARD_FIELDS].map((field) => field.toLowerCase()));

const CENSOR = '[redacted]';
const MAX_DEPTH = 12;

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a logged value with every secret field censored, at any depth: pino's `redact` paths are fixed-depth
 * (`*.field` is one level down), so `{ payload: { body: { SecurityCode } } }` would pass them. Plain objects, arrays
 * and errors are walked (an error keeps its class, message and stack, so pino's err serializer still reads it);
 * other objects (requests, responses, buffers) are left to their serializers. The logged object is never changed.
 */
export function redactDeep(value: unknown, depth = 0, seen = new WeakMap<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (depth > MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactDeep(item, depth + 1, seen));
    return copy;
  }
  const isError = value instanceof Error;
  if (!isError && !isPlainObject(value)) return value;
  const copy: Record<string, unknown> = isError
    ? (Object.create(Object.getPrototypeOf(value) as object) as Record<string, unknown>)
    : {};
  seen.set(value, copy);
  if (isError) {
    for (const key of ['name', 'message', 'stack'] as const)
      Object.defineProperty(copy, key, {
        value: value[key],
        enumerable: false,
        writable: true,
        configurable: true,
      });
    if (value.cause !== undefined) copy.cause = redactDeep(value.cause, depth + 1, seen);
  }
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_NAMES.has(key.toLowerCase()) ? CENSOR : redactDeep(item, depth + 1, seen);
  }
  return copy;
}

/**
 * Everything that may carry a credential, ticket or card data is censored before it reaches a log line: at the top
 * level of the logged object (`log.info({ password })`) and one level down (`log.info({ body: { password } })`) by
 * these paths, and at any depth by `redactDeep` (createLogger uses both).
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

/**
 * The request being answered, for log lines written through the portal's logger rather than the request's own (the
 * session store, the rate limits' store, background work a request started): they carry its id too.
 */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

const { chindingsSym } = pino.symbols;

/**
 * The portal's logger; `destination` (tests capture lines with it) defaults to stdout. `logFormat: 'pretty'` writes
 * readable lines through pino-pretty (a development dependency, for `npm start` at a terminal); JSON lines otherwise.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // Card data at any depth (docs/security.md, Card data); runs before the serializers and before `redact`.
    formatters: { log: (object: Record<string, unknown>) => redactDeep(object) as Record<string, unknown> },
    base: { service: 'savings-portal' },
    // The request's id on every line written while it is answered, unless the logger already carries it (a request's
    // own logger, the upstream client's): one `requestId` field per line, the one the bank's log lines carry too.
    mixin(_object: object, _level: number, logger: Logger) {
      const requestId = requestScope.getStore()?.requestId;
      if (requestId === undefined) return {};
      const bound = (logger as unknown as Record<symbol, string | undefined>)[chindingsSym] ?? '';
      return bound.includes('"requestId":') ? {} : { requestId };
    },
  };
  if (destination) return pino(options, destination);
  if (config.logFormat === 'pretty')
    return pino(
      options,
      pino.transport({
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' },
      }),
    );
  return pino(options);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Request id from `x-request-id` (when well-formed: decision 073) or new; echoed on the response and sent upstream.
 * `req.log` carries it as `requestId`, and so does every line the portal's logger writes while the request is
 * answered (createLogger's mixin).
 */
export function setUpRequestLogging(logger: Logger): RequestHandler {
  const httpLogger = pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
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
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: {
      ignore: (req) => (req.url ?? '').startsWith('/health/') || (req.url ?? '').startsWith('/assets/'),
    },
  }) as unknown as RequestHandler;
  return (req, res, next) =>
    httpLogger(req, res, () => requestScope.run({ requestId: String(req.id) }, next));
}
