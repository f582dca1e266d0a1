import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CookieJar, browse, pkcePair } from './browser.ts';
import { BELLA, DEMO } from './sign-in.ts';
import { REDIRECT_URI, defaultAuthParams, useIdentityProvider } from './use-identity-provider.ts';

// The sandbox identity provider (spec 2 §4 Sign-in: authorisation code flow) driven with fetch as a browser would:
// discovery and the login page.

const { sandbox, authorizeUrl } = useIdentityProvider();

describe('discovery', () => {
  it('publishes the issuer, endpoints, PKCE S256, scopes and claims', async () => {
    const response = await fetch(`${sandbox.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- discovery JSON; the test asserts on it
    const discovery = (await response.json()) as Record<string, any>;
    expect(discovery.issuer).toBe(sandbox.issuer);
    expect(sandbox.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discovery.authorization_endpoint).toBe(`${sandbox.issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${sandbox.issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${sandbox.issuer}/session/end`);
    expect(discovery.jwks_uri).toBe(`${sandbox.issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'email']));
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
  });

  it('signs with the committed key', async () => {
    const { keys } = (await (await fetch(`${sandbox.issuer}/jwks`)).json()) as {
      keys: { kid: string; d?: string }[];
    };
    const committed = JSON.parse(
      readFileSync(new URL('../../../sandbox/idp/jwks.json', import.meta.url), 'utf8'),
    ) as {
      keys: { kid: string }[];
    };
    expect(keys.map((key) => key.kid)).toEqual(committed.keys.map((key) => key.kid));
    expect(keys.every((key) => key.d === undefined)).toBe(true); // public parts only
  });
});

describe('the login page', () => {
  it('is an accessible, script-free HTML form', async () => {
    const jar = new CookieJar();
    const start = await browse(jar, authorizeUrl(defaultAuthParams(pkcePair().challenge)));
    const { status, html, response } = await browse(jar, start.location!);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/<html lang="en-GB">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<label class="label" for="username">Username<\/label>/);
    expect(html).toMatch(/<input[^>]+id="username"[^>]+autocomplete="username"/);
    expect(html).toMatch(/<label class="label" for="password">Password<\/label>/);
    expect(html).toMatch(/<input[^>]+id="password"[^>]+type="password"[^>]+autocomplete="current-password"/);
    expect(html).not.toMatch(/<script|style=|<style/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('shows an error summary for a wrong password, keeping the username but not the password', async () => {
    const jar = new CookieJar();
    const start = await browse(jar, authorizeUrl(defaultAuthParams(pkcePair().challenge)));
    const page = await browse(jar, start.location!);
    const action = /action="([^"]+\/login)"/.exec(page.html)![1]!;
    const wrong = await browse(jar, new URL(action, sandbox.issuer).href, {
      method: 'POST',
      form: { username: DEMO.username, password: 'Wrong-Password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toMatch(/<title>Error: /);
    expect(wrong.html).toMatch(/class="error-summary" role="alert"/);
    expect(wrong.html).toContain('<a href="#username">Unknown Username/Password combination</a>');
    expect(wrong.html).toContain('value="demo.saver"');
    expect(wrong.html).not.toContain('Wrong-Password-1');

    const empty = await browse(jar, new URL(action, sandbox.issuer).href, { method: 'POST', form: {} });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('<a href="#username">');
    expect(empty.html).toContain('<a href="#password">Please enter a password</a>');
  });

  it('refuses a blocked customer', async () => {
    const jar = new CookieJar();
    const start = await browse(jar, authorizeUrl(defaultAuthParams(pkcePair().challenge)));
    const page = await browse(jar, start.location!);
    const action = /action="([^"]+\/login)"/.exec(page.html)![1]!;
    const blocked = await browse(jar, new URL(action, sandbox.issuer).href, {
      method: 'POST',
      form: { username: BELLA.username, password: BELLA.password },
    });
    expect(blocked.status).toBe(401);
    expect(blocked.html).toContain('denied for security reasons');
  });

  it('lets the customer cancel, returning access_denied to the portal', async () => {
    const jar = new CookieJar();
    const params = defaultAuthParams(pkcePair().challenge);
    const start = await browse(jar, authorizeUrl(params));
    const page = await browse(jar, start.location!);
    const abort = /action="([^"]+\/abort)"/.exec(page.html)![1]!;
    const cancelled = await browse(jar, new URL(abort, sandbox.issuer).href, { method: 'POST', form: {} });
    expect(cancelled.status).toBe(303);
    const back = await browse(jar, cancelled.location!);
    const callback = new URL(back.location!);
    expect(callback.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(params.state);
  });

  it('shows a timed-out page for an interaction this browser did not start', async () => {
    const { status, html } = await browse(new CookieJar(), `${sandbox.issuer}/interaction/not-mine`);
    expect(status).toBe(400);
    expect(html).toContain('Your sign-in has timed out');
  });
});
