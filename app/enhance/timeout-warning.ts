// The timeout warning on a page without React: the same behaviour as app/components/timeout-warning/ (spec 1 §4,
// decision 009), driven by the dialog the server rendered and its data attributes. The server enforces every limit
// either way; this only warns in the last minute and offers more time.
import {
  TIMEOUT_COUNTDOWN_TEMPLATE,
  timeoutCountdownMessage,
  timeoutMessages,
} from '#shared/messages/timeout.ts';
import {
  SESSION_CHANNEL,
  WARN_BEFORE_MS,
  abandonFlow,
  announcesAt,
  documentAnsweredAt,
  requestMoreTime,
  warningSeconds,
} from '../components/timeout-warning/keep-alive.ts';

export function startTimeoutWarning(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog.app-timeout-dialog[data-remaining-ms]');
  if (!dialog) return;
  const { timeoutMode, remainingMs, countdown, expirePath, abandonPath, csrfToken } = dialog.dataset;
  // The dialog's managed texts (tag 'layout') as the server rendered them, else the defaults.
  const session = timeoutMode === 'session';
  const template =
    countdown === 'true'
      ? (dialog.dataset.textCountdown ?? TIMEOUT_COUNTDOWN_TEMPLATE)
      : (dialog.dataset.textLastMinute ?? timeoutMessages.LastMinute);
  const expireTo = expirePath ?? '/signed-out';
  const heading = dialog.querySelector<HTMLElement>('#timeout-heading');
  const message = dialog.querySelector<HTMLElement>('#timeout-message');
  const announce = dialog.querySelector<HTMLElement>('[data-timeout-announce]');
  let deadline = documentAnsweredAt() + Number(remainingMs);
  let announcedAt: number | null = null;
  let open = false;
  const channel =
    session && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(SESSION_CHANNEL) : null;

  function extend(until: number, broadcast: boolean): void {
    deadline = until;
    announcedAt = null;
    if (broadcast) channel?.postMessage({ type: 'activity', until });
  }

  function show(seconds: number | null): void {
    if (message) message.textContent = timeoutCountdownMessage(seconds ?? WARN_BEFORE_MS / 1000, template);
    if (seconds !== null && !open) {
      open = true;
      if (!dialog!.open) dialog!.showModal();
      heading?.focus();
    }
    if (seconds === null && open) {
      open = false;
      if (dialog!.open) dialog!.close();
      if (announce) announce.textContent = '';
    }
  }

  channel?.addEventListener('message', (event: MessageEvent<{ type: string; until?: number }>) => {
    if (event.data.type === 'activity' && event.data.until && event.data.until > deadline) {
      extend(event.data.until, false);
      show(null);
    }
    if (event.data.type === 'ended') window.location.assign('/signed-out');
  });
  // This page load is activity: other tabs move their deadline on to it.
  if (session) channel?.postMessage({ type: 'activity', until: deadline });

  const tick = window.setInterval(() => {
    const left = deadline - Date.now();
    if (left <= 0) {
      window.clearInterval(tick);
      channel?.postMessage({ type: 'ended' });
      window.location.assign(expireTo);
      return;
    }
    const seconds = warningSeconds(left);
    show(seconds);
    if (announcesAt(seconds, announcedAt)) {
      announcedAt = seconds;
      if (announce) announce.textContent = timeoutCountdownMessage(seconds, template);
    }
  }, 1000);

  async function stay(): Promise<void> {
    const remainingMs = await requestMoreTime(csrfToken ?? '');
    if (remainingMs !== null) {
      extend(Date.now() + remainingMs, session);
      show(null);
    } else window.location.assign(expireTo);
  }

  async function leave(): Promise<void> {
    const redirect = await abandonFlow(csrfToken ?? '');
    window.location.assign(redirect ?? abandonPath ?? '/');
  }

  dialog.querySelector('[data-timeout-stay]')?.addEventListener('click', () => void stay());
  dialog.querySelector('[data-timeout-leave]')?.addEventListener('click', () => void leave());
  // Escape means "Yes, more time", as in GOV.UK's pattern: never a silent close.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    void stay();
  });
}
