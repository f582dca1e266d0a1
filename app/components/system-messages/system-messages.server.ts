import { createHash } from 'node:crypto';
import { SYSTEM_MESSAGES, systemMessagesResponseSchema } from '#shared/api/account-area.ts';
import type { AppContext } from '../../lib/app-context.server.ts';

// System messages (spec 2 §2, §3, §4): plain-text bodies from the bank, shown on every signed-in page as banners
// until dismissed. Fetched at most once per CACHE_MS per session (a signed-in page must not cost an extra upstream
// call each time) and never allowed to break a page: a failed call logs a line and shows no banner.

export const SYSTEM_MESSAGES_CACHE_MS = 5 * 60_000;
/** After a failed call, wait this long before asking again (not the full cache time: the next page may succeed). */
const RETRY_AFTER_FAILURE_MS = 60_000;
/** Far more than any bank shows at once; keeps the session small if the upstream misbehaves. */
const MAX_MESSAGES = 10;
const MAX_DISMISSED = 50;

export type SystemMessage = { id: string; body: string };

/** A message has no id upstream: it is keyed by a hash of its body (docs/upstream-api/account-area.md, System messages), so an edited message shows again. */
export function systemMessageId(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex').slice(0, 16);
}

async function fetchBodies(ctx: AppContext): Promise<string[] | undefined> {
  const outcome = await ctx.upstream({
    method: 'GET',
    path: SYSTEM_MESSAGES,
    schema: systemMessagesResponseSchema,
  });
  if (outcome.kind !== 'ok') {
    ctx.log.warn(
      {
        outcome: outcome.kind,
        ...(outcome.kind === 'error' ? { status: outcome.status, reason: outcome.reason } : {}),
      },
      'system messages could not be fetched: no banners shown',
    );
    return undefined;
  }
  return (outcome.data.SystemMessages ?? [])
    .map((message) => message.Body.trim())
    .filter((body) => body.length > 0)
    .slice(0, MAX_MESSAGES);
}

/** The messages this customer has not dismissed, from the session's cache or (when stale) the bank. */
export async function systemMessagesFor(ctx: AppContext): Promise<SystemMessage[]> {
  const { session } = ctx;
  const now = ctx.now();
  const cached = session.systemMessages;
  const fresh =
    cached && now - cached.fetchedAt < (cached.failed ? RETRY_AFTER_FAILURE_MS : SYSTEM_MESSAGES_CACHE_MS);
  let bodies = fresh ? cached.bodies : undefined;
  if (!bodies) {
    const fetched = await fetchBodies(ctx);
    bodies = fetched ?? cached?.bodies ?? [];
    session.systemMessages = { fetchedAt: now, bodies, ...(fetched ? {} : { failed: true }) };
  }
  const dismissed = new Set(session.dismissedSystemMessages ?? []);
  return bodies.map((body) => ({ id: systemMessageId(body), body })).filter((m) => !dismissed.has(m.id));
}

/** Remembers a dismissal for the rest of the signed-in session (decision 017). */
export function dismissSystemMessage(ctx: AppContext, id: string): void {
  const dismissed = (ctx.session.dismissedSystemMessages ?? []).filter((d) => d !== id);
  dismissed.push(id);
  ctx.session.dismissedSystemMessages = dismissed.slice(-MAX_DISMISSED);
}
