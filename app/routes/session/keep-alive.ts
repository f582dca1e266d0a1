import type { Route } from './+types/keep-alive.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { activeFlowTimer } from '../../lib/flow-timers.server.ts';

/**
 * POST /keep-alive: the timeout warning's "Yes" (decision 009). For a signed-in customer,
 * reaching here through the CSRF check and the idle-expiry middleware has already stamped their activity; for a
 * running flow (sign-in, registration or forgotten-password security step) its timer starts again, or, with
 * `abandon=1`, the flow ends.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const ctx = app(context);
  const abandon = (await request.text()).includes('abandon=1');
  if (ctx.session.auth) {
    return Response.json({ active: true, remainingMs: ctx.config.session.expiryMinutes * 60_000 });
  }
  const timer = activeFlowTimer(ctx);
  if (!timer) return Response.json({ active: false, remainingMs: 0 });
  if (abandon) {
    // The warning's "No": leave the flow and go back to its first page.
    timer.abandon();
    return Response.json({ active: false, remainingMs: 0, redirect: timer.abandonPath });
  }
  timer.restart(ctx.now());
  return Response.json({ active: true, remainingMs: ctx.config.flowTimeoutMinutes * 60_000 });
}
