import { expect } from '@jest/globals';
import { HELD_PRELOADS_ID, HELD_SCRIPT_TYPE } from '../../app/lib/after-first-paint.ts';

// Decision 034: a page the server serves fully ships no React and no React Router, only the enhancement script.
// Decision 080: every page's module scripts, and a hydrated page's module preloads, are held until its first paint.

/**
 * What a page's document loads as scripts: module scripts that run as the page is parsed, and scripts held until
 * the first paint, by src ('inline' for inline ones); module preloads in `<head>` and those held in its template.
 */
export function pageScripts(html: string) {
  const srcOf = ([tag]: RegExpMatchArray) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? 'inline';
  const held = new RegExp(`<template id="${HELD_PRELOADS_ID}">(.*?)</template>`, 's').exec(html)?.[1] ?? '';
  const preloads = (text: string) => text.match(/rel="modulepreload"/g)?.length ?? 0;
  return {
    moduleScripts: [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)].map(srcOf),
    heldScripts: [
      ...html.matchAll(new RegExp(`<script\\b[^>]*\\btype="${HELD_SCRIPT_TYPE}"[^>]*>`, 'g')),
    ].map(srcOf),
    modulepreloads: preloads(html) - preloads(held),
    heldPreloads: preloads(held),
    reactRouterContext: html.includes('__reactRouter'),
  };
}

/** The page's document has no React Router entry, context or modulepreload: only app/enhance/main.ts, held. */
export function expectServedWithoutReact(html: string): void {
  expect(pageScripts(html)).toEqual({
    moduleScripts: [],
    heldScripts: [expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)],
    modulepreloads: 0,
    heldPreloads: 0,
    reactRouterContext: false,
  });
}

/**
 * The page hydrates: React Router's context, its module script and its module preloads, all held until the first
 * paint so that no fetch competes with the stylesheet, and no enhancement script.
 */
export function expectHydrated(html: string): void {
  expect(pageScripts(html)).toEqual({
    moduleScripts: [],
    heldScripts: ['inline'],
    modulepreloads: 0,
    heldPreloads: expect.any(Number),
    reactRouterContext: true,
  });
  expect(pageScripts(html).heldPreloads).toBeGreaterThan(20);
}
