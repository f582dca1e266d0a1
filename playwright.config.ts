import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_STACKS, NATIVE_URL } from './test/e2e/env.ts';
import { SERVE, stackServers } from './test/e2e/stack.ts';
import { CHROMIUM_LAUNCH } from './test/helpers/chromium.ts';

// Browser tests in Chromium with JavaScript on and off (docs/conventions.md, Tests), against the built portal
// (`npm test` builds first; these commands never rebuild) on the sandbox bank and identity provider: one stack of
// test/e2e/stack.ts per worker (E2E_STACKS, default 2), started here unless already running (locally; CI always
// starts them).

// A fresh sandbox database and session directories per run, removed when the run ends (after the servers have
// stopped). Workers load this file again: they inherit the directory through the environment.
if (!process.env.E2E_RUN_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_RUN_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const runDir = process.env.E2E_RUN_DIR;

export default defineConfig({
  testDir: './test/e2e',
  outputDir: './test-results',
  // One worker per stack (test/e2e/env.ts): each worker's tests run one at a time on a stack of their own.
  fullyParallel: false,
  workers: E2E_STACKS,
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
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    // Tests tagged @js-only (fixtures.ts JS_ONLY) check client-side behaviour: keyboard journey, focus after
    // client-side navigation, web storage.
    { name: 'nojs', use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: Array.from({ length: E2E_STACKS }, (_, index) => stackServers(runDir, index))
    .flat()
    .map((server) => ({
      name: server.name,
      // Through test/e2e/serve.ts: each server stops when Playwright goes, even when Playwright is killed outright.
      command: `"${process.execPath}" ${SERVE} ${server.script}`,
      url: server.readyUrl,
      env: server.env,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    })),
});
