import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import Provider, { type Configuration, type CookieOptions, type KoaContextWithOIDC } from 'oidc-provider';
import { findCustomerById } from '../domain/customers.ts';
import { createSqliteAdapter } from './sqlite-adapter.ts';
import { errorPage, logoutConfirmPage, signedOutPage } from './views.ts';

export type IdpOptions = {
  issuer: string;
  db: DatabaseSync;
  portalUrl: string;
  clientId: string;
  clientSecret: string;
  bankName: string;
};

// Fixed keys so that a restart keeps sessions, cookies and issued tokens valid (docs/stack-notes.md, OIDC). Sandbox only:
// they are in the repository, so nothing they protect is secret.
const JWKS = JSON.parse(readFileSync(new URL('./jwks.json', import.meta.url), 'utf8')) as {
  keys: Record<string, unknown>[];
};
const COOKIE_KEYS = ['sandbox-idp-cookie-key-2026-a7f3d91c', 'sandbox-idp-cookie-key-2025-0b6e24f8'];

// Cookies over plain http on 127.0.0.1: oidc-provider only marks them Secure on https requests. The names are
// distinct from the portal's so the two never collide even on one host name (cookies are not scoped by port).
const LONG_COOKIE: CookieOptions = { httpOnly: true, sameSite: 'lax' };
const SHORT_COOKIE: CookieOptions = { httpOnly: true, sameSite: 'lax' };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const REFRESH_TOKEN_CHAIN_LIFETIME = 8 * HOUR;

/** The one confidential client: the portal (spec 2 §4 Sign-in: authorisation code with PKCE). */
export function portalClient(options: Pick<IdpOptions, 'portalUrl' | 'clientId' | 'clientSecret'>) {
  const portal = options.portalUrl.replace(/\/$/, '');
  return {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    client_name: 'Savings portal',
    redirect_uris: [`${portal}/signin-oidc`],
    post_logout_redirect_uris: [`${portal}/mgr-signed-out/callback`, `${portal}/`],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // client_secret_post (openid-client 6's default) is accepted too: oidc-provider treats the two as one family.
    token_endpoint_auth_method: 'client_secret_basic',
    scope: 'openid profile email offline_access',
  };
}

/**
 * RP-initiated logout without a confirmation click when the request proves which session it ends: an id_token_hint
 * for the signed-in customer. This does what oidc-provider's own confirm step does for "logout=yes"
 * (lib/actions/end_session.js), then redirects to the validated post_logout_redirect_uri. Without such a hint the
 * customer gets an accessible confirmation form with a 'Sign out' button.
 */
async function endSessionWithoutPrompt(ctx: KoaContextWithOIDC): Promise<boolean> {
  const { session, params, provider, entities } = ctx.oidc;
  const hintSubject = entities.IdTokenHint?.payload.sub;
  if (!session?.accountId || typeof hintSubject !== 'string' || hintSubject !== session.accountId)
    return false;

  for (const authorization of Object.values(session.authorizations ?? {})) {
    // Grants that outlive the session (offline_access refresh tokens) are left alone, as oidc-provider does; the
    // portal revokes its refresh token at /token/revocation when it signs out.
    if (!authorization.grantId || authorization.persistsLogout) continue;
    const { grantId } = authorization;
    await Promise.all([
      provider.AccessToken.revokeByGrantId(grantId),
      provider.RefreshToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.find(grantId).then((grant) => grant?.destroy()),
    ]);
  }
  await session.destroy();
  ctx.cookies.set(provider.cookieName('session'), null, LONG_COOKIE);

  const postLogoutRedirectUri = params?.post_logout_redirect_uri;
  const state = params?.state;
  let destination: string;
  if (typeof postLogoutRedirectUri === 'string') {
    const url = new URL(postLogoutRedirectUri);
    if (typeof state === 'string') url.searchParams.set('state', state);
    destination = url.href;
  } else {
    destination = provider.urlFor('end_session_success');
  }
  provider.emit('end_session.success', ctx);
  ctx.status = 303;
  ctx.redirect(destination);
  return true;
}

export function createProvider(options: IdpOptions): Provider {
  const { db, bankName } = options;
  const portalUrl = `${options.portalUrl.replace(/\/$/, '')}/`;

  const configuration: Configuration = {
    adapter: createSqliteAdapter(db),
    clients: [portalClient(options)],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    responseTypes: ['code'],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    async findAccount(_ctx, sub) {
      const customer = findCustomerById(db, sub);
      if (!customer) return undefined;
      return {
        accountId: customer.userId,
        claims: () => ({
          sub: customer.userId,
          name: customer.name,
          ...(customer.email ? { email: customer.email, email_verified: true } : {}),
        }),
      };
    },
    jwks: JWKS,
    cookies: {
      keys: COOKIE_KEYS,
      names: {
        session: 'sandbox_idp_session',
        interaction: 'sandbox_idp_interaction',
        resume: 'sandbox_idp_resume',
      },
      long: LONG_COOKIE,
      short: SHORT_COOKIE,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          if (await endSessionWithoutPrompt(ctx)) return;
          ctx.type = 'html';
          ctx.body = logoutConfirmPage({ bankName, form });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = signedOutPage({ bankName, portalUrl });
        },
      },
    },
    pkce: { required: () => true },
    // The portal talks to the provider from its server, never from a browser: no CORS.
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 10 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: 30 * MINUTE,
      Session: 8 * HOUR,
      Grant: 8 * HOUR,
      // Refresh tokens rotate on every use; the chain as a whole lasts at most 8 hours.
      RefreshToken: (ctx: unknown) => {
        const rotated = (
          ctx as { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL: number } } } } | undefined
        )?.oidc?.entities?.RotatedRefreshToken;
        return rotated ? Math.max(rotated.remainingTTL, 1) : REFRESH_TOKEN_CHAIN_LIFETIME;
      },
    },
    rotateRefreshToken: true,
    // The portal keeps its session alive past the 10-minute access token with a refresh token (spec 2 §4: silent
    // renew off), so one is issued even without offline_access. Without offline_access it is bound to the provider
    // session and dies with it at logout; with offline_access (which needs prompt=consent) it outlives it.
    issueRefreshToken: (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage({
        bankName,
        portalUrl,
        heading: 'Sorry, there is a problem with signing in',
        message: out.error_description ?? out.error ?? 'The sign-in request could not be completed.',
      });
    },
  };

  return new Provider(options.issuer, configuration);
}
