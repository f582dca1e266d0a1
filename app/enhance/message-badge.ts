// The 'My Messages' badge on a page without React: the same poll as app/routes/messaging-twoway/message-badge.tsx
// (app/routes/messaging-twoway/message-count-poll.ts), and the same markup as the server's.
import { newMessagesText, pollMessageCount } from '../routes/messaging-twoway/message-count-poll.ts';

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
  const { newOne, newMany } = link.dataset;
  hidden.textContent = ` ${newMessagesText(count, { one: newOne ?? '{count} new message', many: newMany ?? '{count} new messages' })}`;
  if (!/\s$/.test(link.textContent ?? '')) link.append(' ');
  link.append(tag, hidden);
}

export function startMessageBadge(): void {
  const link = document.querySelector<HTMLAnchorElement>(
    '.govuk-service-navigation a[href="/messaging-twoway/"]',
  );
  if (!link) return;
  pollMessageCount((count) => render(link, count));
}
