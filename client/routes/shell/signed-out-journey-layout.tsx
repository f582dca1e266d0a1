import type { Route } from './+types/signed-out-journey-layout.ts';
import { app } from '../../lib/route-helpers.server.ts';

/**
 * The layout of the journeys for people who are not signed in (registration, forgotten username): the help panel
 * layout, plus spec 1 §4 "an authenticated session is abandoned when registration, forgotten-username and
 * forgotten-password pages open". Middleware runs before every loader, so the header already shows the visitor as
 * signed out.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }) => {
    const ctx = app(context);
    if (ctx.session.auth) await ctx.endSession();
  },
];

export { default } from './help-panel-layout.tsx';
