// The confirm step's form on a page without React (app/components/forms/confirm-once-form.tsx does the same when
// hydrated; docs/money-journeys.md, Common guarantees): once the form (`data-confirm-once`) is submitted its button is disabled, the
// secondary link becomes a disabled button and the status line says what is happening (`data-busy-text`). A page
// shown again from the back/forward cache is loaded afresh, so it never shows a stale disabled or live button. The
// form posts natively either way; the server's one-time key is the real guard.

export function startConfirmOnce(): void {
  const forms = document.querySelectorAll<HTMLFormElement>('form[data-confirm-once]');
  if (forms.length === 0) return;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  for (const form of forms) {
    form.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return;
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button?.disabled) {
        event.preventDefault();
        return;
      }
      if (button) {
        button.disabled = true;
        button.setAttribute('aria-disabled', 'true');
      }
      const secondary = form.querySelector<HTMLAnchorElement>(
        '.govuk-button-group a.govuk-button--secondary',
      );
      if (secondary) {
        const stand = document.createElement('button');
        stand.type = 'button';
        stand.className = 'govuk-button govuk-button--secondary';
        stand.disabled = true;
        stand.setAttribute('aria-disabled', 'true');
        stand.textContent = secondary.textContent;
        secondary.replaceWith(stand);
      }
      const status = form.querySelector<HTMLElement>('[role="status"]');
      if (status) status.textContent = form.dataset.busyText ?? '';
    });
  }
}
