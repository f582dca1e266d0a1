import { redirect } from 'react-router';
import type { AppContext } from './app-context.server.ts';

/** The page a signed-in customer is shown instead of a signed-out journey (app/routes/session/already-signed-in.tsx). */
export const ALREADY_SIGNED_IN_PATH = '/already-signed-in';

/**
 * Middleware of the pages for people who are not signed in (sign-in, registration, forgotten username and
 * password). spec 1 §4 abandons an authenticated session when they open, but a GET must never end a session: any
 * site can make a browser send one (decision 028). A signed-in customer's GET goes to a page that offers sign-out as a
 * POST; a POST (which carries the CSRF token, so it came from this portal's own form) abandons the session as the
 * spec says.
 */
export async function abandonSignedInSessionByPostOnly(ctx: AppContext, request: Request): Promise<void> {
  if (!ctx.session.auth) return;
  if (request.method === 'GET' || request.method === 'HEAD') throw redirect(ALREADY_SIGNED_IN_PATH);
  await ctx.endSession();
}
