import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  BELLA,
  CLIENT_ID,
  CookieJar,
  DEMO,
  PORTAL_URL,
  bankHeaders,
  basicAuth,
  browse,
  callApi,
  pkcePair,
  useTestSandbox,
  tokenRequest,
} from './helpers.ts';

// The sandbox identity provider (spec 2 §4 Sign-in: authorisation code flow) driven with fetch as a browser would.

const sandbox = useTestSandbox();
const REDIRECT_URI = `${PORTAL_URL}/signin-oidc`;

function authorizeUrl(params: Record<string, string | undefined>): string {
  const url = new URL(`${sandbox.issuer}/auth`);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

function defaultAuthParams(challenge: string) {
  return {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    prompt: 'consent', // offline_access (a refresh token) needs prompt=consent in oidc-provider
    state: randomBytes(12).toString('base64url'),
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
}

/** authorise -> login page -> login POST -> consent (automatic) -> callback with a code. */
async function signInThroughProvider(jar: CookieJar, who: { username: string; password: string } = DEMO) {
  const pkce = pkcePair();
  const params = defaultAuthParams(pkce.challenge);
  const start = await browse(jar, authorizeUrl(params));
  expect(start.status).toBe(303);
  expect(start.location).toMatch(new RegExp(`^${sandbox.issuer}/interaction/[\\w-]+$`));

  const login = await browse(jar, start.location!);
  expect(login.status).toBe(200);
  const action = /<form method="post" action="([^"]+\/login)"/.exec(login.html)?.[1];
  expect(action).toBeDefined();

  const posted = await browse(jar, new URL(action!, sandbox.issuer).href, {
    method: 'POST',
    form: { username: who.username, password: who.password },
  });
  expect(posted.status).toBe(303);

  // Follow the provider's redirects (resume -> consent interaction -> resume) until it leaves for the portal.
  let location = posted.location!;
  for (let hop = 0; hop < 6 && location.startsWith(sandbox.issuer); hop += 1) {
    const next = await browse(jar, location);
    expect([302, 303]).toContain(next.status);
    location = next.location!;
  }
  expect(location.startsWith(REDIRECT_URI)).toBe(true);
  const callback = new URL(location);
  return { callback, params, pkce };
}

