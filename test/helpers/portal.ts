import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { loadConfig, type Config } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp } from '../../server/app.ts';
import { loadBuiltApp } from '../../server/app-bundle.ts';
import { createLogger } from '../../server/middleware/logging.ts';
import { startSandbox, type SandboxOptions } from '../../sandbox/server.ts';
import { createMetrics, type PortalMetrics } from '../../server/metrics.ts';
import { memoryLog } from './memory-log.ts';
import { seededDatabase } from './seeded-database.ts';
import { exitWithRunner } from './tether.ts';

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
  /** The sandbox's log lines (one per request it answered), with `captureLogs`; empty otherwise. */
  sandboxLogs(): string;
  /** The running app's metrics (server/metrics.ts): a registry of its own, new at each restart. */
  metrics: PortalMetrics;
  /** The sandbox ledger's rows for a customer: every money movement (sandbox test control). */
  ledger(username: string): Promise<Array<Record<string, unknown>>>;
  /** Puts a customer's accounts, notices and card payments back as seeded, and empties their ledger. */
  resetMoney(username: string): Promise<void>;
  /**
   * Stops the portal (not the sandbox) and starts a new app on the same port, data dir and secret. The port stays held
   * in between, answering 503.
   */
  restart(): Promise<void>;
  /** Graceful shutdown's first step, as the launcher takes it on SIGTERM: the pipeline refuses what arrives. */
  stopAccepting(): void;
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
  /**
   * Log through the portal's own logger (its redaction) at debug into memory, and the sandbox's request lines too,
   * for tests that read the logs.
   */
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
  exitWithRunner();
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  // The portal's port is held from here on, by a server that answers once the app is attached. A port found free and
  // then let go could be taken by the sandbox's own listeners (port 0) or another worker before the portal listens:
  // Express 5's app.listen then reports EADDRINUSE to its callback, and the tests would talk to someone else.
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createHttpServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', () => resolve((server.address() as AddressInfo).port));
  });
  const portalUrl = `http://localhost:${port}`;
  const dbFile = join(dir, 'sandbox.sqlite');
  const sandboxLog = memoryLog();
  const sandbox = await seededDatabase(dbFile, options.sandbox?.clock)
    .then(() =>
      startSandbox({
        apiPort: 0,
        idpPort: 0,
        dbFile,
        portalUrl,
        quiet: !options.captureLogs,
        ...(options.captureLogs ? { logDestination: sandboxLog.stream } : {}),
        testControls: true,
        ...options.sandbox,
      }),
    )
    .catch((err: unknown) => {
      server.close(); // a sandbox that cannot start leaves no port held
      throw err;
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
  const bundle = await loadBuiltApp(process.cwd());

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
    // As the launcher wires them (server/index.ts): one registry for the app and its session store.
    const metrics = createMetrics();
    const sessionStore = await createSessionStore(config, metrics);
    const { app, stop, close, onClientError } = createApp({
      config,
      logger,
      sessionStore,
      app: bundle,
      now: options.now,
      metrics,
    });
    server.on('clientError', onClientError);
    handle = app;
    return {
      app,
      metrics,
      stopAccepting: stop,
      async stop() {
        handle = undefined;
        server.off('clientError', onClientError);
        server.closeAllConnections();
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
    sandboxLogs: sandboxLog.output,
    metrics: running.metrics,
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
      portal.metrics = running.metrics;
    },
    stopAccepting: () => running.stopAccepting(),
    async close() {
      await running.stop();
      await new Promise((resolve) => server.close(resolve));
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return portal;
}
