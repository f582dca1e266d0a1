import { join } from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import type { Store } from 'express-session';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { buildAppContext } from './context.ts';
import type { AppBundle } from './app-bundle.ts';
import { setUpRequestLogging } from './middleware/logging.ts';
import { setUpWebSecurity } from './middleware/security-headers.ts';
import { noStorePages, setUpStaticAssets } from './middleware/static-assets.ts';
import { setUpCompression } from './middleware/compression.ts';
import { setUpWebSession } from './session/index.ts';
import { setUpCsrf } from './middleware/csrf.ts';
import { refuseBadRequestLines } from './middleware/bad-requests.ts';
import { clientErrorHandler, errorHandler } from './middleware/errors.ts';
import { setUpRateLimits, type RedisCommand } from './middleware/rate-limit.ts';
import { setUpHealthChecks } from './health/index.ts';
import { setUpApiProxy } from './proxy/api-proxy.ts';
import { oidcService } from './auth/oidc.ts';
import { setUpAuthentication } from './auth/index.ts';
import { tellBankSignedOut } from './auth/sign-out.ts';
import { UpstreamClient } from './upstream/client.ts';
import { ContentService } from './content/service.ts';
import type { SubmissionStore } from './submissions/store.ts';
import { createViewRenderer, findStylesheet } from './views/render.ts';
import { createMetrics, type PortalMetrics } from './metrics.ts';
import { setUpCardIssuerReturns } from './card-issuer/return-routes.ts';
import { setUpStopping } from './middleware/stopping.ts';

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
  /** Where the app counts (server/metrics.ts); a registry of its own when not given. */
  metrics?: PortalMetrics;
};

/**
 * The one request pipeline: every request, pages and `/api` alike, goes through these steps in this order, the steps
 * README.md "How a request flows" lists under the same names (decision 041).
 */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const rootDir = deps.rootDir ?? process.cwd();
  const clientBuildDir = join(rootDir, 'build/client');
  const metrics = deps.metrics ?? createMetrics();
  const upstream = new UpstreamClient({
    baseUrl: config.upstream.url,
    timeoutMs: config.upstream.timeoutMs,
    brandCode: config.upstream.brandCode,
    logger,
    metrics,
  });
  const content = new ContentService({
    baseUrl: config.upstream.url,
    brandCode: config.upstream.brandCode,
    timeoutMs: config.content.timeoutMs,
    freshMs: config.content.freshMs,
    logger,
    metrics,
  });
  metrics.watchContent(content);
  const oidc = oidcService(config, logger, deps.now);
  const render = createViewRenderer(rootDir, clientBuildDir);
  // One session step for the pages and /api. A native session that timed out is signed out at the bank too, in the
  // background; one nobody had signed in to keeps the flow it was in (decision 032).
  const webSession = setUpWebSession(config, deps.sessionStore.store, {
    ...(deps.now ? { now: deps.now } : {}),
    onExpired: (req: Request, auth) => {
      if (auth.kind === 'native') void tellBankSignedOut(upstream, req, auth);
    },
    carryOver: deps.app.expiredFlowCarryOver,
  });
  const stopping = setUpStopping(config, render, logger, content);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Express-side steps without an AppContext count through metricsOf(req) (server/metrics.ts).
  app.locals.metrics = metrics;

  // In development Vite serves the build files, at the dev-assets step.
  if (!deps.assets) app.use(setUpStaticAssets(clientBuildDir, { hsts: !config.insecureLocal }));
  app.use(metrics.requestTimer, setUpRequestLogging(logger), stopping.refuseWhileStopping);
  app.use(
    '/api',
    setUpApiProxy({ config, upstream, session: webSession, ensureFreshTokens: oidc.ensureFreshTokens }),
  );
  app.use(setUpCompression());
  app.use(setUpWebSecurity(config));
  app.use(setUpHealthChecks({ storeReady: deps.sessionStore.ready, upstream }));
  app.use(refuseBadRequestLines);
  if (deps.assets) app.use(deps.assets);
  app.use(noStorePages);
  app.use(setUpCardIssuerReturns(config, findStylesheet(clientBuildDir)));
  app.use(webSession);
  app.use(setUpCsrf(config));
  app.use(setUpRateLimits(config, logger, render, deps.sessionStore.redisCommand, content));
  app.use(setUpAuthentication(config, oidc, upstream));
  app.use(
    deps.app.createReactRouterHandler((req, res) =>
      buildAppContext(req, res, config, upstream, deps.sessionStore.submissions, content, metrics, deps.now),
    ),
  );
  app.use(errorHandler(config, render, logger, content));

  return {
    app,
    metrics,
    /** Graceful shutdown's first step (server/index.ts): refuse what still arrives, finish what is in flight. */
    stop: stopping.stop,
    close: () => upstream.close(),
    onClientError: clientErrorHandler(config, render, logger, content),
  };
}
