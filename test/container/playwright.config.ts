import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../helpers/chromium.ts';
import { NATIVE_URL } from '../e2e/env.ts';

// The browser part of `npm run test:container` (test/container/run.ts starts the containers first and passes their
// ports through E2E_PORT_BASE): Chromium with JavaScript off, on the portal container, one test at a time.
export default defineConfig({
  testDir: '.',
  testMatch: 'journey.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: 'list',
  outputDir: process.env.CONTAINER_TEST_OUTPUT ?? '../../test-results/container',
  use: {
    baseURL: NATIVE_URL,
    javaScriptEnabled: false,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
});
