import { expect } from '@jest/globals';

// Decision 034: a page the server serves fully ships no React and no React Router, only the enhancement script.

/** What a page's document loads as scripts: module scripts by src ('inline' for inline ones), and its hints. */
export function pageScripts(html: string) {
  return {
    moduleScripts: [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)].map(
      ([tag]) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? 'inline',
    ),
    modulepreloads: html.match(/rel="modulepreload"/g)?.length ?? 0,
    reactRouterContext: html.includes('__reactRouter'),
  };
}

/** The page's document has no React Router entry, context or modulepreload: only app/enhance/main.ts. */
export function expectServedWithoutReact(html: string): void {
  expect(pageScripts(html)).toEqual({
    moduleScripts: [expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)],
    modulepreloads: 0,
    reactRouterContext: false,
  });
}

/** The page hydrates: React Router's context and entry, and their modulepreloads, no enhancement script. */
export function expectHydrated(html: string): void {
  const scripts = pageScripts(html);
  expect(scripts.reactRouterContext).toBe(true);
  expect(scripts.modulepreloads).toBeGreaterThan(0);
  expect(scripts.moduleScripts.filter((src) => /\/enhance-/.test(src))).toEqual([]);
}
