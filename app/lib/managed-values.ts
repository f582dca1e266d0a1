import type { ManagedPage } from '#shared/content/managed.ts';

/**
 * A page's managed 'content' texts by key, for texts that go inside an element that cannot hold the Edit link (a
 * label, legend, hint, button, link): `const c = contentOf(page); c('title')`. Put `<EditControl>` after the element.
 */
export function contentOf(page: ManagedPage): (key: string) => string {
  return (key) => page.values[`content.${key}`] ?? '';
}
