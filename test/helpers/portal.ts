import { mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { loadConfig, type Config } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp, type ReactRouterHandlerFactory } from '../../server/app.ts';
import { createLogger } from '../../server/middleware/logging.ts';
import { startSandbox, type SandboxOptions } from '../../sandbox/server.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type TestPortal = {
  config: Config;
  app: Express;
  url: string;
  sandbox: { apiUrl: string; issuer: string; acsUrl: string };
  /** Where the session file and its -wal live (SESSION_DATA_DIR). */
  sessionDir: string;
  /** Every log line the portal wrote (debug and up), with `captureLogs`; empty otherwise. */
  logs(): string;
  /** The sandbox ledger's rows for a customer: every money movement (sandbox test control). */
  ledger(username: string): Promise<Array<Record<string, unknown>>>;
  /** Puts a customer's accounts, notices and card payments back as seeded, and empties their ledger. */
  resetMoney(username: string): Promise<void>;
  /** Stops the portal (not the sandbox) and starts it again on the same port, data dir and secret. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  now?: () => number;
  /** Point the portal at another upstream (a recording fake) instead of the sandbox's API. */
  upstreamUrl?: string;
  /**
   * The sandbox bank's own time rules: its clock (tickets, passcodes, challenges), e.g. a shifted
   * `() => new Date(Date.now() + offset)`, and its ticket and session-ticket lifetimes in minutes.
   */
  sandbox?: Pick<SandboxOptions, 'clock' | 'ticketExpiryMinutes' | 'sessionExpiryMinutes'>;
  /** Log through the portal's own logger (its redaction) at debug into memory, for tests that read the logs. */
  captureLogs?: boolean;
};

/**
 * The real createApp (helmet, session, CSRF, auth all on) against the real sandbox on a temp database and data
 * dir. It uses the production SSR bundle, so `npm run build` must have run.
 */
export async function startTestPortal(
  env: Record<string, string> = {},
  options: Options = {},
): Promise<TestPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const port = await freePort();
  const portalUrl = `http://localhost:${port}`;
  const sandbox = await startSandbox({
    apiPort: 0,
    idpPort: 0,
    dbFile: join(dir, 'sandbox.sqlite'),
    portalUrl,
    quiet: true,
    testControls: true,
    ...options.sandbox,
  });
  const sessionDir = join(dir, 'sessions');
  const config = loadConfig({
    NODE_ENV: 'test',
    // The sandbox card issuer is on a port of its own (3-D Secure hand-off; decision 020).
    CARD_ISSUER_ORIGINS: sandbox.acsUrl,
    PORT: String(port),
    UPSTREAM_API_URL: options.upstreamUrl ?? sandbox.apiUrl,
    OIDC_ISSUER: sandbox.issuer,
    SESSION_DATA_DIR: sessionDir,
    SESSION_SECRET: 'integration-test-session-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { createReactRouterHandler } = (await import(join(process.cwd(), 'build/server/index.js'))) as {
    createReactRouterHandler: ReactRouterHandlerFactory;
  };

  const lines: string[] = [];
  const logger: Logger = options.captureLogs
    ? createLogger(
        { logLevel: 'debug' },
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            lines.push(chunk.toString('utf8'));
            callback();
          },
        }),
      )
    : pino({ level: 'silent' });

  async function boot() {
    const sessionStore = await createSessionStore(config);
    const { app, close, onClientError } = createApp({
      config,
      logger,
      sessionStore,
      reactRouterHandler: createReactRouterHandler,
      now: options.now,
    });
    const server = await new Promise<HttpServer>((resolve) => {
      const s = app.listen(port, 'localhost', () => resolve(s));
      s.on('clientError', onClientError);
    });
    return {
      app,
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        close();
        await sessionStore.close();
      },
    };
  }

  let running = await boot();
  const portal: TestPortal = {
    config,
    app: running.app,
    url: portalUrl,
    sandbox,
    sessionDir,
    logs: () => lines.join(''),
    async ledger(username) {
      const res = await fetch(`${sandbox.apiUrl}/__test/ledger?username=${encodeURIComponent(username)}`);
      if (!res.ok) throw new Error(`ledger: HTTP ${res.status}`);
      return (await res.json()) as Array<Record<string, unknown>>;
    },
    async resetMoney(username) {
      const res = await fetch(`${sandbox.apiUrl}/__test/reset-money`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Username: username }),
      });
      if (!res.ok) throw new Error(`reset-money: HTTP ${res.status}`);
    },
    async restart() {
      await running.stop();
      running = await boot();
      portal.app = running.app;
    },
    async close() {
      await running.stop();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return portal;
}
