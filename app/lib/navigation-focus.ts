import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On every client-side navigation: scroll to the top (spec 1 §2) and move focus to the error summary, or else the
 * page's h1, so screen reader users hear where they are (a full page load does this by itself).
 */
export function useFocusOnNavigation(): void {
  // Keyed on the navigation, not the path: 'My Accounts' on the accounts page ends on the same path.
  const { key, state } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A link that changes the view in place (sort, show older) keeps the customer where they are: KEEP_PLACE.
    if (keepsPlace(state)) return;
    window.scrollTo(0, 0);
    const target =
      document.querySelector<HTMLElement>('.govuk-error-summary') ??
      document.querySelector<HTMLElement>('main h1, main legend h1');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    }
    target.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation; its state comes with its key
  }, [key]);
}

/**
 * For a <Link> that rearranges the page it is on (a sort toggle, 'Show older'): no scroll to the top and no focus
 * move, so keyboard and screen reader users stay on the control they used. Spread it into the Link's props.
 */
export const KEEP_PLACE = { state: { keepPlace: true }, preventScrollReset: true } as const;

function keepsPlace(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepPlace?: unknown }).keepPlace === true;
}
