/**
 * Scripts that start after the page's first paint (decision 080; docs/performance.md, The first paint of hydrated
 * pages).
 *
 * A page's module scripts and their preloads, fetched while the stylesheet is still arriving, compete with it for the
 * connections the first paint waits on. So a page sends its module scripts held inert: a `<script>` of a type the
 * browser neither fetches nor runs (`HELD_SCRIPT_TYPE`), and, for a hydrated page, React Router's module preloads in a
 * `<template>` (whose content the browser leaves alone). `RELEASE_AFTER_FIRST_PAINT`, an inline script after them,
 * puts them back once the first paint has been shown: the preloads into `<head>`, then each held script as a module
 * script with the same source or text and nonce, in one task, so every module is requested at once. With JavaScript
 * off nothing is fetched.
 *
 * Used by the hydrated pages (app/lib/scripts-after-first-paint.server.ts rewrites React Router's `<Scripts>`
 * output) and by the pages without React (app/root.tsx renders its enhancement script held).
 */

export const HELD_SCRIPT_TYPE = 'text/x-after-first-paint';
export const HELD_PRELOADS_ID = 'preloads-after-first-paint';

/**
 * Runs once the first paint has been shown: when the browser reports it (its `first-contentful-paint` entry comes
 * once the frame is on screen; a task queued from a requestAnimationFrame callback came after the frame was drawn
 * but before it was shown, and Lighthouse counted requests started then as before the paint). A browser without paint
 * timing releases after the first frame is drawn. A page opened in a background tab paints nothing until it is first
 * shown, and is released then.
 */
export const RELEASE_AFTER_FIRST_PAINT = `(function(){var done=false;function release(){if(done)return;done=true;var preloads=document.getElementById('${HELD_PRELOADS_ID}');if(preloads){document.head.appendChild(preloads.content);preloads.remove();}document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(held){var script=document.createElement('script');script.type='module';script.nonce=held.nonce;if(held.hasAttribute('src'))script.setAttribute('src',held.getAttribute('src'));else script.textContent=held.textContent;held.replaceWith(script);});}if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')!==-1){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(release);}}).observe({type:'paint',buffered:true});}else{requestAnimationFrame(function(){setTimeout(release);});}})();`;
