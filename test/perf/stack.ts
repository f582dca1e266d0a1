import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './http.ts';

// Starts the sandbox and a built portal on their own ports for benchmarks; stops exactly what it started.

export type Stack = { portalUrl: string; stop(): void };

export async function startStack(
  ports = { portal: 3930, api: 3931, idp: 3932, acs: 3933 },
  env: Record<string, string> = {},
): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const portalUrl = `http://localhost:${ports.portal}`;
  const children: ChildProcess[] = [];
  const start = (args: string[], extra: Record<string, string>) => {
    const child = spawn(process.execPath, args, { stdio: 'ignore', env: { ...process.env, ...extra } });
    children.push(child);
  };
  start(['sandbox/index.ts'], {
    SANDBOX_API_PORT: String(ports.api),
    SANDBOX_IDP_PORT: String(ports.idp),
    // Its own card issuer port too: the default (3103) would collide with any other sandbox on the machine.
    SANDBOX_ACS_PORT: String(ports.acs),
    SANDBOX_DB: join(dir, 'sandbox.sqlite'),
    PORTAL_URL: portalUrl,
    SANDBOX_QUIET: '1',
  });
  await waitFor(`http://127.0.0.1:${ports.idp}/.well-known/openid-configuration`);
  // The production build run as production, with the local relaxations explicit (as scripts/start.sh does).
  start(['server/index.ts'], {
    NODE_ENV: 'production',
    APP_ENV: 'local',
    PUBLIC_URL: portalUrl,
    SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
    CARD_ISSUER_ORIGINS: `http://127.0.0.1:${ports.acs}`,
    PORT: String(ports.portal),
    UPSTREAM_API_URL: `http://127.0.0.1:${ports.api}`,
    OIDC_ISSUER: `http://127.0.0.1:${ports.idp}`,
    SESSION_DATA_DIR: join(dir, 'sessions'),
    // Metrics served, as in production, on a free port (several portals may run at once).
    METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  await waitFor(`${portalUrl}/health/live`);
  return {
    portalUrl,
    stop() {
      for (const child of children) child.kill('SIGTERM');
    },
  };
}
