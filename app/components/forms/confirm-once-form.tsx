import { useEffect, useState, type ReactNode } from 'react';
import { CsrfField } from './csrf-field.tsx';

/**
 * The confirm step of a money movement (docs/money-journeys.md, Common guarantees): a plain HTML form that posts
 * natively (with or without JavaScript), carrying the review's one-time submission key. With JavaScript the button is
 * disabled after one click and a status line says what is happening; the server's key is the real guard, so a double
 * click, a refresh or a resubmitted old copy still moves the money once. A page restored from the back/forward cache is
 * loaded afresh, so it never shows a stale live button.
 */
export function ConfirmOnceForm({
  action,
  csrfToken,
  submissionKey,
  button,
  busyText,
  secondary,
  children,
}: {
  action: string;
  csrfToken: string;
  submissionKey: string;
  button: string;
  /** Said in a status region once the button is pressed, e.g. 'Sending your withdrawal. Do not refresh the page.' */
  busyText: string;
  /**
   * A second way on in the button group, as a link styled as a secondary button (e.g. 'Back to step 1'): a GET, so it
   * never posts the key. Disabled with the confirm button once that is pressed.
   */
  secondary?: { href: string; text: string };
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  useReloadFromBackForwardCache();
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={() => setBusy(true)}
      // For app/enhance/confirm-once.ts, which does the same on a page without React (decision 034).
      data-confirm-once=""
      data-busy-text={busyText}
    >
      <CsrfField token={csrfToken} />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      {children}
      <div className="govuk-button-group">
        <button
          type="submit"
          className="govuk-button"
          data-module="govuk-button"
          disabled={busy}
          aria-disabled={busy || undefined}
        >
          {button}
        </button>
        {secondary ? (
          busy ? (
            // While the confirm is on its way the link becomes a disabled button (type=button: it never submits).
            <button type="button" className="govuk-button govuk-button--secondary" disabled aria-disabled>
              {secondary.text}
            </button>
          ) : (
            <a
              className="govuk-button govuk-button--secondary"
              href={secondary.href}
              role="button"
              draggable={false}
              data-module="govuk-button"
            >
              {secondary.text}
            </a>
          )
        ) : null}
      </div>
      <p className="govuk-body" role="status">
        {busy ? busyText : ''}
      </p>
    </form>
  );
}

/**
 * Reloads the page when the browser shows it from the back/forward cache (docs/money-journeys.md, The back and forward
 * cache).
 */
export function useReloadFromBackForwardCache() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
