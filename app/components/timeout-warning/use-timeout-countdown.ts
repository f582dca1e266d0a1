import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isHydrated } from '../../lib/hydrated.ts';
import type { TimeoutWarningData } from '../../lib/flow-timers.server.ts';
import {
  SESSION_CHANNEL,
  abandonFlow,
  announcesAt,
  documentAnsweredAt,
  requestMoreTime,
  warningSeconds,
} from './keep-alive.ts';

/**
 * The timeout warning's clock. Each page the server renders starts the count again from what it says is left;
 * signed-in tabs stay in step through a BroadcastChannel; when the time is up the page goes where the server has
 * sent the session (or the flow). `secondsLeft` is null until the last minute; `announced` is the count last spoken.
 */
export function useTimeoutCountdown(timeout: TimeoutWarningData, csrfToken: string) {
  const { key } = useLocation();
  const deadline = useRef(0);
  const announcedAt = useRef<number | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);
  const session = timeout.mode === 'session';
  const expirePath = timeout.mode === 'flow' ? timeout.expirePath : '/signed-out';

  /** Moves the deadline; the next tick closes the dialog if it is open. */
  const extend = useCallback((until: number, broadcast: boolean) => {
    deadline.current = until;
    announcedAt.current = null;
    if (broadcast) channel.current?.postMessage({ type: 'activity', until });
  }, []);

  // The time left the document itself was rendered with counts from when it arrived (its script may start well
  // after); any later figure (another page, a revalidation) from now.
  const fromDocument = useRef(!isHydrated());
  useEffect(() => {
    const from = fromDocument.current ? documentAnsweredAt() : Date.now();
    fromDocument.current = false;
    extend(from + timeout.remainingMs, session);
  }, [key, timeout.remainingMs, session, extend]);

  useEffect(() => {
    if (!session || typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(SESSION_CHANNEL);
    channel.current = bc;
    bc.onmessage = (event: MessageEvent<{ type: string; until?: number }>) => {
      if (event.data.type === 'activity' && event.data.until && event.data.until > deadline.current) {
        extend(event.data.until, false);
        setSecondsLeft(null);
      }
      if (event.data.type === 'ended') window.location.assign('/signed-out');
    };
    return () => {
      bc.close();
      channel.current = null;
    };
  }, [session, extend]);

  useEffect(() => {
    const tick = window.setInterval(() => {
      const left = deadline.current - Date.now();
      if (left <= 0) {
        // The server has ended the session (or the flow); the page it sends to says so.
        window.clearInterval(tick);
        channel.current?.postMessage({ type: 'ended' });
        window.location.assign(expirePath);
        return;
      }
      const seconds = warningSeconds(left);
      setSecondsLeft(seconds);
      if (announcesAt(seconds, announcedAt.current)) {
        announcedAt.current = seconds;
        setAnnounced(seconds);
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [expirePath]);

  /** "Yes": the session goes on, or the flow's timer starts again. */
  async function stay() {
    const remainingMs = await requestMoreTime(csrfToken);
    if (remainingMs !== null) {
      extend(Date.now() + remainingMs, session);
      setSecondsLeft(null);
    } else window.location.assign(expirePath);
  }

  /** "No" in a flow: the server ends the flow, and the customer starts it again from its first page. */
  async function leave() {
    const redirect = await abandonFlow(csrfToken);
    window.location.assign(redirect ?? (timeout.mode === 'flow' ? timeout.abandonPath : '/'));
  }

  return { secondsLeft, announced, expirePath, stay, leave };
}
