// What the timeout warning's React dialog and the script of the pages without React (app/enhance/timeout-warning.ts)
// share: when the warning opens and speaks, the channel that keeps signed-in tabs in step, and the two calls to
// POST /keep-alive (app/routes/session/keep-alive.ts). The wording and its timing: decision 009.

/** Signed-in tabs tell each other of activity ('activity', with the new deadline) and of the end ('ended'). */
export const SESSION_CHANNEL = 'portal-session';

/**
 * When this document's answer arrived, on `Date`'s clock. What the server rendered as time left counts from then, not
 * from when the page's script starts: scripts start after the first paint, and a page opened in a background tab only
 * when it is first shown (decision 080).
 */
export function documentAnsweredAt(): number {
  const navigation =
    typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      : undefined;
  return Date.now() - performance.now() + (navigation?.responseStart ?? 0);
}

/** The warning opens in the last minute. */
export const WARN_BEFORE_MS = 60_000;

/** Screen readers hear the countdown every 20 seconds, not every tick. */
const ANNOUNCE_EVERY_S = 20;

/** The seconds the warning shows with `leftMs` to go: null until the last minute starts. */
export function warningSeconds(leftMs: number): number | null {
  return leftMs <= WARN_BEFORE_MS ? Math.ceil(leftMs / 1000) : null;
}

/** Whether the countdown is spoken at `seconds`, after it was last spoken at `announcedAt`. */
export function announcesAt(seconds: number | null, announcedAt: number | null): seconds is number {
  return seconds !== null && (announcedAt === null || announcedAt - seconds >= ANNOUNCE_EVERY_S);
}

/** "Yes, more time": the milliseconds the server now gives, or null when the session or the flow has ended. */
export async function requestMoreTime(csrfToken: string): Promise<number | null> {
  const response = await fetch('/keep-alive', { method: 'POST', headers: { 'x-csrf-token': csrfToken } });
  const body = response.ok ? ((await response.json()) as { active?: boolean; remainingMs?: number }) : {};
  return body.active && body.remainingMs ? body.remainingMs : null;
}

/** "No" in a flow: the server ends the flow and answers where it starts again (undefined when it does not say). */
export async function abandonFlow(csrfToken: string): Promise<string | undefined> {
  const response = await fetch('/keep-alive', {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'abandon=1',
  });
  const body = response.ok ? ((await response.json()) as { redirect?: string }) : {};
  return body.redirect;
}
