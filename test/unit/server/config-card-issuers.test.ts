import { describe, expect, it } from '@jest/globals';
import { loadConfig, parseOrigins } from '../../../server/config.ts';
import { PROD_SECRET, configError } from './config-helpers.ts';

// CARD_ISSUER_ORIGINS (decision 020): the card issuers' 3-D Secure origins, validated at start-up like the rest.

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: PROD_SECRET,
  UPSTREAM_API_URL: 'https://api.bank.test',
};

function errorOf(env: NodeJS.ProcessEnv): string {
  return configError(env).message;
}

describe('CARD_ISSUER_ORIGINS', () => {
  it("defaults to the sandbox issuer's origin for local runs, and to none in production", () => {
    expect(loadConfig({}).cardIssuerOrigins).toEqual(['http://127.0.0.1:3103']);
    expect(loadConfig(PROD).cardIssuerOrigins).toEqual([]);
  });

  it('takes a comma-separated list of origins, normalised and without repeats', () => {
    expect(
      loadConfig({
        CARD_ISSUER_ORIGINS:
          ' https://ACS.one.example , https://acs.two.example:8443/,https://acs.one.example',
      }).cardIssuerOrigins,
    ).toEqual(['https://acs.one.example', 'https://acs.two.example:8443']);
  });

  it.each([
    'https://acs.example/challenge',
    'acs.example',
    'javascript:alert(1)',
    'https://u:p@acs.example',
    ',',
    'https://acs.example?x=1',
  ])('refuses %j, naming the variable', (value) => {
    expect(errorOf({ CARD_ISSUER_ORIGINS: value })).toMatch(
      /CARD_ISSUER_ORIGINS: must be a comma-separated list of origins/,
    );
  });

  it('wants https origins in production', () => {
    expect(errorOf({ ...PROD, CARD_ISSUER_ORIGINS: 'http://acs.issuer.example' })).toMatch(
      /CARD_ISSUER_ORIGINS: must be https origins in production \(got http:\/\/acs\.issuer\.example\)/,
    );
    // Plain http on loopback only: the compose demo's sandbox issuer.
    expect(loadConfig({ ...PROD, CARD_ISSUER_ORIGINS: 'http://127.0.0.1:3103' }).cardIssuerOrigins).toEqual([
      'http://127.0.0.1:3103',
    ]);
    expect(
      loadConfig({ ...PROD, CARD_ISSUER_ORIGINS: 'https://acs.issuer.example' }).cardIssuerOrigins,
    ).toEqual(['https://acs.issuer.example']);
  });

  it('parses origins on their own', () => {
    expect(parseOrigins('http://127.0.0.1:3913')).toEqual(['http://127.0.0.1:3913']);
    expect(parseOrigins('')).toBeUndefined();
  });
});
