// The 'My Messages' badge's poll on a page without React: the same as client/routes/messaging-twoway/message-badge.tsx
// (spec 3 §2, §6). Every 2 minutes the count is asked for with 'x-background-request: 1', so the poll never keeps the
// session alive; a 401 or a redirect (signed out) stops it. The badge's markup is the same as the server's.
import { COUNT_POLL_MS } from '#shared/api/messaging-poll.ts';

const COUNT_URL = '/messaging-twoway/count';

function render(link: HTMLAnchorElement, count: number): void {
  const badge = link.querySelector('.app-message-badge');
  const spoken = badge?.nextElementSibling;
  if (spoken?.classList.contains('govuk-visually-hidden')) spoken.remove();
  badge?.remove();
  // The leading space of the server's markup: one text node ending in a space after 'My Messages'.
  if (count <= 0) return;
  const tag = document.createElement('span');
  tag.className = 'govuk-tag govuk-tag--red app-message-badge';
  tag.setAttribute('aria-hidden', 'true');
  tag.dataset.testid = 'message-badge';
  tag.textContent = String(count);
  const hidden = document.createElement('span');
  hidden.className = 'govuk-visually-hidden';
  hidden.textContent = ` ${count} new ${count === 1 ? 'message' : 'messages'}`;
  if (!/\s$/.test(link.textContent ?? '')) link.append(' ');
  link.append(tag, hidden);
}

export function startMessageBadge(): void {
  const link = document.querySelector<HTMLAnchorElement>(
    '.govuk-service-navigation a[href="/messaging-twoway/"]',
  );
  if (!link) return;
  const timer = window.setInterval(() => {
    void (async () => {
      try {
        const response = await fetch(COUNT_URL, {
          headers: { 'x-background-request': '1', accept: 'application/json' },
          redirect: 'manual',
          credentials: 'same-origin',
        });
        if (response.status === 401 || response.type === 'opaqueredirect' || response.redirected) {
          window.clearInterval(timer);
          return;
        }
        if (!response.ok) return;
        const body = (await response.json()) as { count?: unknown };
        if (typeof body.count === 'number') render(link, body.count);
      } catch {
        // Offline for a moment: try again at the next tick.
      }
    })();
  }, COUNT_POLL_MS);
}
