import { redirect } from 'react-router';
import { anyResponseSchema } from '#shared/api/webauthentication.ts';
import type { AppContext } from './app-context.server.ts';

/**
 * spec 2 §4 Navigation / §7 utility v1.0/ping: "each navigation to a new path while signed in pings the server and
 * records the last request time". Every navigation here reaches the server anyway (document or `.data` request) and
 * stamps the portal session's activity; the ping keeps the bank's own session in step on pages whose loaders make no
 * upstream call, and finds a session the bank has ended (402) before the page is shown. Only a GET to a path other
 * than the last one pings: revalidations, form posts and reloads of the same page do not (decision 017).
 */
export async function pingOnNavigation(ctx: AppContext, request: Request): Promise<void> {
  if (request.method !== 'GET' || !ctx.session.auth) return;
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  if (ctx.session.lastPing?.path === path) return;
  const outcome = await ctx.upstream({
    method: 'GET',
    path: '/utility/v1.0/ping',
    schema: anyResponseSchema,
  });
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    throw redirect('/signed-out');
  }
  if (outcome.kind !== 'ok')
    ctx.log.warn({ outcome: outcome.kind }, 'navigation ping failed; page shown anyway');
  ctx.session.lastPing = { path, at: ctx.now() };
}
