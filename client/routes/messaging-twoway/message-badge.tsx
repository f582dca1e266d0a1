import { useEffect, useState } from 'react';
import { MESSAGING } from '#shared/api/messaging.ts';

/** The poll's URL: GET, JSON { count }; 401 when signed out. */
export const COUNT_URL = '/messaging-twoway/count';

/**
 * The new-message count after 'My Messages' (spec 3 §2, §6): a visible number and, for screen readers,
 * '{n} new messages'. Nothing when 0. With JavaScript the count is asked for again every 2 minutes, with
 * 'x-background-request: 1' so the poll never keeps the session alive; a 401 or a redirect (signed out) stops it.
 */
export function MessageBadge({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial);
  const [lastInitial, setLastInitial] = useState(initial);
  if (initial !== lastInitial) {
    // A page navigation brought a fresh count from the server.
    setLastInitial(initial);
    setCount(initial);
  }
  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(() => {
      void (async () => {
        try {
          const response = await fetch(COUNT_URL, {
            headers: { 'x-background-request': '1', accept: 'application/json' },
            redirect: 'manual',
            credentials: 'same-origin',
          });
          if (response.status === 401 || response.type === 'opaqueredirect' || response.redirected) {
            stopped = true;
            window.clearInterval(timer);
            return;
          }
          if (!response.ok || stopped) return;
          const body = (await response.json()) as { count?: unknown };
          if (typeof body.count === 'number') setCount(body.count);
        } catch {
          // Offline for a moment: try again at the next tick.
        }
      })();
    }, MESSAGING.countPollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        className="govuk-tag govuk-tag--red app-message-badge"
        aria-hidden="true"
        data-testid="message-badge"
      >
        {count}
      </span>
      <span className="govuk-visually-hidden">{` ${count} new ${count === 1 ? 'message' : 'messages'}`}</span>
    </>
  );
}
