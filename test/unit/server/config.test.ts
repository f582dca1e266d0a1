import { describe, expect, it } from '@jest/globals';
import { loadConfig, publicConfig } from '../../../server/config.ts';
import { PROD_SECRET, configError } from './config-helpers.ts';

// loadConfig and publicConfig (server/config.ts): a local run, bad values, production, insecureLocal, the
// browser's share of the configuration and the flow timer.

describe('loadConfig: a local run with no variables', () => {
  const config = loadConfig({});

  it('uses safe local defaults', () => {
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.authMode).toBe('native');
    expect(config.upstream).toEqual({ url: 'http://127.0.0.1:3101', timeoutMs: 10_000, brandCode: 'NMS' });
    expect(config.oidc.issuer).toBe('http://127.0.0.1:3102');
    expect(config.session.expiryMinutes).toBe(20);
    expect(config.session.absoluteMinutes).toBe(12 * 60);
    expect(config.session.dataDir).toBe('data');
    expect(config.session.redisUrl).toBeUndefined();
    expect(config.session.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.logLevel).toBe('info');
  });

  it('lists every variable that fell back to a sandbox default', () => {
    expect([...config.localDefaults].sort()).toEqual(
      ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER', 'SESSION_SECRET', 'UPSTREAM_API_URL'].sort(),
    );
  });

  it('does not list a variable that was given', () => {
    const given = loadConfig({ SESSION_SECRET: PROD_SECRET, UPSTREAM_API_URL: 'https://api.bank.test/v1/' });
    expect(given.localDefaults).not.toContain('SESSION_SECRET');
    expect(given.localDefaults).not.toContain('UPSTREAM_API_URL');
    expect(given.session.secret).toBe(PROD_SECRET);
    expect(given.upstream.url).toBe('https://api.bank.test/v1');
  });

  it('coerces numbers from strings', () => {
    const c = loadConfig({ PORT: '8080', SESSION_EXPIRY_MINUTES: '5', UPSTREAM_TIMEOUT_MS: '2500' });
    expect(c.port).toBe(8080);
    expect(c.session.expiryMinutes).toBe(5);
    expect(c.upstream.timeoutMs).toBe(2500);
  });
});

describe('loadConfig: a bad value stops start-up naming the variable', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['AUTH_MODE', { AUTH_MODE: 'saml' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['UPSTREAM_API_URL', { UPSTREAM_API_URL: 'notaurl' }],
    ['SESSION_EXPIRY_MINUTES', { SESSION_EXPIRY_MINUTES: '0' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
  ])('%s', (name, env) => {
    const error = configError(env);
    expect(error.message).toContain(name);
  });

  it('says why a short SESSION_SECRET is refused', () => {
    expect(configError({ SESSION_SECRET: 'short' }).message).toMatch(
      /SESSION_SECRET: must be at least 32 characters/,
    );
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'abc', AUTH_MODE: 'saml' }).message;
    expect(message).toContain('PORT');
    expect(message).toContain('AUTH_MODE');
  });
});

describe('loadConfig: production', () => {
  it('requires SESSION_SECRET and UPSTREAM_API_URL', () => {
    const message = configError({ NODE_ENV: 'production' }).message;
    expect(message).toMatch(/SESSION_SECRET: is required in production/);
    expect(message).toMatch(/UPSTREAM_API_URL: is required in production/);
    expect(message).not.toContain('OIDC_');
  });

  it('requires the OIDC variables when AUTH_MODE=oidc', () => {
    const message = configError({
      NODE_ENV: 'production',
      AUTH_MODE: 'oidc',
      SESSION_SECRET: PROD_SECRET,
      UPSTREAM_API_URL: 'https://api.bank.test',
    }).message;
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'])
      expect(message).toContain(name);
    expect(message).not.toContain('SESSION_SECRET');
  });

  it('starts with everything given, and nothing falls back', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_MODE: 'oidc',
      SESSION_SECRET: PROD_SECRET,
      UPSTREAM_API_URL: 'https://api.bank.test',
      OIDC_ISSUER: 'https://id.bank.test',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 'client-secret',
      PUBLIC_URL: 'https://portal.bank.test/',
    });
    expect(config.localDefaults).toEqual([]);
    expect(config.publicUrl).toBe('https://portal.bank.test');
    expect(config.insecureLocal).toBe(false);
  });
});

