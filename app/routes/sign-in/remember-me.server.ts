import { createCookie } from 'react-router';
import type { AppContext } from '../../lib/app-context.server.ts';

/**
 * 'Remember me' (spec 1 §4): the username in a signed, httpOnly cookie rather than hex in local storage
 * (docs/architecture.md, "Choices where the spec is out of date or reads two ways"), so it works without
 * JavaScript and scripts cannot read it.
 */
function rememberCookie(ctx: AppContext) {
  return createCookie(ctx.config.insecureLocal ? 'portal.remember' : '__Host-portal.remember', {
    secrets: [ctx.config.session.secret],
    httpOnly: true,
    sameSite: 'lax',
    secure: !ctx.config.insecureLocal,
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
  });
}

export async function rememberedUsername(ctx: AppContext, request: Request): Promise<string | undefined> {
  const value: unknown = await rememberCookie(ctx).parse(request.headers.get('cookie'));
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The Set-Cookie header that stores the username, or clears it when `username` is null. */
export function rememberUsernameHeader(ctx: AppContext, username: string | null): Promise<string> {
  return username
    ? rememberCookie(ctx).serialize(username)
    : rememberCookie(ctx).serialize('', { maxAge: 0 });
}
