// The account's maturity message's Dismiss on a page without React (spec 2 §2; app/routes/accounts/details/frame.tsx
// does the same when hydrated): the form (`data-dismiss-banner`) posts in the background, its banner goes at once,
// and focus moves to the page's heading. Without JavaScript the form posts and the page comes back without it.
import { focusElement, postInBackground } from './system-messages.ts';

export function startDismissBanner(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-dismiss-banner')) return;
    const banner = form.closest<HTMLElement>('.govuk-notification-banner');
    if (!banner) return;
    event.preventDefault();
    void postInBackground(form).then((done) => {
      if (!done) window.location.reload();
    });
    banner.remove();
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusElement(heading);
  });
}
