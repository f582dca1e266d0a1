import { randomBytes } from 'node:crypto';
import { expect } from '@jest/globals';
import { CookieJar, browse, pkcePair, tokenRequest } from './browser.ts';
import { DEMO } from './sign-in.ts';
import { CLIENT_ID, PORTAL_URL, useTestSandbox } from './test-sandbox.ts';

// What the identity provider's tests share (spec 2 §4 Sign-in: authorisation code flow): a sandbox for the file and
// the steps of the flow, driven with fetch as a browser would.

export const REDIRECT_URI = `${PORTAL_URL}/signin-oidc`;

export function defaultAuthParams(challenge: string) {
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

/** The sandbox of an identity-provider test file and the flow's steps against its issuer. */
export function useIdentityProvider() {
  const sandbox = useTestSandbox();

  function authorizeUrl(params: Record<string, string | undefined>): string {
    const url = new URL(`${sandbox.issuer}/auth`);
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(key, value);
    return url.href;
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

  return { sandbox, authorizeUrl, signInThroughProvider, exchangeCode };
}
