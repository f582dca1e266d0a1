// The 'My Messages' badge's poll (spec 3 §2, §6), for the React badge and for pages without React (app/enhance/):
// every 2 minutes the count is asked for with 'x-background-request: 1', so the poll never keeps the session alive;
// a 401 or a redirect (signed out) stops it. zod-free, so the pages without React can load it.
import { COUNT_POLL_MS } from '#shared/api/messaging-poll.ts';
import { BASE } from './paths.ts';

/** The poll's URL: GET, JSON { count }; 401 when signed out. */
export const COUNT_URL = `${BASE}/count`;

/** Starts polling; `onCount` gets each new count. Returns the stop function. */
export function pollMessageCount(onCount: (count: number) => void): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    window.clearInterval(timer);
  };
  const timer = window.setInterval(() => {
    void (async () => {
      try {
        const response = await fetch(COUNT_URL, {
          headers: { 'x-background-request': '1', accept: 'application/json' },
          redirect: 'manual',
          credentials: 'same-origin',
        });
        if (response.status === 401 || response.type === 'opaqueredirect' || response.redirected) {
          stop();
          return;
        }
        if (!response.ok || stopped) return;
        const body = (await response.json()) as { count?: unknown };
        if (typeof body.count === 'number' && !stopped) onCount(body.count);
      } catch {
        // Offline for a moment: try again at the next tick.
      }
    })();
  }, COUNT_POLL_MS);
  return stop;
}

/** The count's spoken wording: '{count} new message' or '{count} new messages', as the shell's managed texts say. */
export function newMessagesText(count: number, wording: { one: string; many: string }): string {
  return (count === 1 ? wording.one : wording.many).replace('{count}', String(count));
}
