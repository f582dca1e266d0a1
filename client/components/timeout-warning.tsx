import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { timeoutCountdownMessage, timeoutMessages } from '#shared/messages/timeout.ts';

type Props = {
  /** The server's idle limit (SESSION_EXPIRY_MINUTES). */
  expiryMinutes: number;
  csrfToken: string;
};

const CHANNEL = 'portal-session';
const WARN_BEFORE_MS = 60_000;
/** Screen readers hear the countdown every 20 seconds, not every tick (ARCHITECTURE.md Session timeout). */
const ANNOUNCE_EVERY_S = 20;

/**
 * The timeout warning (spec 1 §4 "Session timeout", HMRC/HOF pattern), with JavaScript on only — the server
 * enforces the limit either way. In the last minute a modal dialog asks whether to stay signed in: "Yes" extends
 * the session through a keep-alive POST, "No" signs out. Open tabs stay in step through a BroadcastChannel.
 * The update-security-details flow uses the countdown wording instead (spec 1 §4).
 */
export function TimeoutWarning({ expiryMinutes, csrfToken }: Props) {
  const { key, pathname } = useLocation();
  const limitMs = expiryMinutes * 60_000;
  const lastActivity = useRef(0);
  const announcedAt = useRef<number | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);

  /** Records activity; the next tick closes the dialog if it is open. */
  const stamp = useCallback((time: number, broadcast: boolean) => {
    lastActivity.current = time;
    announcedAt.current = null;
    if (broadcast) channel.current?.postMessage({ type: 'activity', time });
  }, []);

  // Every navigation reached the server, which counted it as activity.
  useEffect(() => stamp(Date.now(), true), [key, stamp]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(CHANNEL);
    channel.current = bc;
    bc.onmessage = (event: MessageEvent<{ type: string; time?: number }>) => {
      if (event.data.type === 'activity' && event.data.time && event.data.time > lastActivity.current) {
        stamp(event.data.time, false);
        setSecondsLeft(null);
      }
      if (event.data.type === 'signed-out') window.location.assign('/signed-out');
    };
    return () => bc.close();
  }, [stamp]);

  useEffect(() => {
    const tick = window.setInterval(() => {
      const left = limitMs - (Date.now() - lastActivity.current);
      if (left <= 0) {
        // The server has ended the session; its signed-out page gives the inactivity message.
        window.clearInterval(tick);
        channel.current?.postMessage({ type: 'signed-out' });
        window.location.assign('/signed-out');
        return;
      }
      const seconds = left <= WARN_BEFORE_MS ? Math.ceil(left / 1000) : null;
      setSecondsLeft(seconds);
      if (
        seconds !== null &&
        (announcedAt.current === null || announcedAt.current - seconds >= ANNOUNCE_EVERY_S)
      ) {
        announcedAt.current = seconds;
        setAnnounced(seconds);
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [limitMs]);

  const open = secondsLeft !== null;
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      heading.current?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  async function stay() {
    const response = await fetch('/keep-alive', { method: 'POST', headers: { 'x-csrf-token': csrfToken } });
    if (response.ok && ((await response.json()) as { signedIn?: boolean }).signedIn) {
      stamp(Date.now(), true);
      setSecondsLeft(null);
    } else window.location.assign('/signed-out');
  }

  const countdown = pathname.startsWith('/update-security-details');
  const message =
    countdown && secondsLeft !== null ? timeoutCountdownMessage(secondsLeft) : timeoutMessages.LastMinute;
  const spoken =
    countdown && announced !== null ? timeoutCountdownMessage(announced) : timeoutMessages.LastMinute;

  return (
    <dialog
      ref={dialog}
      className="app-timeout-dialog"
      aria-labelledby="timeout-heading"
      aria-describedby="timeout-message"
      onCancel={(event) => {
        // Escape is "Yes, stay signed in", as in GOV.UK's pattern, never a silent close.
        event.preventDefault();
        void stay();
      }}
    >
      <h2
        className="govuk-heading-m app-timeout-dialog__heading"
        id="timeout-heading"
        tabIndex={-1}
        ref={heading}
      >
        Your session is about to time out
      </h2>
      <p className="govuk-body" id="timeout-message" aria-hidden="true">
        {message}
      </p>
      <p className="govuk-visually-hidden" aria-live="polite">
        {open ? spoken : ''}
      </p>
      {!countdown && secondsLeft !== null ? (
        <p className="govuk-body govuk-!-font-weight-bold">{`${secondsLeft} seconds left`}</p>
      ) : null}
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" data-module="govuk-button" onClick={() => void stay()}>
          Yes
        </button>
        <form method="post" action="/sign-out">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
            No
          </button>
        </form>
      </div>
    </dialog>
  );
}