async function exchangeCode(code: string, verifier: string) {
  return tokenRequest(sandbox.issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
}

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

describe('authorisation code flow with PKCE', () => {
  it('signs in, grants consent, issues tokens and the access token works on the upstream API', async () => {
    const jar = new CookieJar();
    const { callback, params, pkce } = await signInThroughProvider(jar);
    expect(callback.searchParams.get('state')).toBe(params.state);
    expect(callback.searchParams.get('iss')).toBe(sandbox.issuer);
    const code = callback.searchParams.get('code');
    expect(code).toEqual(expect.any(String));

    const tokens = await exchangeCode(code!, pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({
      access_token: expect.any(String),
      id_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 600,
      scope: expect.stringContaining('openid'),
    });
    const idToken = JSON.parse(Buffer.from(tokens.body.id_token.split('.')[1], 'base64url').toString('utf8'));
    expect(idToken).toMatchObject({
      iss: sandbox.issuer,
      aud: CLIENT_ID,
      sub: 'CU100001',
      nonce: params.nonce,
    });

    const accounts = await callApi(sandbox.apiUrl, 'POST', '/accounts/v3.0/accounts', {
      body: {},
      headers: bankHeaders({ authorization: `Bearer ${tokens.body.access_token}` }),
    });
    expect(accounts.status).toBe(200);
    expect(accounts.body.Accounts).toHaveLength(3);

    const ping = await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', {
      headers: bankHeaders({ authorization: `Bearer ${tokens.body.access_token}` }),
    });
    expect(ping.status).toBe(200);

    const userinfo = await fetch(`${sandbox.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(await userinfo.json()).toEqual({
      sub: 'CU100001',
      name: 'Alex Saver',
      email: 'alex.saver@example.com',
      email_verified: true,
    });

    // The code is single use.
    const again = await exchangeCode(code!, pkce.verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses the code with a wrong PKCE verifier or a wrong client secret', async () => {
    const first = await signInThroughProvider(new CookieJar());
    const wrongVerifier = await exchangeCode(first.callback.searchParams.get('code')!, pkcePair().verifier);
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');

    const second = await signInThroughProvider(new CookieJar());
    const wrongSecret = await tokenRequest(
      sandbox.issuer,
      {
        grant_type: 'authorization_code',
        code: second.callback.searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
        code_verifier: second.pkce.verifier,
      },
      basicAuth(CLIENT_ID, 'not-the-secret'),
    );
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
  });

  it('accepts client_secret_post as well (openid-client 6 default)', async () => {
    const { callback, pkce } = await signInThroughProvider(new CookieJar());
    const response = await fetch(`${sandbox.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
        code_verifier: pkce.verifier,
        client_id: CLIENT_ID,
        client_secret: 'sandbox-client-secret',
      }),
    });
    expect(response.status).toBe(200);
  });

  it('requires PKCE', async () => {
    const {
      code_challenge: _challenge,
      code_challenge_method: _method,
      ...withoutPkce
    } = defaultAuthParams('x');
    const { status, location } = await browse(new CookieJar(), authorizeUrl(withoutPkce));
    expect(status).toBe(303);
    const redirect = new URL(location!);
    expect(redirect.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(redirect.searchParams.get('error')).toBe('invalid_request');
    expect(redirect.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('rotates refresh tokens', async () => {
    const { callback, pkce } = await signInThroughProvider(new CookieJar());
    const tokens = await exchangeCode(callback.searchParams.get('code')!, pkce.verifier);
    const refreshed = await tokenRequest(sandbox.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    expect(refreshed.body.access_token).not.toBe(tokens.body.access_token);

    const reused = await tokenRequest(sandbox.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('signs in silently while the provider session lasts, then ends it with RP-initiated logout', async () => {
    const jar = new CookieJar();
    const { callback, pkce } = await signInThroughProvider(jar);
    const tokens = await exchangeCode(callback.searchParams.get('code')!, pkce.verifier);

    // Still signed in at the provider: a new authorisation request goes straight back with a code.
    const silent = await browse(
      jar,
      authorizeUrl({ ...defaultAuthParams(pkcePair().challenge), prompt: undefined, scope: 'openid' }),
    );
    let location = silent.location!;
    for (let hop = 0; hop < 6 && location.startsWith(sandbox.issuer); hop += 1) {
      location = (await browse(jar, location)).location!;
    }
    expect(new URL(location).searchParams.get('code')).toEqual(expect.any(String));

    const logoutUrl = new URL(`${sandbox.issuer}/session/end`);
    logoutUrl.searchParams.set('id_token_hint', tokens.body.id_token);
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${PORTAL_URL}/mgr-signed-out/callback`);
    logoutUrl.searchParams.set('state', 'bye-123');
    const logout = await browse(jar, logoutUrl.href);
    expect(logout.status).toBe(303);
    expect(logout.location).toBe(`${PORTAL_URL}/mgr-signed-out/callback?state=bye-123`);
    expect(jar.names()).not.toContain('sandbox_idp_session');

    // Signed out at the provider: the next authorisation request asks for the password again.
    const next = await browse(jar, authorizeUrl(defaultAuthParams(pkcePair().challenge)));
    const page = await browse(jar, next.location!);
    expect(page.html).toContain('Sign in to online banking');
  });

  it('binds tokens issued without offline_access to the provider session: logout ends them', async () => {
    const jar = new CookieJar();
    const pkce = pkcePair();
    const { prompt: _prompt, ...params } = {
      ...defaultAuthParams(pkce.challenge),
      scope: 'openid profile email',
    };
    let location = (await browse(jar, authorizeUrl(params))).location!;
    const page = await browse(jar, location);
    const action = /action="([^"]+\/login)"/.exec(page.html)![1]!;
    location = (await browse(jar, new URL(action, sandbox.issuer).href, { method: 'POST', form: DEMO }))
      .location!;
    for (let hop = 0; hop < 6 && location.startsWith(sandbox.issuer); hop += 1) {
      location = (await browse(jar, location)).location!;
    }
    const tokens = await exchangeCode(new URL(location).searchParams.get('code')!, pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toEqual(expect.any(String));
    const refreshed = await tokenRequest(sandbox.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const bearer = bankHeaders({ authorization: `Bearer ${refreshed.body.access_token}` });
    expect((await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', { headers: bearer })).status).toBe(
      200,
    );

    const logoutUrl = new URL(`${sandbox.issuer}/session/end`);
    logoutUrl.searchParams.set('id_token_hint', tokens.body.id_token);
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${PORTAL_URL}/`);
    expect((await browse(jar, logoutUrl.href)).location).toBe(`${PORTAL_URL}/`);

    expect((await callApi(sandbox.apiUrl, 'GET', '/utility/v1.0/ping', { headers: bearer })).status).toBe(
      402,
    );
    const afterLogout = await tokenRequest(sandbox.issuer, {
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token,
    });
    expect(afterLogout.status).toBe(400);
    expect(afterLogout.body.error).toBe('invalid_grant');
  });

  it('asks for confirmation with an accessible Sign out form when the logout request has no id_token_hint', async () => {
    const jar = new CookieJar();
    await signInThroughProvider(jar);
    const logoutUrl = new URL(`${sandbox.issuer}/session/end`);
    logoutUrl.searchParams.set('client_id', CLIENT_ID);
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${PORTAL_URL}/`);
    const confirm = await browse(jar, logoutUrl.href);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toMatch(/<html lang="en-GB">/);
    expect(confirm.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(confirm.html).toContain(
      '<button type="submit" class="button" name="logout" value="yes">Sign out</button></form>',
    );
    expect(confirm.html).not.toMatch(/<script|style=|<style/i);
    const form =
      /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"\/>/.exec(
        confirm.html,
      );
    expect(form).not.toBeNull();
    const done = await browse(jar, form![1]!, { method: 'POST', form: { xsrf: form![2]!, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${PORTAL_URL}/`);
  });

  it('keeps provider data across a restart (SQLite adapter, fixed keys)', async () => {
    const { callback, pkce } = await signInThroughProvider(new CookieJar());
    const tokens = await exchangeCode(callback.searchParams.get('code')!, pkce.verifier);
    const dbFile = `${sandbox.dir}/sandbox.sqlite`;
    const { startSandbox } = await import('../../../sandbox/server.ts');
    await sandbox.close();
    const restarted = await startSandbox({ apiPort: 0, idpPort: 0, dbFile, quiet: true });
    try {
      const accounts = await callApi(restarted.apiUrl, 'POST', '/accounts/v3.0/accounts', {
        body: {},
        headers: bankHeaders({ authorization: `Bearer ${tokens.body.access_token}` }),
      });
      expect(accounts.status).toBe(200);
      expect(accounts.body.Accounts).toHaveLength(3);
    } finally {
      await restarted.close();
    }
  });
});
