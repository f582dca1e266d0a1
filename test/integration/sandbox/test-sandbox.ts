import { afterAll, beforeAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../../sandbox/server.ts';
import { seededDatabase } from '../../helpers/seeded-database.ts';
import { exitWithRunner } from '../../helpers/tether.ts';
import { readThrough } from '../use-portal.ts';

export const PORTAL_URL = 'http://localhost:3000';
export const CLIENT_ID = 'savings-portal';
export const CLIENT_SECRET = 'sandbox-client-secret';

export type TestSandbox = RunningSandbox & { dir: string; stop(): Promise<void> };

/** A sandbox on random ports with its own temporary database, for one test file. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  exitWithRunner();
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dbFile = join(dir, 'sandbox.sqlite');
  await seededDatabase(dbFile, options.clock);
  const sandbox = await startSandbox({
    apiPort: 0,
    idpPort: 0,
    dbFile,
    portalUrl: PORTAL_URL,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    quiet: true,
    ...options,
  });
  return {
    ...sandbox,
    dir,
    async stop() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The sandbox of a test file (or of the describe block it is called in): started before its tests, stopped after
 * them, and read through the object returned here (`sandbox.apiUrl`) in any test or later hook.
 */
export function useTestSandbox(options: SandboxOptions = {}): TestSandbox {
  let started: TestSandbox | undefined;
  beforeAll(async () => {
    started = await startTestSandbox(options);
  }, 30_000); // seeding hashes every demo password (slow by design) and the machine is shared
  afterAll(async () => {
    await started?.stop();
  });
  return readThrough(() => started, 'the sandbox');
}
