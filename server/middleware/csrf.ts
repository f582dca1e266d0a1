import { randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import type { Config } from '../config.ts';
import { redirect } from './redirect.ts';
import { BadRequest } from './bad-requests.ts';
import { CARD_ISSUER_COMPLETION } from '../card-issuer/hand-off.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN_BYTES = 32;

/** The per-session token, created on first use (so visitors who never see a form get no session). */
export function csrfToken(req: express.Request): string {
  req.session.csrfToken ??= randomBytes(TOKEN_BYTES).toString('base64url');
  return req.session.csrfToken;
}

/**
 * The session's token as a page or `.data` response carries it: a fresh random mask followed by token XOR mask, so
 * the bytes differ in every response (BREACH: a compressed page never repeats the secret next to attacker-chosen
 * input, so its length reveals nothing about the token; decision 027). Any masked copy checks against the session.
 */
export function maskedCsrfToken(req: express.Request): string {
  const token = Buffer.from(csrfToken(req), 'base64url');
  const mask = randomBytes(token.length);
  const masked = Buffer.alloc(token.length * 2);
  mask.copy(masked);
  for (let i = 0; i < token.length; i++) masked[token.length + i] = (mask[i] ?? 0) ^ (token[i] ?? 0);
  return masked.toString('base64url');
}

/** A masked token back to the session's form; an unmasked one (a page rendered before masking) as it is. */
function unmask(sent: string): string {
  const bytes = Buffer.from(sent, 'base64url');
  if (bytes.length !== TOKEN_BYTES * 2) return sent;
  const token = Buffer.alloc(TOKEN_BYTES);
  for (let i = 0; i < TOKEN_BYTES; i++) token[i] = (bytes[i] ?? 0) ^ (bytes[TOKEN_BYTES + i] ?? 0);
  return token.toString('base64url');
}

/** The sent token (masked or not) is the session's, compared in constant time. */
export function csrfTokenMatches(sent: string | undefined, sessionToken: string | undefined): boolean {
  return sameToken(sent ? unmask(sent) : undefined, sessionToken);
}

function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function tokenFromBody(req: express.Request): Promise<string | undefined> {
  const body = req.body;
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
 * Origin / Sec-Fetch-Site check on every unsafe method, then the session's token from the form field or header
 * (ARCHITECTURE.md request flow step 7). A foreign origin is refused with 403; a token that no longer matches
 * because the session has gone sends the customer to /signed-out with the inactivity message.
 */
export function csrfProtection(config: Config): RequestHandler {
  const ownOrigin = new URL(config.publicUrl).origin;
  return async (req, res, next) => {
    if (!UNSAFE.has(req.method)) return next();
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    if ((origin && origin !== ownOrigin) || (!origin && site && site !== 'same-origin' && site !== 'none')) {
      // The error page (403), with one warn line naming what was refused (issue 12: never bare text).
      next(
        new BadRequest(
          403,
          `cross-site request refused (origin ${origin ?? '-'}, sec-fetch-site ${site ?? '-'})`,
        ),
      );
      return;
    }
    // The 3-D Secure completion handlers are posted by our own return page, which was loaded by the card issuer's
    // cross-site POST and so has no CSRF token to give: the Origin check above still applies, and the handler
    // requires the posted MD to be the journey's single-use token instead (decision 020).
    if (req.method === 'POST' && CARD_ISSUER_COMPLETION.test(req.path)) return next();
    try {
      const header = req.get(CSRF_HEADER);
      const sent = header ?? (await tokenFromBody(req));
      if (csrfTokenMatches(sent, req.session.csrfToken)) return next();
      if (req.anonymousSessionExpired) {
        // Nobody had signed in: never 'logged out … due to inactivity'. The page posted to is shown again, where
        // the flow the visitor was in (kept by idleExpiry) starts again with its message (decision 032). A script's
        // request (the timeout warning's keep-alive) is told the session has gone.
        if (header) res.status(403).json({ active: false, remainingMs: 0 });
        else redirect(req, res, pageOf(req.path));
        return;
      }
      if (req.sessionExpired || (sent && !req.session.csrfToken)) {
        // The form was issued by a session that has since expired (or the store lost it).
        req.session.flash = { signedOut: 'SessionTimeout' };
        redirect(req, res, '/signed-out');
        return;
      }
      next(new BadRequest(403, 'missing or wrong CSRF token'));
    } catch (err) {
      next(err);
    }
  };
}
