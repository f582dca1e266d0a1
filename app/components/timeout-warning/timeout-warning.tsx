import { useEffect, useRef } from 'react';
import { timeoutCountdownMessage } from '#shared/messages/timeout.ts';
import type { TimeoutWarningData } from '../../lib/flow-timers.server.ts';
import { useLayoutText } from '../layout-text.ts';
import { WARN_BEFORE_MS } from './keep-alive.ts';
import { useTimeoutCountdown } from './use-timeout-countdown.ts';

type Props = { timeout: TimeoutWarningData; csrfToken: string };

/**
 * The timeout warning (spec 1 §4 "Session timeout", the HMRC/HOF pattern), with JavaScript on only: the server
 * enforces every limit either way. In the last minute a modal dialog asks whether to go on. "Yes" extends the
 * signed-in session or restarts the flow's timer through a keep-alive POST; "No" signs out, or leaves the flow.
 * Signed in, the message says when the customer will be signed out; in the security details flow and in the
 * anonymous flows (sign-in, registration, forgotten password) it is the spec's countdown (decisions 009, 065). Both
 * count the seconds down. Signed-in tabs stay in step through a BroadcastChannel.
 */
export function TimeoutWarning({ timeout, csrfToken }: Props) {
  const t = useLayoutText();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { secondsLeft, announced, expirePath, stay, leave } = useTimeoutCountdown(timeout, csrfToken);
  const session = timeout.mode === 'session';

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

  const countdown = timeout.mode === 'flow' || timeout.countdown;
  // The sentence says the seconds left, shown every second and spoken every 20 (WCAG 2.2 SC 4.1.3): what is heard is
  // what the dialog shows at that moment (decision 065). Until the last minute starts (and in the page as sent,
  // never shown) it says 60 seconds. Someone in a flow has not signed in, so gets the countdown sentence, never
  // 'signed out' (decision 032).
  const template = countdown ? t('timeoutCountdown') : t('timeoutLastMinute');
  const seconds = WARN_BEFORE_MS / 1000;
  const message = timeoutCountdownMessage(secondsLeft ?? seconds, template);
  const spoken = timeoutCountdownMessage(announced ?? seconds, template);

  return (
    <dialog
      ref={dialog}
      className="app-timeout-dialog"
      aria-labelledby="timeout-heading"
      aria-describedby="timeout-message"
      // What the script of a page without React needs to run the same warning (app/enhance/timeout-warning.ts).
      data-timeout-mode={timeout.mode}
      data-remaining-ms={timeout.remainingMs}
      data-countdown={countdown ? 'true' : undefined}
      data-expire-path={expirePath}
      data-abandon-path={timeout.mode === 'flow' ? timeout.abandonPath : undefined}
      data-csrf-token={csrfToken}
      // Its managed texts with a '{count}' the script fills in (tag 'layout').
      data-text-countdown={t('timeoutCountdown')}
      data-text-last-minute={t('timeoutLastMinute')}
      onCancel={(event) => {
        // Escape means "Yes, more time", as in GOV.UK's pattern: never a silent close.
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
        {session ? t('timeoutSessionHeading') : t('timeoutFlowHeading')}
      </h2>
      <p className="govuk-body" id="timeout-message" aria-hidden="true">
        {message}
      </p>
      <p className="govuk-visually-hidden" aria-live="polite" data-timeout-announce>
        {open ? spoken : ''}
      </p>
      <div className="govuk-button-group">
        <button
          type="button"
          className="govuk-button"
          data-module="govuk-button"
          data-timeout-stay
          onClick={() => void stay()}
        >
          {t('timeoutYes')}
        </button>
        {timeout.mode === 'flow' ? (
          <button
            type="button"
            className="govuk-button govuk-button--secondary"
            data-module="govuk-button"
            data-timeout-leave
            onClick={() => void leave()}
          >
            {t('timeoutNo')}
          </button>
        ) : (
          <form method="post" action="/sign-out">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
              {t('timeoutNo')}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
