// Links that rearrange the page they are on (sorting, 'Show older'; `data-keep-place` on the server's markup) keep
// the customer where they were on a page without React: the link's name and the scroll position are remembered for
// the next page load, which puts the focus back on that control and the scroll where it was (the hydrated page
// does the same with KEEP_PLACE, app/lib/navigation-focus.ts).

const KEY = 'portal-keep-place';

type Place = { path: string; control: string; scrollY: number };

export function startKeepPlace(): void {
  document.addEventListener('click', (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-keep-place]') : null;
    if (!link || event.defaultPrevented) return;
    const place: Place = {
      path: link.pathname,
      control: link.dataset.keepPlace ?? '',
      scrollY: window.scrollY,
    };
    try {
      sessionStorage.setItem(KEY, JSON.stringify(place));
    } catch {
      // Storage off: the next page starts at the top, as without JavaScript.
    }
  });
  let place: Place | null = null;
  try {
    place = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Place | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!place || place.path !== window.location.pathname) return;
  const control = document.querySelector<HTMLElement>(`a[data-keep-place="${CSS.escape(place.control)}"]`);
  if (!control) return;
  const { scrollY } = place;
  const restore = () => {
    window.scrollTo(0, scrollY);
    control.focus({ preventScroll: true });
  };
  // After the load event: the browser's own scroll to the link's fragment (and its focus reset) comes first.
  if (document.readyState === 'complete') restore();
  else window.addEventListener('load', () => requestAnimationFrame(restore), { once: true });
}
