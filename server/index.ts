import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './middleware/logging.ts';
import { createSessionStore } from './session/index.ts';
import { createApp, type ReactRouterHandlerFactory } from './app.ts';

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
// Nothing reaches stdout or stderr as a raw stack (issue 12): a crash is one structured, redacted fatal line.
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

let reactRouterHandler: ReactRouterHandlerFactory;
let assets;
let vite: { close(): Promise<void> } | undefined;
if (dev) {
  const { createServer: createViteServer } = await import('vite');
  const viteServer = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  vite = viteServer;
  assets = viteServer.middlewares;
  reactRouterHandler = (makeContext) => async (req, res, next) => {
    try {
      const mod = (await viteServer.ssrLoadModule('./server/ssr-entry.ts')) as {
        createReactRouterHandler: ReactRouterHandlerFactory;
      };
      await mod.createReactRouterHandler(makeContext)(req, res, next);
    } catch (err) {
      next(err);
    }
  };
} else {
  const bundle = join(rootDir, 'build/server/index.js');
  if (!existsSync(bundle)) {
    logger.fatal('build/server/index.js is missing: run `npm run build` first');
    process.exit(1);
  }
  ({ createReactRouterHandler: reactRouterHandler } = (await import(bundle)) as {
    createReactRouterHandler: ReactRouterHandlerFactory;
  });
}

const sessionStore = await createSessionStore(config);
const { app, close, onClientError } = createApp({
  config,
  logger,
  sessionStore,
  reactRouterHandler,
  assets,
  rootDir,
});
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
    await vite?.close();
    await sessionStore.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
