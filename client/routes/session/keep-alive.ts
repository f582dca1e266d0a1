import type { Route } from './+types/keep-alive.ts';
import { app } from '../../lib/route-helpers.server.ts';

/**
 * POST /keep-alive: the timeout warning's "Yes" (ARCHITECTURE.md Session timeout). Reaching here through the
 * CSRF check and the idle-expiry middleware has already stamped the customer's activity.
 */
export function action({ context }: Route.ActionArgs) {
  const ctx = app(context);
  return Response.json({
    signedIn: Boolean(ctx.session.auth),
    expiresInSeconds: ctx.config.session.expiryMinutes * 60,
  });
}
