import { HELD_PRELOADS_ID, HELD_SCRIPT_TYPE, RELEASE_AFTER_FIRST_PAINT } from './after-first-paint.ts';

/**
 * A hydrated page's scripts start after its first paint (decision 080; app/lib/after-first-paint.ts).
 *
 * React Router's `<Scripts>` announces each of the page's 35 to 40 modules with `<link rel="modulepreload">`, which
 * React puts at the top of `<head>`, ahead of the stylesheet, and ends `<body>` with an inline module script (the
 * route modules' imports, then the entry that hydrates). React Router has no setting for either, so the rendered
 * document is sent with:
 *
 * - the `<head>`'s module preloads, unchanged, inside a `<template>` the browser leaves alone;
 * - React Router's module script held inert (a type the browser does not run), unchanged otherwise;
 * - the release script after it, which puts both back once the first paint is on screen.
 *
 * The same modules then load, all requested at once, and the page hydrates as before. A page without React Router's
 * module script (decision 034) is returned as it is.
 */

/** React Router's inline module script: the only `type="module" async` script without a `src`. */
const ROUTER_MODULE_SCRIPT = /<script((?:(?!\bsrc=)[^>])*) type="module" async="">/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const headEnd = html.indexOf('</head>');
  const module = ROUTER_MODULE_SCRIPT.exec(html);
  if (headEnd === -1 || !module || module.index < headEnd) return html;
  const headTags = html.slice(0, headEnd);
  const preloads = headTags.match(MODULE_PRELOAD) ?? [];
  const head =
    headTags.replace(MODULE_PRELOAD, '') +
    `<template id="${HELD_PRELOADS_ID}">${preloads.join('')}</template>`;
  const body = html.slice(headEnd);
  const held = `<script${module[1]} type="${HELD_SCRIPT_TYPE}">`;
  const withHeld = body.replace(module[0], held);
  const end = withHeld.indexOf('</script>', withHeld.indexOf(held)) + '</script>'.length;
  return `${head}${withHeld.slice(0, end)}<script nonce="${nonce}">${RELEASE_AFTER_FIRST_PAINT}</script>${withHeld.slice(end)}`;
}
