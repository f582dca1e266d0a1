import { describe, expect, it } from '@jest/globals';
import { HELD_PRELOADS_ID, HELD_SCRIPT_TYPE, RELEASE_AFTER_FIRST_PAINT } from './after-first-paint.ts';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.server.ts';

// Decision 080: a hydrated page's module preloads and React Router's module script are held until the first paint.
// The documents are shaped as React renders them (the integration and browser tests use real ones).
const preloads =
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n0nce"/>';
const moduleText = 'import * as route0 from "/assets/root-b.js";\nimport("/assets/entry.client-a.js");';
const hydrated = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  preloads,
  '<link nonce="n0nce" rel="stylesheet" href="/assets/main-c.css"/></head><body>',
  // React renders a link in place, not in <head>, inside <noscript>: only the head's are React Router's preloads.
  '<noscript><link rel="modulepreload" href="/assets/in-body.js"/></noscript>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  `<script nonce="n0nce" type="module" async="">${moduleText}</script>`,
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('scriptsAfterFirstPaint', () => {
  const sent = scriptsAfterFirstPaint(hydrated, 'n0nce');

  it("moves the head's module preloads, unchanged, into a template after the stylesheet", () => {
    expect(sent).toContain(
      `<link nonce="n0nce" rel="stylesheet" href="/assets/main-c.css"/><template id="${HELD_PRELOADS_ID}">${preloads}</template></head>`,
    );
    expect(sent.split('modulepreload').length - 1).toBe(3);
    expect(sent).toContain('<noscript><link rel="modulepreload" href="/assets/in-body.js"/></noscript>');
  });

  it("holds React Router's module script inert, with its text, and the release script follows it", () => {
    expect(sent).not.toContain('type="module"');
    expect(sent).toContain(
      `<script nonce="n0nce" type="${HELD_SCRIPT_TYPE}">${moduleText}</script><script nonce="n0nce">${RELEASE_AFTER_FIRST_PAINT}</script>`,
    );
    expect(sent).toContain('window.__reactRouterContext = {};');
    expect(sent).toContain('streamController.close();</script></body></html>');
  });

  it('leaves a page without React Router scripts as it is (the enhancement script, decision 034)', () => {
    const served = `<html><head><link nonce="n" rel="stylesheet" href="/a.css"/></head><body><p>x</p><script type="${HELD_SCRIPT_TYPE}" nonce="n" src="/assets/enhance-d.js"></script></body></html>`;
    expect(scriptsAfterFirstPaint(served, 'n')).toBe(served);
  });
});
