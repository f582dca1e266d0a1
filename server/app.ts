import { join } from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import type { Store } from 'express-session';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { buildAppContext, regenerate } from './context.ts';
import type { AppBundle } from './app-bundle.ts';
import { requestLogging } from './middleware/logging.ts';
import { apiAnswerHeaders, securityHeaders } from './middleware/security-headers.ts';
import { noStorePages, staticAssets } from './middleware/static-assets.ts';
import { compression } from './middleware/compression.ts';
import { idleExpiry, sessionCookieName, sessionMiddleware } from './session/index.ts';
import { csrfProtection } from './middleware/csrf.ts';
import { formBody, refuseBadRequestLines } from './middleware/bad-requests.ts';
import { clientErrorHandler, errorHandler } from './middleware/errors.ts';
import { rateLimits, type RedisCommand } from './middleware/rate-limit.ts';
import { healthRoutes } from './health/index.ts';
import { apiProxy } from './proxy/api-proxy.ts';
import { apiFastPath } from './proxy/api-fast-path.ts';
import { oidcService } from './auth/oidc.ts';
import { signOutRoutes, tellBankSignedOut } from './auth/sign-out.ts';
import { UpstreamClient } from './upstream/client.ts';
import { ContentService } from './content/service.ts';
import type { SubmissionStore } from './submissions/store.ts';
import { createViewRenderer, findStylesheet } from './views/render.ts';
import { cardIssuerReturnRoutes } from './card-issuer/return-routes.ts';

export type AppDeps = {
  config: Config;
  logger: Logger;
  sessionStore: {
    store: Store;
    submissions: SubmissionStore;
    ready(): Promise<boolean>;
    redisCommand?: RedisCommand;
  };
  /** The app: the SSR bundle (build/server/index.js) or, in development, the same entry through Vite. */
  app: AppBundle;
  /** Vite's dev middleware in development; the built client files otherwise. */
  assets?: RequestHandler;
  rootDir?: string;
  /** The clock for session expiry; tests inject one instead of waiting. */
  now?: () => number;
};

/** The whole middleware order of ARCHITECTURE.md "Request flow", in that order. */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const rootDir = deps.rootDir ?? process.cwd();
  const clientBuildDir = join(rootDir, 'build/client');
  const upstream = new UpstreamClient({
    baseUrl: config.upstream.url,
    timeoutMs: config.upstream.timeoutMs,
    brandCode: config.upstream.brandCode,
    logger,
  });
  const content = new ContentService({
    baseUrl: config.upstream.url,
    brandCode: config.upstream.brandCode,
    timeoutMs: config.content.timeoutMs,
    freshMs: config.content.freshMs,
    logger,
  });
  const oidc = oidcService(config, logger, deps.now);
  const render = createViewRenderer(rootDir, clientBuildDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.insecureLocal ? false : 1);

  // 0a. A signed-in background GET to /api that needs nothing written goes straight to the bank on node:http; any
  // other /api request falls through to the full pipeline below (server/proxy/api-fast-path.ts, issue 11).
  app.use(
    apiFastPath({
      config,
      store: deps.sessionStore.store,
      upstream,
      logger,
      cookieName: sessionCookieName(config),
      headers: apiAnswerHeaders(config),
      ...(deps.now ? { now: deps.now } : {}),
    }),
  );
  // 0. The client build's files by path, before anything else runs: precompressed, hashed ones immutable; no
  // request id, log line, session or nonce for them (decision 027). In development Vite serves them at step 4.
  if (!deps.assets) app.use(staticAssets(clientBuildDir, { hsts: !config.insecureLocal }));
  app.use(compression()); // 0b. brotli/gzip for pages, .data and JSON, as Accept-Encoding asks
  app.use(requestLogging(logger)); // 1. request id + logging with redaction
  app.use(securityHeaders(config)); // 2. helmet with a per-request nonce (health answers carry the headers too)
  app.use(healthRoutes({ storeReady: deps.sessionStore.ready, upstream })); // 3. before session
  app.use(refuseBadRequestLines); // 3b. unknown methods 405, control characters in the path or query 400
  if (deps.assets) app.use(deps.assets); // 4. (development) Vite's files
  app.use(noStorePages); // 4b. everything past here is a page, possibly with customer data: no-store
  // 4c. The card issuer's 3-D Secure return: cross-site POSTs without our cookie, so before the session and CSRF
  // (they need no session and change nothing; decision 020).
  app.use(cardIssuerReturnRoutes(config, findStylesheet(clientBuildDir)));
  // 5. session + expiry; a native session that timed out is signed out at the bank too (issue 12), in the background
  const signOutAtBank = (req: Request, auth: NonNullable<Request['session']['auth']>) => {
    if (auth.kind === 'native') void tellBankSignedOut(upstream, req, auth);
  };
  app.use(
    sessionMiddleware(config, deps.sessionStore.store),
    idleExpiry(config, deps.now, signOutAtBank, deps.app.expiredFlowCarryOver),
  );
  app.use('/api', apiProxy(config, upstream, oidc.ensureFreshTokens)); // 6. before any body parser
  app.use(formBody, csrfProtection(config)); // 7. CSRF: Origin / Sec-Fetch-Site + token
  // 7b. Anti-automation: 429 before a guess reaches the bank (decision 029)
  app.use(rateLimits(config, logger, render, deps.sessionStore.redisCommand, content));
  app.use(oidc.router, signOutRoutes(config, upstream)); // 8. auth routes
  app.use(async (req, _res, next) => {
    // Tokens are refreshed server-side before they expire, ahead of any loader calling upstream. One that cannot be
    // refreshed (the provider ended the grant) ends the whole session, as the bank's 402 does.
    if (!(await oidc.ensureFreshTokens(req).catch(() => false))) {
      try {
        await regenerate(req);
        req.session.flash = { signedOut: 'UnauthorizedSignedOut' };
      } catch (err) {
        next(err);
        return;
      }
    }
    next();
  });
  app.use(
    deps.app.createReactRouterHandler((req, res) =>
      buildAppContext(req, res, config, upstream, deps.sessionStore.submissions, content, deps.now),
    ),
  ); // 9. React Router
  app.use(errorHandler(config, render, logger, content)); // 10. not found is a route; errors

  return {
    app,
    close: () => upstream.close(),
    onClientError: clientErrorHandler(config, render, logger, content),
  };
}
