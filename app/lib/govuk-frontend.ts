// Browser-only: starts govuk-frontend 6's JavaScript for the components the portal uses. Nothing
// runs at import time (govuk-frontend's modules do not touch the DOM when imported either), but
// import this module dynamically from an effect, e.g.
//   useEffect(() => { void import('./lib/govuk-frontend.ts').then((m) => m.initGovukFrontend()); }, [location]);
// Calling it again (after a client-side navigation) is safe: elements already initialised are skipped.
import {
  Button,
  CharacterCount,
  Checkboxes,
  createAll,
  ErrorSummary,
  NotificationBanner,
  PasswordInput,
  Radios,
  ServiceNavigation,
  SkipLink,
  Tabs,
  type CreateAllOptions,
  type GovukComponentClass,
} from 'govuk-frontend';

const components: GovukComponentClass[] = [
  Button,
  CharacterCount,
  Checkboxes,
  ErrorSummary,
  NotificationBanner,
  PasswordInput,
  Radios,
  ServiceNavigation,
  SkipLink,
  Tabs,
];

/** Ignore "already initialised" errors (re-running after navigation); report anything else. */
const onError: CreateAllOptions['onError'] = (error) => {
  if (error instanceof Error && error.name === 'InitError') return;
  console.error(error);
};

/**
 * govuk-frontend only starts when `<body>` has `govuk-frontend-supported`. The root layout's first script adds it
 * before the first paint (decision 033); this makes sure of it, for browsers that support ES modules, as that
 * snippet does.
 */
function markSupported(): boolean {
  const body = document.body;
  if (!('noModule' in HTMLScriptElement.prototype)) return false;
  body.classList.add('js-enabled', 'govuk-frontend-supported');
  return true;
}

/**
 * Initialise the components listed above found by their `data-module` attribute inside `scope` (default: the whole
 * document).
 */
export function initGovukFrontend(scope?: Element): void {
  if (!markSupported()) return;
  const options: CreateAllOptions = { scope: scope ?? document, onError };
  for (const Component of components) createAll(Component, undefined, options);
}

/**
 * Initialise one ErrorSummary (e.g. one rendered after client-side validation): it takes focus,
 * and its links move focus to the field. If it was already initialised, just focus it again.
 */
export function initErrorSummary(el: Element): void {
  if (!markSupported()) return;
  if (el.hasAttribute('data-govuk-error-summary-init')) {
    if (el instanceof HTMLElement) el.focus();
    return;
  }
  try {
    new ErrorSummary(el);
  } catch (error) {
    onError?.(error, { element: el, component: ErrorSummary });
  }
}
