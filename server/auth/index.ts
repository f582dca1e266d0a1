import { Router, type Request } from 'express';
import type { Config } from '../config.ts';
import { regenerate } from '../context.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { OidcService } from './oidc.ts';
import { signOutRoutes } from './sign-out.ts';

/**
 * The auth routes (/mgr-sign-in, /signin-oidc, /mgr-signed-out, /sign-out), then the token refresh for every page
 * after them: tokens are refreshed server-side before they expire, ahead of any loader calling the bank. One that
 * cannot be refreshed (the provider ended the grant) ends the whole session, as the bank's 402 does.
 */
export function setUpAuthentication(config: Config, oidc: OidcService, upstream: UpstreamClient): Router {
  const router = Router();
  router.use(oidc.router, signOutRoutes(config, upstream));
  router.use(async (req: Request, _res, next) => {
    if (await oidc.ensureFreshTokens(req).catch(() => false)) return next();
    try {
      await regenerate(req);
      req.session.flash = { signedOut: 'UnauthorizedSignedOut' };
      next();
    } catch (err) {
      next(err);
    }
  });
  return router;
}
