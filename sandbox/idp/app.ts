import { fileURLToPath } from 'node:url';
import express, { type Express, type RequestHandler } from 'express';
import type { SandboxContext } from '../context.ts';
import { requestLog } from '../logging.ts';
import { pageErrorHandler } from '../page-errors.ts';
import { interactionRoutes } from './interactions.ts';
import { errorPage } from './views.ts';

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));

/**
 * Headers for the provider's pages. No inline script or style anywhere; form-action includes the portal because
 * browsers apply it to the redirects that follow a form post (login -> /auth/:uid -> portal callback).
 * oidc-provider adds a script hash itself when it renders its one auto-submitting form_post page.
 */
function securityHeaders(portalUrl: string): RequestHandler {
  const portalOrigin = new URL(portalUrl).origin;
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${portalOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return (_req, res, next) => {
    res.setHeader('content-security-policy', csp);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('referrer-policy', 'same-origin');
    next();
  };
}

export function createIdpApp(ctx: SandboxContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(ctx.logger, 'idp'));
  app.use(securityHeaders(ctx.settings.portalUrl));
  app.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  app.use('/assets', express.static(PUBLIC_DIR, { index: false, fallthrough: false, maxAge: '1h' }));
  app.use(interactionRoutes(ctx));
  // Everything else (discovery, /auth, /token, /me, /session/end, /jwks, /token/revocation...) is oidc-provider's.
  // It parses its own request bodies, so no body parser may run before it.
  app.use(ctx.provider.callback());

  const errorHandler = pageErrorHandler(
    (error, req) => ctx.logger.error({ err: error, method: req.method, path: req.path }, 'sandbox IdP error'),
    (res, status) =>
      res
        .status(status)
        .type('html')
        .send(
          errorPage({
            bankName: ctx.settings.bankName,
            portalUrl: ctx.settings.portalUrl,
            heading: 'Sorry, there is a problem with the service',
            message: 'Please try again later.',
          }),
        ),
  );
  app.use(errorHandler);
  return app;
}
