import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

// The one sanitiser of managed content (spec 1 §6; docs/managed-content.md, Sanitising; decisions 035 and 068).
// sanitize-html (htmlparser2: no DOM, no jsdom leak) with a small allow-list, run on the value as the editor typed it
// whenever content is read: the store keeps what was typed, so the editor's box never shows a text the portal
// rewrote. Scripts, event handlers, `javascript:` URLs and SVG/MathML never survive.
//
// Where something script-like is removed the result carries the placeholder '<<blocked>>' (the content store's
// convention, like '<<deleted>>'); a '<<blocked>>' already in the value is such a removal too. The page never shows the
// placeholder: in editor mode the app renders its own red 'no scripts allowed' marker there and the edit form lists
// why, customers see nothing (renderHtml / renderText). Content cannot forge the marker: it allows no class or style.

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

/** A URL as browsers read its scheme: control characters, spaces and invisible characters skipped, lower case. */
function squashed(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, '').toLowerCase();
}

/** htmlparser2 has already decoded entities: the scheme of a script URL, or undefined. */
function scriptScheme(value: string): string | undefined {
  return /^(javascript|vbscript|data|livescript):/.exec(squashed(value))?.[1];
}

export type Sanitised = {
  /** HTML (for Html keys) or plain text, with '<<blocked>>' where something script-like was removed. */
  value: string;
  /** How many script-like things were removed (a '<<blocked>>' in the input counts as one). */
  blocked: number;
  /** What was removed and why, for the editor: one line per kind of thing, e.g. 'the onerror attribute of <img>'. */
  reasons: string[];
};

function decodeText(escaped: string): string {
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Why `name` with `attribs` is script-like, for the editor; undefined when it is not. */
function whyBlocked(name: string, attribs: Record<string, string>): string | undefined {
  if (SCRIPT_LIKE.has(name)) return `a <${name}> element, with everything in it (it can run or load script)`;
  for (const [attr, value] of Object.entries(attribs)) {
    if (/^on/i.test(attr))
      return `the ${attr.toLowerCase()} attribute of <${name}> (an event handler runs script)`;
    const scheme = URL_ATTRIBUTES.has(attr) ? scriptScheme(value) : undefined;
    if (scheme !== undefined) return `a ${scheme}: address in the ${attr} of <${name}> (it runs script)`;
  }
  return undefined;
}

/** '<<blocked>>' as typed, or escaped in HTML: either way the mark of a removal, never text to show. */
const MARK_IN_INPUT = /<<blocked>>|&lt;&lt;blocked&gt;&gt;/gi;
const MARK_REASON = 'the mark <<blocked>> (where script was removed before)';

/** Sanitises one managed value as the editor typed it (or as another client stored it). */
export function sanitise(key: string, input: string): Sanitised {
  const html = isHtmlKey(key);
  // A fresh token per call, so no content can predict (and forge) where the sanitiser marked a removal.
  const token = `blocked${randomBytes(12).toString('hex')}`;
  const markTag = `x-${token}`;
  const reasons = new Set<string>();
  let unplaced = 0;
  // Taken out before parsing: htmlparser2 would read '<<blocked>>' as '<', an unknown tag and '>'.
  const unmarked = input.replace(MARK_IN_INPUT, () => {
    reasons.add(MARK_REASON);
    return token;
  });
  // A script-like or handler-carrying element becomes the marker element (allowed, so sanitize-html closes it
  // properly), which is then cut out with everything inside and replaced by the placeholder. An allowed element
  // (a, p...) with a handler or a script URL keeps its content without the attribute; its marker goes at the end.
  const out = sanitizeHtml(unmarked, {
    allowedTags: html ? [...ALLOWED_TAGS, markTag] : [markTag],
    allowedAttributes: html ? { a: ['href'] } : {},
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (name: string, attribs: Record<string, string>) => {
        const why = name === markTag ? undefined : whyBlocked(name, attribs);
        if (why === undefined) return { tagName: name, attribs };
        reasons.add(why);
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
  if (unplaced > 0) once += token;
  // Side-by-side removals are one (so reading a sanitised value again changes nothing).
  once = once.replace(new RegExp(`(?:${token})+`, 'g'), token);
  let value = once.split(token).join(BLOCKED_HTML);
  if (!html) value = decodeText(value);
  const blocked = value.split(html ? BLOCKED_HTML : BLOCKED).length - 1;
  return { value, blocked, reasons: [...reasons] };
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
