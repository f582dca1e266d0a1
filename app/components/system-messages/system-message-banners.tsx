import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { NotificationBanner } from '../govuk/index.ts';
import { CsrfField } from '../forms/csrf-field.tsx';
import { useLayoutText } from '../layout-text.ts';
import { fillIn } from '#shared/content/managed.ts';

export type SystemMessageView = { id: string; body: string };

type Props = { messages: SystemMessageView[]; csrfToken: string };

export const DISMISS_ACTION = '/system-messages/dismiss';

const SUBJECT_WORDS = 8;

/**
 * What a Dismiss button calls its message: a system message has only a body (spec 2 §3), so its subject is the
 * body's opening, up to a colon or the end of its first sentence, at most SUBJECT_WORDS words. Two buttons that
 * said only 'message 1' and 'message 2' did not say which message they dismiss (WCAG 2.2 SC 2.4.6).
 */
export function systemMessageSubject(body: string): string {
  const opening = body.split(/:\s|\.(?:\s|$)/)[0]?.trim() || body.trim();
  const words = opening.split(/\s+/);
  return words.length > SUBJECT_WORDS ? `${words.slice(0, SUBJECT_WORDS).join(' ')}…` : opening;
}

/**
 * System message banners (spec 2 §2 "System messages", §4): each body as plain text in a notification banner, each
 * with a Dismiss button. Without JavaScript the button posts a form and the server sends the page back without the
 * banner; with JavaScript the same post goes in the background, the banner goes at once, and focus moves to the next
 * banner or, with none left, to the page's heading, so keyboard and screen reader users are not left on nothing.
 */
export function SystemMessageBanners({ messages, csrfToken }: Props) {
  const fetcher = useFetcher();
  const t = useLayoutText();
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const [focusAfter, setFocusAfter] = useState<{ index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const visible = messages.filter((message) => !dismissed.includes(message.id));

  useEffect(() => {
    if (!focusAfter) return;
    const banners = listRef.current?.querySelectorAll<HTMLElement>('.govuk-notification-banner') ?? [];
    const next = banners[Math.min(focusAfter.index, banners.length - 1)];
    const target = next ?? document.querySelector<HTMLElement>('main h1');
    if (target) {
      if (!target.hasAttribute('tabindex')) {
        target.setAttribute('tabindex', '-1');
        target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
      }
      target.focus();
    }
    setFocusAfter(null); // eslint-disable-line react-hooks/set-state-in-effect -- a one-shot request, done
  }, [focusAfter]);

  function dismiss(event: FormEvent<HTMLFormElement>, id: string, index: number) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('enhanced', '1');
    void fetcher.submit(form, { method: 'post', action: DISMISS_ACTION, defaultShouldRevalidate: false });
    setDismissed((ids) => [...ids, id]);
    setAnnouncement(t('systemMessageDismissed'));
    setFocusAfter({ index });
  }

  if (messages.length === 0) return null;
  return (
    <div className="app-system-messages" ref={listRef}>
      {visible.map((message, index) => (
        <NotificationBanner
          key={message.id}
          titleId={`system-message-title-${message.id}`}
          titleText={t('systemMessageTitle')}
          attributes={{
            'aria-labelledby': `system-message-title-${message.id} system-message-body-${message.id}`,
            'data-system-message': message.id,
          }}
        >
          {/* Plain text only: a body is never parsed as HTML (decision 017). */}
          <p className="govuk-body-s app-system-messages__body" id={`system-message-body-${message.id}`}>
            {message.body}
          </p>
          <form method="post" action={DISMISS_ACTION} onSubmit={(event) => dismiss(event, message.id, index)}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="message" value={message.id} />
            <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
            <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0">
              {t('systemMessageDismiss')}
              <span className="govuk-visually-hidden">
                {` ${fillIn(t('systemMessageDismissWhich'), { number: index + 1, subject: systemMessageSubject(message.body) })}`}
              </span>
            </button>
          </form>
        </NotificationBanner>
      ))}
      <p className="govuk-visually-hidden" role="status" data-dismissed-text={t('systemMessageDismissed')}>
        {announcement}
      </p>
    </div>
  );
}
