import { data, redirect, redirectDocument, type RouterContextProvider } from 'react-router';
import { BANK_CALL_FAILED } from './bank-call-failed.ts';
import type { UpstreamOutcome } from '../../server/upstream/client.ts';
import { appContext, type AppContext } from './app-context.server.ts';

export function app(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}

/** The path and query a request was for, without React Router's `.data` suffix. */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '/') || '/'}${url.search.replace(/[?&]_routes=[^&]*/, '')}`;
}

/**
 * Sends a visitor without a signed-in session to the configured sign-in, remembering where they were going.
 * Someone whose session just expired lands on /signed-out with the inactivity message instead.
 */
export function requireSignedIn(ctx: AppContext, request: Request): void {
  if (ctx.session.auth) return;
  ctx.session.returnTo = requestedPath(request);
  // A session that just ended (idle timeout noticed by this or an earlier request, or a 402) says why.
  if (ctx.sessionExpired || ctx.session.flash?.signedOut) throw redirect('/signed-out');
  // /mgr-sign-in is an Express route, not a React Router one: it needs a document navigation. The address goes in
  // the query too, so two tabs sent to sign in at once each come back to their own page (decision 017).
  throw ctx.config.authMode === 'oidc'
    ? redirectDocument(`/mgr-sign-in?returnTo=${encodeURIComponent(ctx.session.returnTo)}`)
    : redirect('/sign-in');
}

/**
 * The HTTP-level handling of spec 1 §4: 402 → /signed-out (UnauthorizedSignedOut), other >= 400 → /network-error;
 * for a signed-in customer, a danger alert in the page instead (spec 2 §7; decision 071). 412 (two-factor) is
 * handled by the journeys that expect it; anywhere else it is an error too.
 */
export async function expectOk<T>(ctx: AppContext, outcome: UpstreamOutcome<T>): Promise<T> {
  if (outcome.kind === 'ok') return outcome.data;
  if (outcome.kind === 'signed-out') {
    await ctx.endSession('UnauthorizedSignedOut');
    throw redirect('/signed-out');
  }
  if (ctx.session.auth) throw data(null, { status: BANK_CALL_FAILED });
  throw redirect('/network-error');
}

/** Post-redirect-get: actions answer a successful POST with 303 See Other (docs/architecture.md, Forms). */
export function seeOther(location: string): Response {
  return redirect(location, 303);
}
