import { randomBytes } from 'node:crypto';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { csrfSync } from 'csrf-sync';
import type { Config } from '../config.ts';
import { redirect } from './redirect.ts';
import { BadRequest, formBody } from './bad-requests.ts';
import { CARD_ISSUER_COMPLETION } from '../card-issuer/hand-off.ts';
import { isJsonEndpoint, sendJsonError } from './json-endpoints.ts';

export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** The token as the request sent it (the header, else the form field), read by readSentToken. */
function sentToken(req: Request): string | undefined {
  return req.res?.locals.csrfSent;
}

/**
 * The synchronizer token pattern by csrf-sync (decision 042): one token per session, in `req.session.csrfToken`,
 * created on first use (so visitors who never see a form get no session); every unsafe request must send it back.
 * What it compares is the sent token unmasked (maskedCsrfToken).
 */
const csrf = csrfSync({
  size: 32,
  getTokenFromRequest: (req) => unmask(sentToken(req)),
  // The 3-D Secure completion handlers are posted by our own return page, which was loaded by the card issuer's
  // cross-site POST and so has no token to give: the Origin check still applies, and the handler requires the posted
  // MD to be the journey's single-use token instead (decision 020).
  skipCsrfProtection: (req) => req.method === 'POST' && CARD_ISSUER_COMPLETION.test(req.path),
});

/**
 * The session's token as a page or `.data` response carries it: a fresh random mask followed by token XOR mask, so
 * the bytes differ in every response. Pages are compressed, and some reflect what the visitor typed beside the token:
 * a token that repeated byte for byte would let response lengths reveal it (BREACH). Any masked copy is accepted.
 */
export function maskedCsrfToken(req: Request): string {
  const token = Buffer.from(csrf.generateToken(req));
  const mask = randomBytes(token.length);
  const masked = Buffer.alloc(token.length * 2);
  mask.copy(masked);
  for (let i = 0; i < token.length; i++) masked[token.length + i] = (mask[i] ?? 0) ^ (token[i] ?? 0);
  return masked.toString('base64url');
}

function unmask(sent: string | undefined): string | undefined {
  if (!sent) return undefined;
  const bytes = Buffer.from(sent, 'base64url');
  const half = bytes.length / 2;
  if (half === 0 || !Number.isInteger(half)) return undefined;
  const token = Buffer.alloc(half);
  for (let i = 0; i < half; i++) token[i] = (bytes[i] ?? 0) ^ (bytes[half + i] ?? 0);
  return token.toString('utf8');
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why an unsafe request is refused as cross-site (its Origin, or Sec-Fetch-Site without one), or undefined. */
function crossSite(req: Request, ownOrigin: string): string | undefined {
  if (!UNSAFE.has(req.method)) return undefined;
  const origin = req.get('origin');
  const site = req.get('sec-fetch-site');
  if ((origin && origin !== ownOrigin) || (!origin && site && site !== 'same-origin' && site !== 'none'))
    return `cross-site request refused (origin ${origin ?? '-'}, sec-fetch-site ${site ?? '-'})`;
  return undefined;
}

/** The token the request sent, from the header or the form's field (the form body is read as bytes already). */
const readSentToken: RequestHandler = async (req, res, next) => {
  if (!UNSAFE.has(req.method)) return next();
  try {
    res.locals.csrfSent = req.get(CSRF_HEADER) ?? (await tokenFromBody(req));
    next();
  } catch (err) {
    next(err);
  }
};

async function tokenFromBody(req: Request): Promise<string | undefined> {
  const body: unknown = req.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  const type = req.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams(body.toString('utf8')).get(CSRF_FIELD) ?? undefined;
  }
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    const value = form.get(CSRF_FIELD);
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** The page a document or React Router data request is for: `/sign-in/step-2.data` → `/sign-in/step-2`. */
function pageOf(path: string): string {
  // Only a plain path of this site: never '//host' or a backslash a browser might read as another origin.
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return '/';
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

/**
 * A page's refused token: a session that has gone shows where the customer stands (the signed-out page, or the flow
 * again for a visitor who never signed in) rather than a bare 403; any other refusal is the 403 error page.
 */
const pageTokenRefused: ErrorRequestHandler = (err, req, res, next) => {
  if (err !== csrf.invalidCsrfTokenError) return next(err);
  if (req.anonymousSessionExpired) {
    // Nobody had signed in: never 'logged out … due to inactivity'. The page posted to is shown again, where the flow
    // the visitor was in (kept by idleExpiry) starts again with its message (decision 032). A script's request (the
    // timeout warning's keep-alive) is told the session has gone.
    if (req.get(CSRF_HEADER)) res.status(403).json({ active: false, remainingMs: 0 });
    else redirect(req, res, pageOf(req.path));
    return;
  }
  if (req.sessionExpired || (sentToken(req) && !req.session.csrfToken)) {
    // The form was issued by a session that has since expired (or the store lost it). A script (a JSON endpoint) is
    // told so, and takes the customer to the signed-out page, which says why.
    req.session.flash = { signedOut: 'SessionTimeout' };
    if (isJsonEndpoint(req)) sendJsonError(res, 401);
    else redirect(req, res, '/signed-out');
    return;
  }
  next(new BadRequest(403, 'missing or wrong CSRF token'));
};

/**
 * Pages: the form body read once (limits first), then for every unsafe method the Origin / Sec-Fetch-Site check
 * (a foreign origin is the 403 error page) and the session's token from the form field or header.
 */
export function setUpCsrf(config: Config): Array<RequestHandler | ErrorRequestHandler> {
  const ownOrigin = new URL(config.publicUrl).origin;
  const sameSite: RequestHandler = (req, _res, next) => {
    const refused = crossSite(req, ownOrigin);
    next(refused ? new BadRequest(403, refused) : undefined);
  };
  return [...formBody, sameSite, readSentToken, csrf.csrfSynchronisedProtection, pageTokenRefused];
}

/** `/api`: the same checks for unsafe methods, token in the header only, refused with a JSON 403. */
export function apiCsrf(config: Config): Array<RequestHandler | ErrorRequestHandler> {
  const ownOrigin = new URL(config.publicUrl).origin;
  const forbidden = (res: Parameters<RequestHandler>[1]) => res.status(403).json({ error: 'Forbidden' });
  const sameSite: RequestHandler = (req, res, next) => {
    if (crossSite(req, ownOrigin)) forbidden(res);
    else next();
  };
  const headerToken: RequestHandler = (req, res, next) => {
    if (UNSAFE.has(req.method)) res.locals.csrfSent = req.get(CSRF_HEADER);
    next();
  };
  const refused: ErrorRequestHandler = (err, _req, res, next) => {
    if (err === csrf.invalidCsrfTokenError) forbidden(res);
    else next(err);
  };
  return [sameSite, headerToken, csrf.csrfSynchronisedProtection, refused];
}
