import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  ConfigError,
  DEPLOYMENTS,
  defaultConfigDir,
  loadConfig,
  publicConfig,
} from '../../../server/config.ts';
import { PROD_SECRET } from './config-helpers.ts';

// The deployment config files APP_ENV names (server/config.ts, spec 2 §7).

describe('APP_ENV: the deployment config files (spec 2 §7)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const VALID = {
    contentHost: 'https://www.bank.test/',
    apiRoot: 'https://api.bank.test/',
    authorisationUrl: 'https://id.bank.test/connect/authorize',
    identityUrl: 'https://id.bank.test/',
    tagId: 'GTM-TEST123',
    ticketExpiry: 15,
    sessionExpiry: 10,
    clientId: 'portal-test',
  };
  const write = (name: string, content: unknown) =>
    writeFileSync(join(dir, `${name}.json`), typeof content === 'string' ? content : JSON.stringify(content));
  // A deployment variant needs a real session secret (decision 030): given unless a test is about it being missing.
  const fromDir = (env: NodeJS.ProcessEnv) =>
    loadConfig('SESSION_SECRET' in env ? env : { SESSION_SECRET: PROD_SECRET, ...env }, { configDir: dir });
  const errorFrom = (env: NodeJS.ProcessEnv): string => {
    try {
      fromDir(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('loadConfig did not throw');
  };

  it.each(DEPLOYMENTS)('the committed config/%s.json is valid and secret-free', (name) => {
    const config = loadConfig({ APP_ENV: name, SESSION_SECRET: PROD_SECRET });
    expect(config.appEnv).toBe(name);
    expect(config.configFile).toBe(join('config', `${name}.json`));
    expect(config.upstream.url).toMatch(/^https:\/\//);
    expect(config.oidc.issuer).toMatch(/^https:\/\//);
    expect(config.oidc.authorisationUrl).toMatch(/^https:\/\//);
    expect(config.tagId).toMatch(/^GTM-/);
    // The secrets still come from the environment (the session secret must; the client secret here falls back).
    expect(config.localDefaults.sort()).toEqual(['OIDC_CLIENT_SECRET']);
    expect(readFileSync(join(defaultConfigDir(), `${name}.json`), 'utf8')).not.toMatch(/secret|password/i);
  });

  it('supplies every field of the file', () => {
    write('qa', VALID);
    const config = fromDir({ APP_ENV: 'qa' });
    expect(config.bankHomeUrl).toBe('https://www.bank.test/');
    expect(config.upstream.url).toBe('https://api.bank.test');
    expect(config.oidc).toMatchObject({
      issuer: 'https://id.bank.test/',
      authorisationUrl: 'https://id.bank.test/connect/authorize',
      clientId: 'portal-test',
    });
    expect(config.tagId).toBe('GTM-TEST123');
    expect(config.ticketExpiryMinutes).toBe(15);
    expect(config.session.expiryMinutes).toBe(10);
    expect(config.localDefaults).not.toContain('UPSTREAM_API_URL');
    expect(config.localDefaults).not.toContain('OIDC_ISSUER');
  });

  it('lets environment variables override the file', () => {
    write('uat', VALID);
    const config = fromDir({
      APP_ENV: 'uat',
      UPSTREAM_API_URL: 'https://other-api.bank.test',
      OIDC_ISSUER: 'https://other-id.bank.test',
      OIDC_AUTHORISATION_URL: 'https://other-id.bank.test/authorize',
      OIDC_CLIENT_ID: 'other-client',
      BANK_HOME_URL: 'https://other.bank.test/',
      TAG_ID: 'GTM-OTHER12',
      SESSION_EXPIRY_MINUTES: '30',
      TICKET_EXPIRY_MINUTES: '5',
    });
    expect(config.upstream.url).toBe('https://other-api.bank.test');
    expect(config.oidc).toMatchObject({
      issuer: 'https://other-id.bank.test',
      authorisationUrl: 'https://other-id.bank.test/authorize',
      clientId: 'other-client',
    });
    expect(config.bankHomeUrl).toBe('https://other.bank.test/');
    expect(config.tagId).toBe('GTM-OTHER12');
    expect(config.session.expiryMinutes).toBe(30);
    expect(config.ticketExpiryMinutes).toBe(5);
  });

  it('keeps local as the default, with no file and the sandbox defaults', () => {
    const config = fromDir({});
    expect(config.appEnv).toBe('local');
    expect(config.configFile).toBeUndefined();
    expect(config.oidc.authorisationUrl).toBeUndefined();
    expect(config.upstream.url).toBe('http://127.0.0.1:3101');
  });

  it('stops on a missing file, naming it', () => {
    expect(errorFrom({ APP_ENV: 'editor' })).toMatch(/editor\.json \(for APP_ENV=editor\) is missing/);
  });

  it('stops on a file that is not JSON, naming it', () => {
    write('prod', '{ "apiRoot": ');
    expect(errorFrom({ APP_ENV: 'prod' })).toMatch(/Invalid configuration in .*prod\.json: not valid JSON/);
  });

  it.each([
    ['apiRoot', { apiRoot: 'not a url' }, /apiRoot: must be an https URL/],
    ['identityUrl', { identityUrl: 'http://id.bank.test/' }, /identityUrl: must be an https URL/],
    ['tagId', { tagId: 'UA-1234' }, /tagId: must be a tag manager id/],
    ['sessionExpiry', { sessionExpiry: 0 }, /sessionExpiry:/],
    ['ticketExpiry', { ticketExpiry: '20' }, /ticketExpiry:/],
    ['clientId', { clientId: '' }, /clientId:/],
  ])('stops on a bad %s, naming the file and the field', (_field, change, message) => {
    write('qa', { ...VALID, ...change });
    const error = errorFrom({ APP_ENV: 'qa' });
    expect(error).toMatch(/Invalid configuration in .*qa\.json:/);
    expect(error).toMatch(message);
  });

  it('names a missing field', () => {
    const { clientId: _omitted, ...rest } = VALID;
    write('qa', rest);
    expect(errorFrom({ APP_ENV: 'qa' })).toMatch(/clientId: /);
  });

  it('refuses a secret in a file, and any unknown field', () => {
    write('qa', { ...VALID, clientSecret: 'oops' });
    expect(errorFrom({ APP_ENV: 'qa' })).toMatch(
      /clientSecret: secrets never go in a config file: set them in the environment/,
    );
    write('qa', { ...VALID, apiRot: 'https://typo.bank.test' });
    expect(errorFrom({ APP_ENV: 'qa' })).toMatch(/apiRot/);
  });

  it('in production, takes the addresses from the file and still requires the secrets from the environment', () => {
    write('prod', VALID);
    const message = errorFrom({
      NODE_ENV: 'production',
      APP_ENV: 'prod',
      AUTH_MODE: 'oidc',
      SESSION_SECRET: undefined,
    });
    expect(message).toMatch(/SESSION_SECRET: is required in production/);
    expect(message).toMatch(/OIDC_CLIENT_SECRET: is required in production/);
    expect(message).not.toMatch(/UPSTREAM_API_URL|OIDC_ISSUER|OIDC_CLIENT_ID/);
    const config = fromDir({
      NODE_ENV: 'production',
      APP_ENV: 'prod',
      AUTH_MODE: 'oidc',
      SESSION_SECRET: PROD_SECRET,
      OIDC_CLIENT_SECRET: 'client-secret',
      PUBLIC_URL: 'https://portal.bank.test',
    });
    expect(config.localDefaults).toEqual([]);
  });

  it.each([
    [
      'missing',
      { NODE_ENV: 'development', SESSION_SECRET: undefined },
      /SESSION_SECRET: is required outside a local run/,
    ],
    [
      'the sandbox default',
      { SESSION_SECRET: 'local-sandbox-session-secret-not-for-production' },
      /sandbox default or a placeholder/,
    ],
    ['a placeholder', { SESSION_SECRET: 'change-me-compose-demo-session-secret-0123456789' }, /placeholder/],
    ['a repeat', { SESSION_SECRET: 'p'.repeat(48) }, /must be random/],
  ])('outside local, whatever NODE_ENV says, refuses a session secret that is %s', (_label, env, message) => {
    write('qa', VALID);
    expect(errorFrom({ APP_ENV: 'qa', ...env })).toMatch(message);
  });

  it('refuses the sandbox session secret for a portal reached off loopback even with APP_ENV=local', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://portal.bank.test' })).toThrow(
      /SESSION_SECRET: is required outside a local run \(APP_ENV=local, PUBLIC_URL=https:\/\/portal\.bank\.test\)/,
    );
  });

  it('gives the browser nothing from the file but the content host', () => {
    write('qa', VALID);
    const json = JSON.stringify(publicConfig(fromDir({ APP_ENV: 'qa' })));
    expect(json).toContain('https://www.bank.test/');
    for (const hidden of ['api.bank.test', 'id.bank.test', 'GTM-TEST123', 'portal-test']) {
      expect(json).not.toContain(hidden);
    }
  });
});
