import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

// The one sanitiser of managed content (spec 1 §6; docs/managed-content.md, Sanitising; decision 035). sanitize-html
// (htmlparser2: no DOM, no jsdom leak) with a small allow-list, run when an editor saves and again whenever content is
// read. Scripts, event handlers, `javascript:` URLs and SVG/MathML never survive.
//
// Where something script-like is removed the result carries the placeholder '<<blocked>>' (the content store's
// convention, like '<<deleted>>'). The page never shows the placeholder: in editor mode the app renders its own red
// 'no scripts allowed' marker there, customers see nothing (renderHtml / renderText). Content cannot forge the marker:
// it allows no class or style, and a '<<blocked>>' typed by an editor is removed on save.

/** Where the sanitiser removed something script-like (stored, then replaced by the app's marker or nothing). */
export const BLOCKED = '<<blocked>>';
const BLOCKED_HTML = '&lt;&lt;blocked&gt;&gt;';

/** HTML content keys end in 'Html'; every other key is plain text (rendered as text, never as HTML). */
export function isHtmlKey(key: string): boolean {
  return /Html$/.test(key);
}

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'a'];

/** Elements that are script or carry it: removed with everything inside, and marked. */
const SCRIPT_LIKE = new Set([
  'script',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'base',
  'meta',
  'link',
  'form',
  'style',
  'plaintext',
]);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'srcdoc',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
]);

/** htmlparser2 has already decoded entities: strip what browsers ignore in a scheme, then look at it. */
function scriptUrl(value: string): boolean {
  // Control characters, spaces and invisible characters, which browsers skip inside a URL's scheme.
  // eslint-disable-next-line no-control-regex
  const squashed = value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, '').toLowerCase();
  return /^(javascript|vbscript|data|livescript):/.test(squashed);
}

function scriptLike(name: string, attribs: Record<string, string>): boolean {
  if (SCRIPT_LIKE.has(name)) return true;
  return Object.entries(attribs).some(
    ([attr, value]) => /^on/i.test(attr) || (URL_ATTRIBUTES.has(attr) && scriptUrl(value)),
  );
}

export type Sanitised = {
  /** HTML (for Html keys) or plain text, with '<<blocked>>' where something script-like was removed. */
  value: string;
  /** How many script-like things were removed (including placeholders already stored). */
  blocked: number;
};

function decodeText(escaped: string): string {
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/**
 * Sanitises one managed value. `on: 'save'` (an editor's input) drops any '<<blocked>>' the input already holds;
 * `on: 'read'` (a stored value) keeps the stored placeholders.
 */
export function sanitise(key: string, input: string, on: 'save' | 'read'): Sanitised {
  const html = isHtmlKey(key);
  // A fresh token per call, so no content can predict (and forge) where the sanitiser marked a removal.
  const token = `blocked${randomBytes(12).toString('hex')}`;
  const markTag = `x-${token}`;
  let unplaced = 0;
  // A script-like or handler-carrying element becomes the marker element (allowed, so sanitize-html closes it
  // properly), which is then cut out with everything inside and replaced by the placeholder. An allowed element
  // (a, p...) with a handler or a script URL keeps its content without the attribute; its marker goes at the end.
  const out = sanitizeHtml(input, {
    allowedTags: html ? [...ALLOWED_TAGS, markTag] : [markTag],
    allowedAttributes: html ? { a: ['href'] } : {},
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (name: string, attribs: Record<string, string>) => {
        if (!scriptLike(name, attribs)) return { tagName: name, attribs };
        if (html && ALLOWED_TAGS.includes(name)) {
          unplaced += 1;
          return { tagName: name, attribs: {} };
        }
        return { tagName: markTag, attribs: {} };
      },
    },
  });
  // Innermost marker elements first; the output holds no other '<' than allowed tags (text is escaped).
  const open = `<${markTag}>`;
  const close = `</${markTag}>`;
  const innermost = new RegExp(`${open}(?:(?!${open})[\\s\\S])*?${close}`, 'g');
  let once = out;
  for (let previous = ''; previous !== once;) {
    previous = once;
    once = once.replace(innermost, token);
  }
  // An element left open (bad markup): everything from it on is dropped.
  const left = once.indexOf(`<${markTag}`);
  if (left !== -1) once = once.slice(0, left) + token;
  once = once.replace(new RegExp(`(?:${token})+`, 'g'), token);
  let value = on === 'save' ? once.split(BLOCKED_HTML).join('') : once;
  value = value.split(token).join(BLOCKED_HTML);
  if (unplaced > 0) value += BLOCKED_HTML;
  if (!html) value = decodeText(value);
  const blocked = value.split(html ? BLOCKED_HTML : BLOCKED).length - 1;
  return { value, blocked };
}

/** The app's own marker (editor mode only); its class never survives in content. */
export const MARKER_HTML = '<strong class="app-content-blocked">no scripts allowed</strong>';

/** Sanitised HTML for the page: the app's marker where something was removed (editor), or nothing (customer). */
export function renderHtml(sanitised: string, editor: boolean): string {
  return sanitised.split(BLOCKED_HTML).join(editor ? MARKER_HTML : '');
}

/** Sanitised text for the page: the text without placeholders, and whether anything was removed. */
export function renderText(sanitised: string): { text: string; blocked: boolean } {
  const parts = sanitised.split(BLOCKED);
  return {
    text: parts
      .join('')
      .replace(/[ \t]{2,}/g, ' ')
      .trim(),
    blocked: parts.length > 1,
  };
}
