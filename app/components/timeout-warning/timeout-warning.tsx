import { useEffect, useRef } from 'react';
import { timeoutCountdownMessage } from '#shared/messages/timeout.ts';
import { fillIn } from '#shared/content/managed.ts';
import type { TimeoutWarningData } from '../../lib/flow-timers.server.ts';
import { useLayoutText } from '../layout-text.ts';
import { WARN_BEFORE_MS } from './keep-alive.ts';
import { useTimeoutCountdown } from './use-timeout-countdown.ts';

type Props = { timeout: TimeoutWarningData; csrfToken: string };

/**
 * The timeout warning (spec 1 §4 "Session timeout", the HMRC/HOF pattern), with JavaScript on only: the server
 * enforces every limit either way. In the last minute a modal dialog asks whether to go on. "Yes" extends the
 * signed-in session or restarts the flow's timer through a keep-alive POST; "No" signs out, or leaves the flow.
 * Signed in, the message is the one-minute warning; in the security details flow and in the anonymous flows
 * (sign-in, registration, forgotten password) it is the seconds countdown (decision 009). Signed-in
 * tabs stay in step through a BroadcastChannel.
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
  // Until the last minute starts (and in the page as sent, never shown) the countdown says 60 seconds: someone in a
  // flow has not signed in, so is never told they will be 'logged out' (decision 032).
  const seconds = WARN_BEFORE_MS / 1000;
  const message = countdown
    ? timeoutCountdownMessage(secondsLeft ?? seconds, t('timeoutCountdown'))
    : t('timeoutLastMinute');
  const spoken = countdown
    ? timeoutCountdownMessage(announced ?? seconds, t('timeoutCountdown'))
    : t('timeoutLastMinute');

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
      data-text-seconds-left={t('timeoutSecondsLeft')}
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
      {!countdown && secondsLeft !== null ? (
        <p className="govuk-body govuk-!-font-weight-bold" data-timeout-seconds>
          {fillIn(t('timeoutSecondsLeft'), { count: secondsLeft })}
        </p>
      ) : null}
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
