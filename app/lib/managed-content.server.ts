import type { RouterContextProvider } from 'react-router';
import type { ContentDefaults } from '#shared/content/managed.ts';
import { managedPage } from '../../server/content/lookup.ts';
import { app } from './route-helpers.server.ts';

// Server-only: the managed-content lookup and editor calls for route modules (decision 035).
export { managedPage, editorItems } from '../../server/content/lookup.ts';
export { sanitise, isHtmlKey, renderHtml, renderText } from '../../server/content/sanitise.ts';

/**
 * The loader of a page whose only data is its managed texts (tag 'x', defaults, the page's own path for the editor's
 * Edit links): `export const loader = managedPageLoader(TAG, DEFAULTS, '/path');`.
 */
export function managedPageLoader(tag: string, defaults: ContentDefaults, returnTo: string) {
  return async ({ context }: { context: Readonly<RouterContextProvider> }) => ({
    page: await managedPage(app(context), tag, defaults, returnTo),
  });
}
