import { describe, expect, it } from '@jest/globals';
import { authorisationTarget } from '../../../server/auth/oidc.ts';

// spec 2 §7 "authorisation URL": the deployment may name where browsers authorise; the parameters stay those built
// for the code flow (state, nonce, PKCE challenge, redirect URI).
describe('authorisationTarget', () => {
  const built = new URL('https://id.bank.test/auth?client_id=portal&state=s1&code_challenge=c1&scope=openid');

  it('is the discovered endpoint when none is configured', () => {
    expect(authorisationTarget(built, undefined)).toBe(built.href);
  });

  it('is the configured URL with every parameter of the flow', () => {
    const target = new URL(authorisationTarget(built, 'https://login.bank.test/connect/authorize'));
    expect(`${target.origin}${target.pathname}`).toBe('https://login.bank.test/connect/authorize');
    expect(Object.fromEntries(target.searchParams)).toEqual(Object.fromEntries(built.searchParams));
  });
});
