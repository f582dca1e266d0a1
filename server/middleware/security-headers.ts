import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { RETURN_PATHS, VERIFICATION_PAGE } from '../card-issuer/hand-off.ts';

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

const RETURN_PAGES = new Set<string>(Object.values(RETURN_PATHS));

/**
 * helmet with a per-request nonce: scripts and styles by nonce (or same-origin file) only, never `unsafe-inline`,
 * enforced rather than report-only (README.md "How a request flows").
 */
export function setUpWebSecurity(config: Config, extraFormActions: string[] = []): RequestHandler {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as ServerResponse & { locals: { nonce: string } }).locals.nonce}'`;
  const identityProvider = new URL(config.oidc.issuer).origin;
  // The 3-D Secure verification page (decision 020), and only it, may frame and post to the card issuers; its
  // frame also shows our own return page when the issuer answers, hence 'self'. Everything else frames nothing.
  const issuers = config.cardIssuerOrigins.join(' ');
  const onVerificationPage = (req: IncomingMessage) => VERIFICATION_PAGE.test(pathOf(req));
  const formActionEverywhere = ["'self'", identityProvider, ...extraFormActions].join(' ');
  const formAction = (req: IncomingMessage) =>
    onVerificationPage(req) ? `${formActionEverywhere} ${issuers}`.trim() : formActionEverywhere;
  const frameSrc = (req: IncomingMessage) =>
    onVerificationPage(req) ? `'self' ${issuers}`.trim() : "'none'";
  // The issuer's return page is shown in that frame: framed by our own pages only. Every other page: by none.
  const frameAncestors = (req: IncomingMessage) => (RETURN_PAGES.has(pathOf(req)) ? "'self'" : "'none'");
  const pageHeaders = helmet({
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
        frameAncestors: [frameAncestors],
        formAction: [formAction],
        frameSrc: [frameSrc],
        ...(config.insecureLocal ? {} : { upgradeInsecureRequests: [] }),
      },
    },
    // Over plain http on loopback there is nothing to upgrade to (docs/stack-notes.md, The CSP and what it rules out).
    strictTransportSecurity: config.insecureLocal ? false : { maxAge: 31536000, includeSubDomains: true },
    // React Router checks the Origin of form posts; no-referrer makes Chromium send `Origin: null`
    // (docs/stack-notes.md, React Router).
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    res.locals.nonce = randomBytes(18).toString('base64');
    pageHeaders(req, res, next);
  };
}

/**
 * The headers of an `/api` answer: helmet's, with a policy that lets the JSON do nothing if it is ever opened as a
 * page (no sources, no framing, no forms). One fixed set, with no nonce to make and no policy to build per request.
 */
export function apiSecurityHeaders(config: Config): RequestHandler {
  const headers = apiAnswerHeaders(config);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

function apiAnswerHeaders(config: Config): [string, string][] {
  return [
    [
      'Content-Security-Policy',
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'same-origin'],
    ...(config.insecureLocal
      ? []
      : ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][])),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}
