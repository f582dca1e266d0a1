import { Router, type Request } from 'express';
import * as client from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { regenerate, saveSession } from '../context.ts';
import { safeReturnTo } from '../../shared/domain/return-to.ts';
import type { OidcAuth } from './types.ts';

const SCOPES = 'openid profile email offline_access';
/** Refresh this long before the access token expires, so an upstream call never carries a stale token. */
const REFRESH_MARGIN_MS = 60_000;

/** An identity-provider session whose access token is due for a refresh (ensureFreshTokens does it). */
export function needsTokenRefresh(auth: { kind: string; expiresAt?: number }, t: number): boolean {
  return auth.kind === 'oidc' && (auth.expiresAt ?? 0) - t <= REFRESH_MARGIN_MS;
}
/** How long a refresh's answer is shared with other requests that still hold the old refresh token. */
const SHARED_REFRESH_MS = 30_000;

export type OidcService = {
  router: Router;
  /** Refreshes the session's tokens server-side when they are about to expire. False when the refresh failed. */
  ensureFreshTokens(req: Request): Promise<boolean>;
};

/** The identity-provider sign-in of spec 2 §2/§4: authorisation code flow with PKCE, state and nonce. */
export function oidcService(config: Config, logger: Logger, now: () => number = Date.now): OidcService {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(config.oidc.issuer),
        config.oidc.clientId,
        undefined,
        client.ClientSecretBasic(config.oidc.clientSecret),
        {
          // Seconds, for discovery and every later call: a provider that stalls costs the customer one upstream
          // timeout, then the network-error page (decision 031).
          timeout: config.upstream.timeoutMs / 1000,
          ...(new URL(config.oidc.issuer).protocol === 'http:'
            ? { execute: [client.allowInsecureRequests] }
            : {}),
        },
      )
      .catch((err: unknown) => {
        discovered = undefined; // try again on the next sign-in rather than caching the failure
        throw err;
      });
    return discovered;
  };
  const callbackUrl = `${config.publicUrl}/signin-oidc`;
  const router = Router();

  router.get('/mgr-sign-in', async (req, res, next) => {
    let oidc: client.Configuration;
    try {
      oidc = await configuration();
    } catch (err) {
      // The provider cannot be reached (down, stalled, answering 5xx or nonsense): spec 1 §4's network-error page,
      // whose Try again comes back here, not the 500 page.
      req.log.warn({ err: describe(err) }, 'identity provider unreachable at sign-in');
      res.redirect(303, '/network-error');
      return;
    }
    try {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const returnTo = safeReturnTo(req.query.returnTo ?? req.session.returnTo);
      req.session.oidcFlow = { codeVerifier, state, nonce, returnTo };
      await saveSession(req);
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: callbackUrl,
        scope: SCOPES,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'consent',
      });
      res.redirect(303, authorisationTarget(url, config.oidc.authorisationUrl));
    } catch (err) {
      next(err);
    }
  });

  router.get('/signin-oidc', async (req, res) => {
    const flow = req.session.oidcFlow;
    if (typeof req.query.error === 'string') {
      req.log.warn({ error: req.query.error }, 'identity provider returned an error');
      delete req.session.oidcFlow;
      res.redirect(303, '/sign-in/provider-error');
      return;
    }
    // spec 2 §2: a response without state restarts sign-in (as does one we did not start).
    if (!req.query.state || !flow) {
      res.redirect(303, '/mgr-sign-in');
      return;
    }
    try {
      const oidc = await configuration();
      const tokens = await client.authorizationCodeGrant(oidc, new URL(req.originalUrl, config.publicUrl), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      // Profile claims may come only from the userinfo endpoint (the ID token then carries just `sub`).
      const profile = claims.name
        ? claims
        : { ...claims, ...(await client.fetchUserInfo(oidc, tokens.access_token, claims.sub)) };
      const auth: OidcAuth = {
        kind: 'oidc',
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token,
        expiresAt: now() + (tokens.expiresIn() ?? 300) * 1000,
        customer: {
          userId: claims.sub,
          username: String(profile.preferred_username ?? claims.sub),
          name: String(profile.name ?? profile.given_name ?? ''),
        },
      };
      await regenerate(req); // new session id at sign-in
      const t = now();
      Object.assign(req.session, { auth, createdAt: t, lastActivity: t });
      await saveSession(req);
      res.redirect(303, flow.returnTo);
    } catch (err) {
      // A forged or replayed callback, a refused code, a bad ID token or an unreachable provider: the customer is
      // not signed in and sees a clear page with a way to try again (spec 2 §2 /signin-oidc).
      // The provider down or stalled mid-sign-in is the network-error page, as for any unreachable service.
      const unreachable = providerUnreachable(err);
      req.log.warn({ err: describe(err), unreachable }, 'sign-in with the identity provider failed');
      delete req.session.oidcFlow;
      res.redirect(303, unreachable ? '/network-error' : '/sign-in/provider-error');
    }
  });

  router.get('/mgr-signed-out', async (req, res, next) => {
    // A GET never ends a session by itself: any site can make a browser send one (decision 028). Only the header's
    // Sign out button (POST /sign-out, with the CSRF token) sends the customer here with signOutRequested set.
    if (!req.session.signOutRequested) {
      res.redirect(303, req.session.auth ? '/already-signed-in' : '/');
      return;
    }
    const auth = req.session.auth?.kind === 'oidc' ? req.session.auth : undefined;
    const idToken = auth?.idToken;
    try {
      await regenerate(req); // clears the whole session
      // Tokens granted with offline_access outlive the provider's session: revoke them so they are of no use to anyone.
      if (auth) {
        await Promise.all([
          revoke(auth.accessToken, 'access_token'),
          ...(auth.refreshToken ? [revoke(auth.refreshToken, 'refresh_token')] : []),
        ]);
      }
      let target = '/signed-out';
      try {
        const oidc = await configuration();
        if (oidc.serverMetadata().end_session_endpoint) {
          target = client.buildEndSessionUrl(oidc, {
            post_logout_redirect_uri: `${config.publicUrl}/mgr-signed-out/callback`,
            ...(idToken ? { id_token_hint: idToken } : { client_id: config.oidc.clientId }),
          }).href;
        }
      } catch (err) {
        logger.warn({ err: String(err) }, 'could not reach the identity provider to end its session');
      }
      // spec 2 §2: sign-out "clears local and session storage". The portal keeps nothing there, but the browser is
      // told to clear this origin's storage anyway, so nothing a future page might store outlives a sign-out.
      res.set('Clear-Site-Data', '"storage"');
      res.redirect(303, target);
    } catch (err) {
      next(err);
    }
  });

  router.get('/mgr-signed-out/callback', (_req, res) => {
    res.redirect(303, '/signed-out');
  });

  async function revoke(token: string, hint: 'refresh_token' | 'access_token'): Promise<void> {
    try {
      await client.tokenRevocation(await configuration(), token, { token_type_hint: hint });
    } catch (err) {
      logger.warn({ err: String(err), hint }, 'could not revoke a token at the identity provider');
    }
  }

  const refreshing = new Map<string, ReturnType<typeof client.refreshTokenGrant>>();

  async function ensureFreshTokens(req: Request): Promise<boolean> {
    const auth = req.session.auth;
    if (auth?.kind !== 'oidc' || !needsTokenRefresh(auth, now())) return true;
    if (!auth.refreshToken) return false;
    const refreshToken = auth.refreshToken;
    try {
      // One refresh per refresh token: the provider rotates it, and a second use (a parallel request of the same
      // session) would count as a replay and end the grant. Concurrent requests share the one answer.
      let pending = refreshing.get(refreshToken);
      if (!pending) {
        pending = configuration().then((oidc) => client.refreshTokenGrant(oidc, refreshToken));
        refreshing.set(refreshToken, pending);
        // Kept a little after it settles, for requests that read the session before it was saved.
        const forget = () => setTimeout(() => refreshing.delete(refreshToken), SHARED_REFRESH_MS).unref();
        pending.then(forget, forget);
      }
      const tokens = await pending;
      req.session.auth = {
        ...auth,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? auth.refreshToken,
        idToken: tokens.id_token ?? auth.idToken,
        expiresAt: now() + (tokens.expiresIn() ?? 300) * 1000,
      };
      req.log.debug('tokens refreshed before expiry');
      return true;
    } catch (err) {
      req.log.warn({ err: String(err) }, 'token refresh failed');
      return false;
    }
  }

  return { router, ensureFreshTokens };
}

/**
 * The browser goes to the configured authorisation URL (spec 2 §7) when there is one, with the parameters built for
 * the discovered endpoint; otherwise to the discovered endpoint itself.
 */
export function authorisationTarget(built: URL, authorisationUrl: string | undefined): string {
  if (!authorisationUrl) return built.href;
  const target = new URL(authorisationUrl);
  target.search = built.search;
  return target.href;
}

function describe(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/**
 * True when an openid-client failure means the provider could not be reached or answered as no working provider
 * does: a network failure (fetch failed), a timeout, a 5xx, or a body that is not JSON. A refused code, a bad state
 * or an ID token that does not verify are the provider answering: false.
 */
export function providerUnreachable(err: unknown): boolean {
  // Read by shape, not instanceof: fetch's errors and responses may come from another realm (undici, test VMs).
  let cause: unknown = err;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    const { name, message, code, status, headers } = cause as Record<string, unknown>;
    if (typeof status === 'number' && typeof headers === 'object') return status >= 500; // a Response
    if (name === 'TypeError' && message === 'fetch failed') return true;
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_PARSE_ERROR') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
