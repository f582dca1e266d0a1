import { Router, type Request } from 'express';
import type { NativeAuth } from './types.ts';
import type { Config } from '../config.ts';
import { regenerate, saveSession } from '../context.ts';
import { anyResponseSchema } from '#shared/api/webauthentication.ts';
import type { UpstreamClient } from '../upstream/client.ts';

/**
 * Tells the bank a native session has ended, so its session ticket stops working (spec 1 §7 sign-out). The
 * "response not read": a failure here must not keep the customer signed in, so it is logged, not thrown.
 */
export async function tellBankSignedOut(
  upstream: UpstreamClient,
  req: Request,
  auth: NativeAuth,
): Promise<void> {
  try {
    await upstream.call(
      { requestId: String(req.id), userAgent: req.get('user-agent'), auth },
      { path: '/webauthentication/v2.0/user/sign-out', body: {}, schema: anyResponseSchema },
    );
  } catch (err) {
    req.log.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'the bank was not told of a sign-out',
    );
  }
}

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
        // The provider's sign-out runs at /mgr-signed-out, a GET (spec 2 §2): only this POST lets it end a session.
        req.session.signOutRequested = true;
        await saveSession(req);
        res.redirect(303, '/mgr-signed-out');
        return;
      }
      if (auth?.kind === 'native') await tellBankSignedOut(upstream, req, auth);
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
