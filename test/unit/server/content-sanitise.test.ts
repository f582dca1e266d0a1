import { describe, expect, it } from '@jest/globals';
import { BLOCKED, MARKER_HTML, renderHtml, renderText, sanitise } from '../../../server/content/sanitise.ts';

// The managed-content sanitiser (docs/managed-content.md, Sanitising; decisions 035 and 068): a small allow-list,
// scripts, handlers, script URLs and SVG/MathML tricks never survive, the '<<blocked>>' placeholder marks where
// something script-like went, content cannot forge the marker, plain-text keys come out as text, and the editor is
// told what went and why.

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<xmp><script>alert(1)</script></xmp>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<details open ontoggle=alert(1)>d</details>',
  '<p onclick="alert(1)">hi</p>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<body onload=alert(1)>',
  '<custom-element onmouseover=alert(1)>c</custom-element>',
];

const LEFTOVER = /<script|<svg|<math|<iframe|<img|<object|<form|\son\w+\s*=|javascript:|<noscript|<xmp/i;

describe('sanitise', () => {
  it.each(HOSTILE)('removes and marks %s (HTML key)', (input) => {
    const { value, blocked } = sanitise('moreHtml', `<p>before</p>${input}<p>after</p>`);
    expect(value).not.toMatch(LEFTOVER);
    expect(blocked).toBeGreaterThanOrEqual(1);
    expect(value).toContain('<p>before</p>');
    const customer = renderHtml(value, false);
    expect(customer).not.toMatch(LEFTOVER);
    expect(customer).not.toContain('blocked');
    expect(renderHtml(value, true)).toContain(MARKER_HTML);
  });

  it.each(HOSTILE)('removes and marks %s (text key)', (input) => {
    const { value, blocked } = sanitise('title', `Heading ${input}`);
    expect(value).not.toMatch(LEFTOVER);
    expect(blocked).toBeGreaterThanOrEqual(1);
    const shown = renderText(value);
    expect(shown.blocked).toBe(true);
    expect(shown.text).not.toContain(BLOCKED);
    expect(shown.text.startsWith('Heading')).toBe(true);
  });

  it('keeps the allow-list: paragraphs, emphasis, lists, headings, safe links', () => {
    const input =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em>.<br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<h3>Sub</h3><p><a href="https://bank.example/x">web</a> <a href="mailto:a@b.example">mail</a> ' +
      '<a href="tel:0800">tel</a> <a href="/help">help</a></p>';
    const { value, blocked } = sanitise('moreHtml', input);
    expect(blocked).toBe(0);
    expect(value).toBe(input.replace('<br>', '<br />'));
  });

  it('drops classes, styles, ids and other tags silently (nothing script-like: no marker)', () => {
    const { value, blocked } = sanitise(
      'moreHtml',
      '<p class="x" style="color:red" id="i"><span>text</span> <a href="http://plain.example" target="_blank">l</a></p><div>d</div>',
    );
    expect(value).toBe('<p>text <a>l</a></p>d');
    expect(blocked).toBe(0);
  });

  it('never lets content forge the marker', () => {
    const { value, blocked } = sanitise(
      'moreHtml',
      '<strong class="app-content-blocked">no scripts allowed</strong> <<x>>',
    );
    expect(blocked).toBe(0);
    expect(renderHtml(value, true)).not.toContain('app-content-blocked');
  });

  it('takes a stored <<blocked>>, typed or escaped, as a removal: the marker for the editor, nothing for customers', () => {
    const html = sanitise('moreHtml', '<p>a&lt;&lt;blocked&gt;&gt;b</p><p>c<<blocked>>d</p>');
    expect(html.blocked).toBe(2);
    expect(renderHtml(html.value, true)).toBe(`<p>a${MARKER_HTML}b</p><p>c${MARKER_HTML}d</p>`);
    expect(renderHtml(html.value, false)).toBe('<p>ab</p><p>cd</p>');
    expect(html.reasons).toEqual(['the mark <<blocked>> (where script was removed before)']);
    const text = sanitise('title', 'A <<blocked>> B');
    expect(renderText(text.value)).toEqual({ text: 'A B', blocked: true });
  });

  it('gives the same result for its own output: reading a value twice changes nothing', () => {
    for (const key of ['title', 'moreHtml']) {
      for (const input of HOSTILE) {
        const once = sanitise(key, `Before ${input} after <<blocked>>`);
        const twice = sanitise(key, once.value);
        expect(twice.value).toBe(once.value);
        expect(twice.blocked).toBe(once.blocked);
      }
    }
  });

  it('shows customers none of the blocked markup of a plain-text title, and tells the editor why', () => {
    const typed =
      '<script>alert(1)</script>Hostile <img src=x onerror=alert(2)> title <b>bold</b> <<blocked>>';
    const { value, reasons } = sanitise('title', typed);
    expect(renderText(value)).toEqual({ text: 'Hostile title bold', blocked: true });
    expect(reasons).toEqual([
      'the mark <<blocked>> (where script was removed before)',
      'a <script> element, with everything in it (it can run or load script)',
      'the onerror attribute of <img> (an event handler runs script)',
    ]);
  });

  it('names a script address for the editor', () => {
    expect(sanitise('moreHtml', '<a href=" JaVa&#x09;Script:alert(1)">x</a>').reasons).toEqual([
      'a javascript: address in the href of <a> (it runs script)',
    ]);
  });

  it('gives plain text for text keys: entities decoded, tags dropped', () => {
    const { value, blocked } = sanitise('title', 'Tom & Jerry <b>say</b> "hi" 2 < 3');
    expect(blocked).toBe(0);
    expect(value).toBe('Tom & Jerry say "hi" 2 < 3');
  });
});
