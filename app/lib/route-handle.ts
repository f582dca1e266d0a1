import { useMatches } from 'react-router';

/**
 * A route's `handle`. `hydrate: false` marks a page the server serves fully (lists, details, results): loaded as a
 * document, it ships no React, only app/enhance/main.ts (decision 034). A client-side navigation from a hydrated
 * page into it still renders it with React. A route with both kinds of page behind one URL (a form step and its
 * result, chosen by the loader) gives a function of its loader data instead: false for the pages served fully.
 */
export type RouteHandle = { hydrate?: boolean | ((loaderData: unknown) => boolean) };

export const NO_HYDRATION: RouteHandle = { hydrate: false };

/** True while the server renders a document whose page (the deepest route) is marked `hydrate: false`. */
export function useServedWithoutReact(): boolean {
  const matches = useMatches();
  // On the client the document was hydrated, so it never was such a page: the answer stays false there.
  if (typeof document !== 'undefined') return false;
  const page = matches.at(-1);
  const hydrate = (page?.handle as RouteHandle | undefined)?.hydrate;
  return (typeof hydrate === 'function' ? hydrate(page?.loaderData) : hydrate) === false;
}
