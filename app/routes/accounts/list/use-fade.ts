import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LIST_PATH, parseListQuery } from './filters.ts';

/** spec 2 §9: the fade delay. */
export const FADE_MS = 250;

/**
 * spec 2 §2: switching mode or status fades the list out and back in after 250 ms. The list carries a CSS class
 * (no inline style: strict CSP) while a switch is loading and until 250 ms after it started; the stylesheet does the
 * fade, and leaves it out for prefers-reduced-motion. Without JavaScript the switch is an ordinary page load.
 */
export function useListFade(): { fading: boolean; startFade: () => void } {
  const navigation = useNavigation();
  const location = useLocation();
  const [startedAt, setStartedAt] = useState<number | null>(null);

  let switching = false;
  if (navigation.state !== 'idle' && navigation.location?.pathname === LIST_PATH) {
    const from = parseListQuery(new URLSearchParams(location.search));
    const to = parseListQuery(new URLSearchParams(navigation.location.search));
    switching = from.mode !== to.mode || from.status !== to.status;
  }

  useEffect(() => {
    if (switching || startedAt === null) return;
    const timer = setTimeout(() => setStartedAt(null), Math.max(0, FADE_MS - (Date.now() - startedAt)));
    return () => clearTimeout(timer);
  }, [switching, startedAt]);

  const startFade = useCallback(() => setStartedAt(Date.now()), []);
  return { fading: switching || startedAt !== null, startFade };
}
