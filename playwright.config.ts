import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  NATIVE_PORT,
  NATIVE_URL,
  OIDC_PORT,
  OIDC_URL,
  SANDBOX_API_PORT,
  SANDBOX_API_URL,
  SANDBOX_IDP_PORT,
  SANDBOX_IDP_URL,
} from './test/e2e/env.ts';

// Browser tests in Chromium with JavaScript on and off (CONVENTIONS.md "Tests"), against the built portal
// (`npm test` builds first; these commands never rebuild) on the sandbox bank and identity provider.
//
// One sandbox serves both portals. Its identity-provider client is registered for a single portal URL
// (sandbox/idp/provider.ts portalClient), so it is given the oidc portal's; the native portal never needs it.

// A fresh sandbox database and session directories per run. Workers load this file again: they inherit the
// directory through the environment instead of making another.
process.env.E2E_RUN_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const runDir = process.env.E2E_RUN_DIR;
const node = process.execPath;
const reuseExistingServer = !process.env.CI;

function portal(name: string, port: number, authMode: 'native' | 'oidc') {
  return {
    name,
    command: `"${node}" server/index.ts`,
    url: `http://localhost:${port}/health/ready`,
    env: {
      PORT: String(port),
      UPSTREAM_API_URL: SANDBOX_API_URL,
      OIDC_ISSUER: SANDBOX_IDP_URL,
      SESSION_DATA_DIR: join(runDir, `sessions-${authMode}`),
      AUTH_MODE: authMode,
      SESSION_EXPIRY_MINUTES: '20',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: './test/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ['html', { outputFolder: 'reports/playwright-html', open: 'never' }],
  ],
  use: {
    baseURL: NATIVE_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'nojs', use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      name: 'sandbox',
      command: `"${node}" sandbox/index.ts`,
      url: `${SANDBOX_IDP_URL}/.well-known/openid-configuration`,
      env: {
        SANDBOX_API_PORT: String(SANDBOX_API_PORT),
        SANDBOX_IDP_PORT: String(SANDBOX_IDP_PORT),
        SANDBOX_DB: join(runDir, 'sandbox.sqlite'),
        PORTAL_URL: OIDC_URL,
        SANDBOX_QUIET: '1',
      },
      reuseExistingServer,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    portal('portal-native', NATIVE_PORT, 'native'),
    portal('portal-oidc', OIDC_PORT, 'oidc'),
  ],
});
