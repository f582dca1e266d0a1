import express, { type RequestHandler } from 'express';
import { refuseWrongMethodsOnJsonEndpoints } from './json-endpoints.ts';

// Requests the portal refuses before any of its own code reads them (decision 030). Each refusal
// goes to the error handler (server/middleware/errors.ts) with a 4xx status, which answers with the design system's
// error page and logs one warn line through pino: never a 500, never bare text, never a stack trace.

/** The methods of a server-rendered site of plain HTML forms. Anything else is 405 (with `Allow`). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** The form types a page accepts: what an HTML form sends (text/plain forms are not used, and are a CSRF vector). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Caps on a form body, checked on the bytes before anything parses them: the largest form (edit personal details)
 * has under 50 fields and a 750-character message is under 10 kB even percent-encoded, so these leave ample room
 * while 100,000 fields never reach a parser.
 */
export const FORM_LIMITS = { bytes: 64 * 1024, fields: 200 } as const;

/** C0 controls and DEL: never part of a path or parameter the portal uses (a TAB, CR or LF in a redirect target...). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export class BadRequest extends Error {
  readonly status: number;
  /** Extra headers for the answer (Allow on a 405). */
  readonly headers: Record<string, string>;
  constructor(status: number, reason: string, headers: Record<string, string> = {}) {
    super(reason);
    this.name = 'BadRequest';
    this.status = status;
    this.headers = headers;
  }
}

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Unknown methods (OPTIONS, PROPFIND, TRACE, PUT...) are 405 on pages (`/api` keeps its own allow-list: 404 JSON). */
const refuseUnknownMethods: RequestHandler = (req, _res, next) => {
  if (!ALLOWED.has(req.method)) {
    next(new BadRequest(405, `method ${req.method} not allowed`, { Allow: ALLOWED_METHODS.join(', ') }));
    return;
  }
  next();
};

/** A path that will not percent-decode, or a path or query parameter with a control character once decoded, is 400. */
export const refuseMalformedRequestLines: RequestHandler = (req, _res, next) => {
  const [path = '', query = ''] = req.originalUrl.split('?', 2);
  if (decoded(path) === undefined) {
    // React Router would warn on the console about it and answer 404: a malformed path is the client's error.
    next(new BadRequest(400, 'malformed percent-encoding in the path'));
    return;
  }
  const parts = [path, ...query.split('&').flatMap((pair) => pair.split('='))];
  if (parts.some((part) => CONTROL.test(decoded(part) ?? ''))) {
    next(new BadRequest(400, 'control character in the request line'));
    return;
  }
  next();
};

/** The request line of a page: its method, then its path and query. */
/** A JSON endpoint's wrong method first: 405 with its own Allow, in JSON (decision 077). */
export const refuseBadRequestLines: RequestHandler[] = [
  refuseWrongMethodsOnJsonEndpoints,
  refuseUnknownMethods,
  refuseMalformedRequestLines,
];

const readForm = express.raw({ type: FORM_TYPES, limit: FORM_LIMITS.bytes });

function hasBody(req: express.Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

function countOccurrences(haystack: Buffer, needle: Buffer): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    count++;
    if (count > FORM_LIMITS.fields + 1) break;
  }
  return count;
}

/** The boundary parameter of a multipart type, or undefined. */
function boundaryOf(type: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(type);
  return match?.[1] ?? match?.[2];
}

/**
 * Reads a page's form body as bytes once (decision 003: React Router gets the same bytes): only the HTML form types
 * (anything else with a body is 415), at most FORM_LIMITS.bytes (413), at most FORM_LIMITS.fields fields counted on
 * the bytes before parsing (413), and a multipart body must parse (400). Bodiless POSTs (keep-alive) pass.
 */
export const formBody: RequestHandler[] = [
  (req, _res, next) => {
    if (req.method !== 'POST' || !hasBody(req)) return next();
    const type = (req.get('content-type') ?? '').toLowerCase();
    if (!FORM_TYPES.some((form) => type.startsWith(form))) {
      next(new BadRequest(415, `unsupported body type ${type.split(';')[0] || '(none)'}`));
      return;
    }
    if (type.startsWith('multipart/form-data') && !boundaryOf(req.get('content-type') ?? '')) {
      next(new BadRequest(400, 'multipart body without a boundary'));
      return;
    }
    next();
  },
  readForm,
  async (req, _res, next) => {
    const body: unknown = req.body;
    if (req.method !== 'POST' || !Buffer.isBuffer(body) || body.length === 0) return next();
    const type = req.get('content-type') ?? '';
    const multipart = type.toLowerCase().startsWith('multipart/form-data');
    const fields = multipart
      ? countOccurrences(body, Buffer.from(`--${boundaryOf(type) ?? ''}`)) - 1
      : countOccurrences(body, Buffer.from('&')) + 1;
    if (fields > FORM_LIMITS.fields) {
      next(new BadRequest(413, `form with more than ${FORM_LIMITS.fields} fields`));
      return;
    }
    if (multipart) {
      try {
        await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
      } catch {
        next(new BadRequest(400, 'malformed multipart body'));
        return;
      }
    }
    next();
  },
];
