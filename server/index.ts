import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './middleware/logging.ts';
import { createSessionStore } from './session/index.ts';
import { createApp } from './app.ts';
import { loadBuiltApp, MissingBuildError, type AppBundle } from './app-bundle.ts';
import { createMetrics, startMetricsServer } from './metrics.ts';

// The launcher: config, logger, session store, the React Router handler, listen, graceful shutdown.

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}
const logger = createLogger(config);
// Nothing reaches stdout or stderr as a raw stack (decision 030): a crash is one structured, redacted fatal line.
process.on('uncaughtException', (err) => {
  logger.fatal({ err }, 'uncaught exception: stopping');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection');
});
if (config.localDefaults.length > 0) {
  logger.warn({ variables: config.localDefaults }, 'running with local sandbox defaults for these variables');
}

let bundle: AppBundle;
let assets;
let vite: { close(): Promise<void> } | undefined;
if (dev) {
  const { createServer: createViteServer } = await import('vite');
  const viteServer = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  vite = viteServer;
  assets = viteServer.middlewares;
  // The app's server entry through Vite, loaded afresh per request so that edits show without a restart.
  const entry = './app/request-handler.server.ts';
  const load = () => viteServer.ssrLoadModule(entry) as Promise<AppBundle>;
  const first = await load();
  bundle = {
    expiredFlowCarryOver: first.expiredFlowCarryOver,
    createReactRouterHandler: (makeContext) => async (req, res, next) => {
      try {
        await (await load()).createReactRouterHandler(makeContext)(req, res, next);
      } catch (err) {
        next(err);
      }
    },
  };
} else {
  try {
    bundle = await loadBuiltApp(rootDir);
  } catch (err) {
    if (!(err instanceof MissingBuildError)) throw err;
    logger.fatal(err.message);
    process.exit(1);
  }
}

const metrics = createMetrics({ defaults: true });
const sessionStore = await createSessionStore(config, metrics);
const { app, close, onClientError } = createApp({
  config,
  logger,
  sessionStore,
  app: bundle,
  assets,
  rootDir,
  metrics,
});
// Prometheus text on a port of its own, never the public one (docs/operations.md, Metrics). A port that cannot be had
// costs the metrics, not the customers' portal: an error line, and the scrape's `up` falls to 0.
const metricsServer =
  config.metrics.port === undefined
    ? undefined
    : await startMetricsServer(metrics, { port: config.metrics.port, host: config.metrics.host }).catch(
        (err: unknown) => void logger.error({ err, ...config.metrics }, 'metrics server could not listen'),
      );
if (metricsServer) logger.info({ url: metricsServer.url }, 'metrics listening');
const server = createServer(app);
server.on('clientError', onClientError);
server.keepAliveTimeout = 65_000;
server.listen(config.port, config.host, () => {
  logger.info(
    { url: config.publicUrl, authMode: config.authMode, upstream: config.upstream.url },
    'portal listening',
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    logger.warn('forcing shutdown after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    close();
    await metricsServer?.close();
    await vite?.close();
    await sessionStore.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
