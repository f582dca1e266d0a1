import { describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { CookieJar, browse, pkcePair, tokenRequest } from './browser.ts';
import { DEMO } from './sign-in.ts';
import { CLIENT_ID, PORTAL_URL } from './test-sandbox.ts';
import { defaultAuthParams, useIdentityProvider } from './use-identity-provider.ts';

// The sandbox identity provider (spec 2 §4 Sign-in: authorisation code flow) driven with fetch as a browser would: the
// provider session, silent sign-in, RP-initiated logout and a restart.

const { sandbox, authorizeUrl, signInThroughProvider, exchangeCode } = useIdentityProvider();

describe('authorisation code flow with PKCE', () => {
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
