// System message banners' Dismiss on a page without React: the same as
// app/components/system-messages/system-message-banners.tsx (spec 2 §2, §4). The form's own post goes in the
// background (its 303 back is not followed), the banner goes at once, and focus moves to the next banner or, with
// none left, to the page's heading. Without JavaScript the form posts and the page comes back without the banner.

/** Moves focus to an element that is not focusable by itself, for as long as it has it. */
export function focusElement(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

/** Posts a form as the browser would (URL-encoded, with its CSRF field), without following the redirect. */
export async function postInBackground(form: HTMLFormElement): Promise<boolean> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      redirect: 'manual',
      credentials: 'same-origin',
    });
    return response.ok || response.type === 'opaqueredirect';
  } catch {
    return false;
  }
}

export function startSystemMessages(): void {
  const list = document.querySelector<HTMLElement>('.app-system-messages');
  if (!list) return;
  const status = list.querySelector<HTMLElement>('[role="status"]');
  list.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const banner = form.closest<HTMLElement>('.govuk-notification-banner');
    if (!banner) return;
    event.preventDefault();
    const banners = [...list.querySelectorAll<HTMLElement>('.govuk-notification-banner')];
    const index = banners.indexOf(banner);
    void postInBackground(form).then((done) => {
      // The post failed (offline, a stale token): the page comes again from the server, banner and all.
      if (!done) window.location.reload();
    });
    banner.remove();
    if (status) status.textContent = status.dataset.dismissedText ?? 'Message dismissed.'; // managed (tag 'layout')
    const left = [...list.querySelectorAll<HTMLElement>('.govuk-notification-banner')];
    const next = left[Math.min(index, left.length - 1)] ?? document.querySelector<HTMLElement>('main h1');
    if (next) focusElement(next);
  });
}
