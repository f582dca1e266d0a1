// The accounts list's fade on a page without React (spec 2 §2, §9): a Show or View as link that changes the list
// starts the same CSS fade the hydrated page uses (`app-account-cards--fading`, none for prefers-reduced-motion)
// while the browser loads the new list; the new page comes in at full opacity.

export function startListFade(): void {
  const list = document.querySelector<HTMLElement>('.app-account-cards');
  if (!list) return;
  const clear = () => {
    list.classList.remove('app-account-cards--fading');
    list.removeAttribute('aria-busy');
  };
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a.app-toggle__link') : null;
    if (!link || link.getAttribute('aria-current') === 'true') return;
    list.classList.add('app-account-cards--fading');
    list.setAttribute('aria-busy', 'true');
  });
  // Back to this page from the browser's cache: it shows the list, not a faded one.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) clear();
  });
}
