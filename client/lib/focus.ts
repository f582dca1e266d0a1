import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * On every client-side navigation: scroll to the top (spec 1 §2) and move focus to the error summary, or else the
 * page's h1, so screen reader users hear where they are (a full page load does this by itself).
 */
export function useFocusOnNavigation(): void {
  // Keyed on the navigation, not the path: 'My Accounts' on the accounts page ends on the same path.
  const { key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
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
  }, [key]);
}
