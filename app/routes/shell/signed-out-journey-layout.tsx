import type { Route } from './+types/signed-out-journey-layout.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { abandonSignedInSessionByPostOnly } from '../../lib/signed-in-guard.server.ts';

/**
 * The layout of the journeys for people who are not signed in (registration, forgotten username): the help panel
 * layout, plus spec 1 §4 "an authenticated session is abandoned when registration, forgotten-username and
 * forgotten-password pages open" — by a POST only: a signed-in customer's GET is shown the already-signed-in page
 * (app/lib/signed-in-guard.server.ts). Middleware runs before every loader, so the header is right.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, request }) => abandonSignedInSessionByPostOnly(app(context), request),
];

export { default } from './help-panel-layout.tsx';
