import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * helmet with a per-request nonce: scripts and styles by nonce (or same-origin file) only, never `unsafe-inline`,
 * enforced rather than report-only (ARCHITECTURE.md request flow step 3).
 */
export function securityHeaders(config: Config, extraFormActions: string[] = []): RequestHandler[] {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as ServerResponse & { locals: { nonce: string } }).locals.nonce}'`;
  const identityProvider = new URL(config.oidc.issuer).origin;
  return [
    (_req, res, next) => {
      res.locals.nonce = randomBytes(18).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonce],
          styleSrc: ["'self'", nonce],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'", identityProvider, ...extraFormActions],
          frameSrc: ["'none'"],
          ...(config.insecureLocal ? {} : { upgradeInsecureRequests: [] }),
        },
      },
      // Over plain http on loopback there is nothing to upgrade to (STACK-NOTES CSP).
      strictTransportSecurity: config.insecureLocal ? false : { maxAge: 31536000, includeSubDomains: true },
      // React Router checks the Origin of form posts; no-referrer makes Chromium send `Origin: null` (STACK-NOTES).
      referrerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
