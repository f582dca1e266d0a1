import type { Route } from './+types/count.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { newMessageCount } from './conversations.server.ts';

// GET /messaging-twoway/count: the new-message count as JSON, for the menu badge's 2-minute poll (spec 3 §6). The
// poll sends 'x-background-request: 1', so it never extends the idle session (server/session). Signed out: 401, and
// the poll stops.
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const unauthorised = () =>
    Response.json({ count: null }, { status: 401, headers: { 'cache-control': 'no-store' } });
  if (!ctx.session.auth) return unauthorised();
  const count = await newMessageCount(ctx);
  if (count === null) return unauthorised();
  return Response.json({ count }, { headers: { 'cache-control': 'no-store' } });
}
