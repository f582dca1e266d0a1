import { Router } from 'express';
import type { Config } from '../config.ts';
import { regenerate, saveSession } from '../context.ts';
import { anyResponseSchema } from '#shared/api/webauthentication.ts';
import type { UpstreamClient } from '../upstream/client.ts';

/**
 * The header's Sign out button (a form, so it works without JavaScript). Native sessions call the bank's
 * sign-out (spec 1 §7) and end here; identity-provider sessions go on to end the provider's session too.
 */
export function signOutRoutes(config: Config, upstream: UpstreamClient): Router {
  const router = Router();
  router.post('/sign-out', async (req, res, next) => {
    try {
      const auth = req.session.auth;
      if (auth?.kind === 'oidc') {
        res.redirect(303, '/mgr-signed-out');
        return;
      }
      if (auth?.kind === 'native') {
        // "response not read" (spec 1 §7): a failure here must not keep the customer signed in.
        await upstream.call(
          { requestId: String(req.id), userAgent: req.get('user-agent'), auth },
          { path: '/webauthentication/v2.0/user/sign-out', body: {}, schema: anyResponseSchema },
        );
      }
      await regenerate(req);
      req.session.flash = { signedOut: 'UserSignedOut' };
      await saveSession(req);
      res.redirect(303, '/signed-out');
    } catch (err) {
      next(err);
    }
  });
  void config;
  return router;
}
