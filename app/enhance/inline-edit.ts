// Inline editing with JavaScript (spec 1 §3 "Editable content"; decisions 035 and 057). Loaded only for a
// signed-in content editor in the editor deployment, on every page, with or without React (app/root.tsx). An
// Edit link opens the text's form in a dialog over the page instead of going to /content/edit: the same form, fetched
// from that page and posted to it (its CSRF token and checks included), so save, commit, publish and delete work as
// they do without JavaScript, each answered with the form page's own message. Closing the dialog reloads the page
// when something was changed, so the page shows the new text and its state. Without JavaScript, or if anything
// here fails, the link simply goes to the form page.

const LINK = '.app-content-edit a[href^="/content/edit?"]';
/** What the dialog takes from the form page's main content, in this order. */
const PARTS = ['.govuk-error-summary', '.govuk-notification-banner--success', '.govuk-summary-list', 'form'];

let dialog: HTMLDialogElement | undefined;
let changed = false;
let returnFocus: HTMLElement | null = null;

function createDialog(): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'app-inline-edit';
  element.setAttribute('aria-labelledby', 'app-inline-edit-title');
  element.innerHTML =
    '<h2 class="govuk-heading-m" id="app-inline-edit-title" tabindex="-1"></h2>' +
    '<div class="app-inline-edit__body"></div>' +
    '<p class="govuk-body"><a class="govuk-link app-inline-edit__full" href="">Open the full page, with the history</a></p>' +
    '<button type="button" class="govuk-button govuk-button--secondary app-inline-edit__close">Close</button>';
  element.querySelector('.app-inline-edit__close')?.addEventListener('click', () => element.close());
  element.addEventListener('close', () => {
    if (changed) window.location.reload();
    else returnFocus?.focus();
  });
  element.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    void send(form, submitter instanceof HTMLButtonElement ? submitter : null);
  });
  document.body.append(element);
  return element;
}

/** Shows the form page's parts (from `html`) in the dialog; false when the answer is not that page. */
function show(html: string, url: string, label: string): boolean {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const main = page.querySelector('main');
  const form = main?.querySelector('form[action^="/content/edit?"]');
  if (!main || !form || !dialog) return false;
  const body = dialog.querySelector('.app-inline-edit__body');
  const title = dialog.querySelector('#app-inline-edit-title');
  const full = dialog.querySelector<HTMLAnchorElement>('.app-inline-edit__full');
  if (!body || !title || !full) return false;
  body.replaceChildren(
    ...PARTS.flatMap((selector) => Array.from(main.querySelectorAll(selector)).slice(0, 1)).map((part) =>
      document.importNode(part, true),
    ),
  );
  title.textContent = `Edit ‘${label}’`;
  full.href = url;
  return true;
}

async function open(link: HTMLAnchorElement): Promise<void> {
  const label = (link.querySelector('.govuk-visually-hidden')?.textContent ?? '')
    .trim()
    .replace(/^‘|’$/g, '');
  const answer = await fetch(link.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  dialog ??= createDialog();
  if (!answer.ok || !show(await answer.text(), link.href, label)) {
    window.location.assign(link.href);
    return;
  }
  returnFocus = link;
  dialog.showModal();
  dialog.querySelector<HTMLTextAreaElement>('textarea')?.focus();
}

async function send(form: HTMLFormElement, submitter: HTMLButtonElement | null): Promise<void> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter))
    if (typeof value === 'string') body.append(name, value);
  for (const button of form.querySelectorAll('button')) button.disabled = true;
  const label = (dialog?.querySelector('#app-inline-edit-title')?.textContent ?? '').replace(
    /^Edit ‘|’$/g,
    '',
  );
  const answer = await fetch(form.action, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
  });
  // A refused value comes back as the form page with its error (400); a done action as the page after the redirect.
  if (!show(await answer.text(), answer.url, label)) {
    window.location.assign(form.action); // the form page itself, which says what happened
    return;
  }
  if (answer.ok) changed = true;
  const focusTarget =
    dialog?.querySelector<HTMLElement>('.govuk-error-summary') ??
    dialog?.querySelector<HTMLElement>('.govuk-notification-banner--success');
  if (focusTarget) {
    focusTarget.tabIndex = -1;
    focusTarget.focus();
  }
}

export function startInlineEdit(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest(LINK) : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    open(link).catch(() => window.location.assign(link.href));
  });
}

startInlineEdit();
