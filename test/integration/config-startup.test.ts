import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';

// spec 2 §7: a deployment configuration that is missing or invalid stops the server at start-up with a clear
// message naming the file and the field (decision 017). This runs the real launcher, as `npm run serve` does.

const dir = mkdtempSync(join(tmpdir(), 'portal-config-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['server/index.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('node server/index.ts with a deployment config', () => {
  it('stops when the file for APP_ENV is missing, naming it', () => {
    const { status, stderr } = start({ APP_ENV: 'uat', APP_CONFIG_DIR: dir });
    expect(status).toBe(78);
    expect(stderr).toContain(`uat.json (for APP_ENV=uat) is missing`);
  });

  it('stops when a field is invalid, naming the file and the field', () => {
    writeFileSync(
      join(dir, 'qa.json'),
      JSON.stringify({
        contentHost: 'https://www.bank.test/',
        apiRoot: 'https://api.bank.test/',
        authorisationUrl: 'https://id.bank.test/authorize',
        identityUrl: 'http://id.bank.test/',
        tagId: 'GTM-TEST123',
        ticketExpiry: 20,
        sessionExpiry: 20,
        clientId: 'portal',
      }),
    );
    const { status, stderr } = start({ APP_ENV: 'qa', APP_CONFIG_DIR: dir });
    expect(status).toBe(78);
    expect(stderr).toMatch(/Invalid configuration in .*qa\.json:\n {2}identityUrl: must be an https URL/);
  });

  it('stops on an unknown APP_ENV, naming the variable', () => {
    const { status, stderr } = start({ APP_ENV: 'staging' });
    expect(status).toBe(78);
    expect(stderr).toMatch(/APP_ENV: /);
  });

  it('stops outside local without a real SESSION_SECRET, whatever NODE_ENV says (decision 030)', () => {
    writeFileSync(
      join(dir, 'editor.json'),
      JSON.stringify({
        contentHost: 'https://www.bank.test/',
        apiRoot: 'https://api.bank.test/',
        authorisationUrl: 'https://id.bank.test/authorize',
        identityUrl: 'https://id.bank.test/',
        tagId: 'GTM-TEST123',
        ticketExpiry: 20,
        sessionExpiry: 20,
        clientId: 'portal',
      }),
    );
    const missing = start({ APP_ENV: 'editor', APP_CONFIG_DIR: dir, NODE_ENV: 'development' });
    expect(missing.status).toBe(78);
    expect(missing.stderr).toMatch(/SESSION_SECRET: is required outside a local run/);
    const sandboxDefault = start({
      APP_ENV: 'editor',
      APP_CONFIG_DIR: dir,
      SESSION_SECRET: 'local-sandbox-session-secret-not-for-production',
    });
    expect(sandboxDefault.status).toBe(78);
    expect(sandboxDefault.stderr).toMatch(/SESSION_SECRET: must be a secret made for this deployment/);
  });
});
