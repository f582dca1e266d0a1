// Server-rendered pages of the sandbox identity provider. Plain HTML that works without JavaScript, with no inline
// scripts or styles (one same-origin stylesheet), following GOV.UK Frontend's markup patterns for the error
// summary and form fields. The login page is the accessible sign-in route (WCAG 2.2 SC 3.3.8): it asks for nothing
// to be remembered beyond what a password manager can fill (autocomplete username / current-password).

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A sandbox page up to its opening body tag: kept out of search engines, styled by one same-origin stylesheet.
 * `title` is escaped here.
 */
export function pageStart(options: {
  lang?: string;
  title: string;
  stylesheet: string;
  themeColor?: string;
}): string {
  const themeColor = options.themeColor ? `\n<meta name="theme-color" content="${options.themeColor}">` : '';
  return `<!DOCTYPE html>
<html lang="${options.lang ?? 'en-GB'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">${themeColor}
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${options.stylesheet}">
</head>
<body>`;
}

type Layout = { bankName: string; title: string; body: string; hasErrors?: boolean };

export function page({ bankName, title, body, hasErrors = false }: Layout): string {
  const bank = escapeHtml(bankName);
  return `${pageStart({
    title: `${hasErrors ? 'Error: ' : ''}${title} – ${bankName}`,
    stylesheet: '/assets/idp.css',
    themeColor: '#1d4f91',
  })}
<a class="skip-link" href="#main-content">Skip to main content</a>
<header class="bank-header">
<div class="width-container">
<p class="bank-header__wordmark">${bank}</p>
<p class="bank-header__service">Online banking</p>
</div>
</header>
<div class="width-container">
<main class="main" id="main-content">
${body}
</main>
</div>
<footer class="bank-footer">
<div class="width-container">
<p>This is the sandbox sign-in service used for local development and testing. It is not a real bank.</p>
</div>
</footer>
</body>
</html>
`;
}

export type FieldErrors = Partial<Record<'username' | 'password', string>>;

function errorSummary(errors: FieldErrors): string {
  const entries = Object.entries(errors) as [keyof FieldErrors, string][];
  if (entries.length === 0) return '';
  const items = entries
    .map(([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`)
    .join('\n');
  // autofocus moves focus to the summary on load without JavaScript; role=alert announces it.
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 class="error-summary__title" id="error-summary-title">There is a problem</h2>
<ul class="error-summary__list">
${items}
</ul>
</div>`;
}

function field(options: {
  id: 'username' | 'password';
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  value?: string;
  error?: string;
  extra?: string;
}): string {
  const { id, label, type, autocomplete, value, error, extra = '' } = options;
  const errorId = `${id}-error`;
  return `<div class="form-group${error ? ' form-group--error' : ''}">
<label class="label" for="${id}">${escapeHtml(label)}</label>
${error ? `<p class="error-message" id="${errorId}"><span class="visually-hidden">Error:</span> ${escapeHtml(error)}</p>` : ''}
<input class="input${error ? ' input--error' : ''}" id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}"${
    value === undefined ? '' : ` value="${escapeHtml(value)}"`
  }${error ? ` aria-describedby="${errorId}"` : ''}${extra}>
</div>`;
}

export function loginPage(options: {
  bankName: string;
  uid: string;
  username?: string;
  errors?: FieldErrors;
}): string {
  const { bankName, uid, username = '', errors = {} } = options;
  const hasErrors = Object.keys(errors).length > 0;
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const body = `${errorSummary(errors)}
<h1 class="heading-l">Sign in to online banking</h1>
<p class="body">Enter the username and password you chose when you registered. You will not be asked for your memorable number.</p>
<form method="post" action="${action}/login" novalidate>
${field({
  id: 'username',
  label: 'Username',
  type: 'text',
  autocomplete: 'username',
  value: username,
  error: errors.username,
  extra: ' spellcheck="false" autocapitalize="none"',
})}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errors.password })}
<div class="button-group">
<button type="submit" class="button">Sign in</button>
</div>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="button button--secondary">Cancel and go back</button>
</form>`;
  return page({ bankName, title: 'Sign in', body, hasErrors });
}

/** Shown only when RP-initiated logout cannot be completed straight away (no matching id_token_hint). */
export function logoutConfirmPage(options: { bankName: string; form: string }): string {
  // oidc-provider hands over `<form id="op.logoutForm" ...><input type="hidden" name="xsrf" ...></form>`; the
  // button goes inside it so the form is self-contained for assistive technology.
  const form = options.form.replace(
    '</form>',
    '<button type="submit" class="button" name="logout" value="yes">Sign out</button></form>',
  );
  const body = `<h1 class="heading-l">Sign out of online banking</h1>
<p class="body">Select ‘Sign out’ to finish signing out of ${escapeHtml(options.bankName)} online banking on this device.</p>
${form}`;
  return page({ bankName: options.bankName, title: 'Sign out', body });
}

export function signedOutPage(options: { bankName: string; portalUrl: string }): string {
  const body = `<h1 class="heading-l">You have signed out</h1>
<p class="body">You have signed out of ${escapeHtml(options.bankName)} online banking.</p>
<p class="body"><a class="link" href="${escapeHtml(options.portalUrl)}">Go to online banking</a></p>`;
  return page({ bankName: options.bankName, title: 'Signed out', body });
}

export function errorPage(options: {
  bankName: string;
  portalUrl: string;
  heading: string;
  message: string;
}): string {
  const body = `<h1 class="heading-l">${escapeHtml(options.heading)}</h1>
<p class="body">${escapeHtml(options.message)}</p>
<p class="body"><a class="link" href="${escapeHtml(options.portalUrl)}">Go to online banking</a></p>`;
  return page({ bankName: options.bankName, title: options.heading, body });
}