describe('insecureLocal', () => {
  it.each([
    [{}, true],
    [{ PUBLIC_URL: 'http://localhost:3000' }, true],
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, true],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, true],
    [{ HOST: '127.0.0.1', PORT: '4000' }, true],
    [{ NODE_ENV: 'test' }, true],
    [{ PUBLIC_URL: 'https://localhost:3000' }, false],
    [{ PUBLIC_URL: 'http://portal.bank.test' }, false],
    [{ PUBLIC_URL: 'http://localhost.bank.test' }, false],
    [{ HOST: '0.0.0.0' }, false],
    // A production build reached on loopback only (the compose demo) can still keep a session over http.
    [
      { NODE_ENV: 'production', SESSION_SECRET: PROD_SECRET, UPSTREAM_API_URL: 'https://api.bank.test' },
      true,
    ],
    [
      {
        NODE_ENV: 'production',
        SESSION_SECRET: PROD_SECRET,
        UPSTREAM_API_URL: 'https://api.bank.test',
        PUBLIC_URL: 'https://portal.bank.test',
      },
      false,
    ],
  ] as const)('%p → %p', (env, expected) => {
    // Off loopback the session secret must be a real one (decision 030): given here, so only the address decides.
    expect(loadConfig({ SESSION_SECRET: PROD_SECRET, ...env }).insecureLocal).toBe(expected);
  });

  it('refuses plain http off loopback in production, naming PUBLIC_URL', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: PROD_SECRET,
        UPSTREAM_API_URL: 'https://api.bank.test',
        HOST: '0.0.0.0',
      }),
    ).toThrow(/PUBLIC_URL: must be https in production/);
  });
});

describe('loadConfig: TRUST_PROXY (the proxies whose X-Forwarded-For is believed)', () => {
  it('trusts no proxy by default, in every mode', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: PROD_SECRET,
      UPSTREAM_API_URL: 'https://api.bank.test',
      PUBLIC_URL: 'https://portal.bank.test',
    });
    expect(production.trustProxy).toBe(false);
  });

  it.each([
    ['1', 1],
    [' 2 ', 2],
    ['0', 0],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 192.168.1.10', '10.0.0.0/8, 192.168.1.10'],
    ['loopback,uniquelocal,fd00::/8', 'loopback,uniquelocal,fd00::/8'],
  ])('takes %j as Express does', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '', '1.2.3', '10.0.0.0/33', 'loopback,', '-1', 'proxy.example'])(
    'refuses %j, saying what it takes',
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(
        /TRUST_PROXY: must be a hop count such as 1, or a comma-separated list of proxy addresses/,
      );
    },
  );
});

describe('publicConfig', () => {
  const config = loadConfig({
    SESSION_SECRET: PROD_SECRET,
    OIDC_CLIENT_SECRET: 'oidc-client-secret-value',
    UPSTREAM_API_URL: 'https://internal-api.bank.test',
    REDIS_URL: 'redis://:redis-password@cache.bank.test:6379',
  });
  const exposed = publicConfig(config);

  it('gives the browser only what it needs', () => {
    expect(Object.keys(exposed).sort()).toEqual(
      ['authMode', 'bankHomeUrl', 'bankName', 'sessionExpiryMinutes', 'supportEmail', 'supportPhone'].sort(),
    );
    expect(exposed.sessionExpiryMinutes).toBe(20);
  });

  it('contains no secret, internal address or credential', () => {
    const json = JSON.stringify(exposed);
    for (const secret of [
      PROD_SECRET,
      'oidc-client-secret-value',
      'internal-api.bank.test',
      'redis-password',
      config.oidc.clientId,
      config.oidc.issuer,
    ]) {
      expect(json).not.toContain(secret);
    }
  });
});

describe('loadConfig: the flow timer (FLOW_TIMEOUT_MINUTES, decision 032)', () => {
  it('has its own default, shorter than the session idle expiry and the bank tickets', () => {
    const config = loadConfig({});
    expect(config.flowTimeoutMinutes).toBe(15);
    expect(config.session.expiryMinutes).toBe(20);
    expect(config.ticketExpiryMinutes).toBe(20);
  });

  it('by default never outlasts the bank tickets or reaches the session idle expiry', () => {
    expect(loadConfig({ TICKET_EXPIRY_MINUTES: '10' }).flowTimeoutMinutes).toBe(10);
    expect(loadConfig({ SESSION_EXPIRY_MINUTES: '12' }).flowTimeoutMinutes).toBe(11);
  });

  it('can be set', () => {
    expect(loadConfig({ FLOW_TIMEOUT_MINUTES: '5' }).flowTimeoutMinutes).toBe(5);
  });

  it('refuses a flow timer as long as the session idle expiry, naming it', () => {
    expect(configError({ FLOW_TIMEOUT_MINUTES: '20' }).message).toMatch(
      /FLOW_TIMEOUT_MINUTES: must be shorter than the session's idle expiry \(20 minutes\)/,
    );
    expect(configError({ FLOW_TIMEOUT_MINUTES: 'soon' }).message).toMatch(/FLOW_TIMEOUT_MINUTES/);
  });
});
