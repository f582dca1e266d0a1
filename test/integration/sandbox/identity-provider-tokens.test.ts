import { describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { CookieJar, basicAuth, browse, pkcePair, tokenRequest } from './browser.ts';
import { CLIENT_ID } from './test-sandbox.ts';
import { REDIRECT_URI, defaultAuthParams, useIdentityProvider } from './use-identity-provider.ts';

// The sandbox identity provider (spec 2 §4 Sign-in: authorisation code flow) driven with fetch as a browser would: the
// code, its exchange for tokens, PKCE, client authentication and refresh-token rotation.

const { sandbox, authorizeUrl, signInThroughProvider, exchangeCode } = useIdentityProvider();

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
});
