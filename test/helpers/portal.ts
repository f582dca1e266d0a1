import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp, type ReactRouterHandlerFactory } from '../../server/app.ts';
import { startSandbox } from '../../sandbox/server.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type TestPortal = {
  config: Config;
  app: import('express').Express;
  url: string;
  sandbox: { apiUrl: string; issuer: string };
  close(): Promise<void>;
};

/**
 * The real createApp (helmet, session, CSRF, auth all on) against the real sandbox on a temp database and data
 * dir. It uses the production SSR bundle, so `npm run build` must have run.
 */
export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const port = await freePort();
  const portalUrl = `http://localhost:${port}`;
  const sandbox = await startSandbox({ apiPort: 0, idpPort: 0, dbFile: join(dir, 'sandbox.sqlite'), portalUrl, quiet: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    UPSTREAM_API_URL: sandbox.apiUrl,
    OIDC_ISSUER: sandbox.issuer,
    SESSION_DATA_DIR: join(dir, 'sessions'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { createReactRouterHandler } = (await import(join(process.cwd(), 'build/server/index.js'))) as {
    createReactRouterHandler: ReactRouterHandlerFactory;
  };
  const sessionStore = await createSessionStore(config);
  const { app, close } = createApp({ config, logger: pino({ level: 'silent' }), sessionStore, reactRouterHandler: createReactRouterHandler });
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(port, 'localhost', () => resolve(s));
  });
  return {
    config,
    app,
    url: portalUrl,
    sandbox,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      close();
      await sessionStore.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
