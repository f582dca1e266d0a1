import { createServer, type ServerResponse } from 'node:http';
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
const { app, stop, close, onClientError } = createApp({
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
// Requests in flight, told to close their connection once answered when the server stops. A request that arrives on a
// kept-alive connection while stopping is refused by the pipeline (server/middleware/stopping.ts).
let stopping = false;
const inFlight = new Set<ServerResponse>();
const server = createServer((req, res) => {
  inFlight.add(res);
  res.once('close', () => inFlight.delete(res));
  app(req, res);
});
server.on('clientError', onClientError);
server.keepAliveTimeout = 65_000;
server.listen(config.port, config.host, () => {
  logger.info(
    { url: config.publicUrl, authMode: config.authMode, upstream: config.upstream.url },
    'portal listening',
  );
});

/**
 * How long requests in flight may take to finish after SIGTERM: below the 10 s an orchestrator waits before it
 * kills the container (docker and podman stop), so the stores are still closed in order.
 */
const SHUTDOWN_GRACE_MS = 8_000;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  stop();
  const started = Date.now();
  logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const finished = new Promise<boolean>((resolve) => {
    const grace = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(grace);
      resolve(true);
    });
    server.closeIdleConnections();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  const inTime = await finished;
  if (!inTime) {
    logger.warn(
      { graceMs: SHUTDOWN_GRACE_MS },
      'requests still in flight after the grace period: closing them',
    );
    server.closeAllConnections();
  }
  let code = inTime ? 0 : 1;
  try {
    close();
    await metricsServer?.close();
    await vite?.close();
    await sessionStore.close();
  } catch (err) {
    logger.error({ err }, 'closing the stores failed');
    code = 1;
  }
  logger.info({ ms: Date.now() - started }, 'stopped');
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
