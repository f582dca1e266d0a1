import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../server/config.ts';
import { PROD_SECRET, configError } from './config-helpers.ts';

// METRICS_PORT, METRICS_HOST and LOG_FORMAT (server/config/env.ts; docs/operations.md).

describe('the metrics server and log format settings', () => {
  it('default to port 9464 on loopback, and JSON lines', () => {
    const config = loadConfig({});
    expect(config.metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(config.logFormat).toBe('json');
  });

  it('take a port, any free port (0), or none (off), and another interface', () => {
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9100,
      host: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(loadConfig({ METRICS_PORT: 'off' }).metrics.port).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuse a port that is not one, the public port, and an unknown log format', () => {
    expect(configError({ METRICS_PORT: 'none' }).message).toMatch(/METRICS_PORT/);
    expect(configError({ METRICS_PORT: '70000' }).message).toMatch(/METRICS_PORT/);
    expect(configError({ PORT: '3000', METRICS_PORT: '3000' }).message).toMatch(
      /METRICS_PORT: must not be the public PORT/,
    );
    expect(configError({ LOG_FORMAT: 'text' }).message).toMatch(/LOG_FORMAT/);
  });

  it('take readable lines where pino-pretty is installed, as npm start does in production mode', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: PROD_SECRET,
      UPSTREAM_API_URL: 'https://api.bank.test',
    };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });
});
