import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { DestinationStream } from 'pino';
import { createAcsApp } from './acs/app.ts';
import { createApiApp } from './api/app.ts';
import type { SandboxContext, SandboxSettings } from './context.ts';
import { openDatabase } from './db/database.ts';
import { seedDatabase, seedNeeded } from './db/seed.ts';
import { type Clock, systemClock } from './domain/clock.ts';
import { pruneExpiredFlowTickets } from './domain/flow-tickets.ts';
import { pruneOutbox } from './domain/outbox.ts';
import { pruneExpiredTickets } from './domain/tickets.ts';
import { newIssuerSecret } from './domain/three-d-secure.ts';
import { pruneOldChallenges } from './domain/two-factor.ts';
import { createIdpApp } from './idp/app.ts';
import { createProvider } from './idp/provider.ts';
import { pruneExpiredOidcPayloads } from './idp/sqlite-adapter.ts';
import { createLogger } from './logging.ts';

export type SandboxOptions = {
  /** Upstream API port; 0 picks a free one (tests). Default 3101. */
  apiPort?: number;
  /** Identity provider port; 0 picks a free one (tests). Default 3102. */
  idpPort?: number;
  /**
   * Card issuer (3-D Secure ACS) port; 0 picks a free one. Default 3103, or 0 when apiPort is 0 (tests that start
   * several sandboxes at once never fight over it).
   */
  acsPort?: number;
  /** Interface to listen on. Default 127.0.0.1: the sandbox is never reachable from other machines. */
  host?: string;
  /** SQLite file. Default data/sandbox.sqlite in the project root; relative paths are from the working directory. */
  dbFile?: string;
  /** Where the portal runs, for the client's redirect URIs. Default http://localhost:3000. */
  portalUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Sign-in, registration and forgotten-password ticket lifetime (spec 1 §9 ticketExpiry). Default 20. */
  ticketExpiryMinutes?: number;
  /** Idle expiry of native session tickets (spec 1 §9 sessionExpiry). Default 20. */
  sessionExpiryMinutes?: number;
  bankName?: string;
  /** No per-request log lines (warnings and errors still appear). */
  quiet?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** Injected clock for the sandbox's own time rules (tickets, sessions, interest dates). Default: system time. */
  clock?: Clock;
  /**
   * Only for browser tests (SANDBOX_TEST_CONTROLS=1): `POST /__test/clock { minutes }` moves `clock` on through this,
   * so passcode and challenge expiry can be reached without waiting. Never set for demos.
   */
  advanceClock?: (ms: number) => void;
  /**
   * Only for browser tests (SANDBOX_TEST_CONTROLS=1): `GET /__test/ledger?username=` and
   * `POST /__test/reset-money { Username }` on the API port. Never set for demos.
   */
  testControls?: boolean;
};

export type RunningSandbox = {
  apiUrl: string;
  issuer: string;
  /** The card issuer (3-D Secure ACS), e.g. http://127.0.0.1:3103. */
  acsUrl: string;
  close(): Promise<void>;
};

const DEFAULT_DB_FILE = fileURLToPath(new URL('../data/sandbox.sqlite', import.meta.url));
const PRUNE_EVERY_MS = 10 * 60_000;

function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve(`http://${hostPart}:${address.port}`);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

function minutes(value: number | undefined, fallback: number, name: string): number {
  const result = value ?? fallback;
  if (!Number.isFinite(result) || result <= 0)
    throw new RangeError(`${name} must be a positive number of minutes`);
  return result;
}

/**
 * Starts the sandbox bank: the upstream API, the identity provider and the card issuer (3-D Secure ACS), sharing one
 * SQLite database.
 */
export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const clock = opts.clock ?? systemClock;
  const settings: SandboxSettings = {
    ticketExpiryMinutes: minutes(opts.ticketExpiryMinutes, 20, 'ticketExpiryMinutes'),
    sessionExpiryMinutes: minutes(opts.sessionExpiryMinutes, 20, 'sessionExpiryMinutes'),
    bankName: opts.bankName ?? 'Northmoor Savings',
    portalUrl: (opts.portalUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
  };
  const logger = createLogger(opts.quiet ?? false, opts.logDestination);
  const db = openDatabase(opts.dbFile ?? DEFAULT_DB_FILE);
  const apiServer = createServer();
  const idpServer = createServer();
  const acsServer = createServer();
  let pruneTimer: NodeJS.Timeout | undefined;

  const close = async () => {
    if (pruneTimer) clearInterval(pruneTimer);
    await Promise.all([closeServer(apiServer), closeServer(idpServer), closeServer(acsServer)]);
    if (db.isOpen) db.close();
  };

  try {
    // A new database, or one seeded by an older version of the seed (it gains the new demo persons).
    if (seedNeeded(db)) await seedDatabase(db, clock());

    // The issuer must be known before the provider exists, and with port 0 that means after listening.
    const issuer = await listen(idpServer, opts.idpPort ?? 3102, host);
    const provider = createProvider({
      issuer,
      db,
      portalUrl: settings.portalUrl,
      clientId: opts.clientId ?? 'savings-portal',
      clientSecret: opts.clientSecret ?? 'sandbox-client-secret',
      bankName: settings.bankName,
    });
    // The card issuer is another site than the bank's API: its own port (ThreeDSecureUrl points there).
    const apiPort = opts.apiPort ?? 3101;
    const acsUrl = await listen(acsServer, opts.acsPort ?? (apiPort === 0 ? 0 : 3103), host);
    const ctx: SandboxContext = {
      db,
      clock,
      logger,
      settings,
      provider,
      advanceClock: opts.advanceClock,
      acsUrl,
      issuerSecret: newIssuerSecret(),
      testControls: opts.testControls ?? false,
      apiUrl: '',
    };
    idpServer.on('request', createIdpApp(ctx));
    acsServer.on('request', createAcsApp(ctx));

    const apiUrl = await listen(apiServer, apiPort, host);
    ctx.apiUrl = apiUrl;
    apiServer.on('request', createApiApp(ctx));

    pruneTimer = setInterval(() => {
      const now = clock();
      pruneExpiredTickets(db, now);
      pruneExpiredFlowTickets(db, now);
      pruneOldChallenges(db, now);
      pruneOutbox(db);
      pruneExpiredOidcPayloads(db);
    }, PRUNE_EVERY_MS);
    pruneTimer.unref();

    return { apiUrl, issuer, acsUrl, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
