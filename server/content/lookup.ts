import type { AppContext } from '../context.ts';
import {
  changedMessages,
  DELETED,
  namesOf,
  splitName,
  type ContentDefaults,
  type ContentState,
  type EditorItem,
  type ManagedPage,
} from '#shared/content/managed.ts';
import { editorContentPath, editorContentSchema, type EditorContentItem } from './editor-api.ts';
import { isHtmlKey, renderHtml, renderText, sanitise } from './sanitise.ts';

// The one content lookup (decision 035): per page tag, each text is the published value if there is one
// (and it is not '<<deleted>>'), else the default in code. A signed-in editor in the editor deployment sees the
// newest value instead (updated > pending > published > default), marked, with the app's 'no scripts allowed' marker
// where the sanitiser removed something. The store holds what the editor typed; every value is sanitised as it is
// read (decision 068).

function shown(key: string, stored: string | undefined, fallback: string, editor: boolean) {
  if (stored === undefined || stored === DELETED) {
    return { value: fallback, blocked: false };
  }
  const clean = sanitise(key, stored);
  if (isHtmlKey(key)) return { value: renderHtml(clean.value, editor), blocked: clean.blocked > 0 };
  const text = renderText(clean.value);
  return { value: text.text, blocked: text.blocked };
}

function newest(item: EditorContentItem | undefined): { state: ContentState; value: string | undefined } {
  if (item?.UpdatedValue != null) return { state: 'updated', value: item.UpdatedValue };
  if (item?.PendingValue != null) return { state: 'pending', value: item.PendingValue };
  if (item?.PublishedValue != null) return { state: 'published', value: item.PublishedValue };
  return { state: 'default', value: undefined };
}

/** The editor's view of a tag: every stored value, or undefined when the content service could not say. */
export async function editorItems(
  ctx: AppContext,
  tag: string,
): Promise<Map<string, EditorContentItem> | undefined> {
  const outcome = await ctx.upstream({
    method: 'GET',
    path: editorContentPath(tag),
    schema: editorContentSchema,
  });
  if (outcome.kind !== 'ok') return undefined;
  return new Map(outcome.data.Items.map((item) => [`${item.Kind}.${item.Key}`, item]));
}

/** The page's managed texts for its tag (`returnTo`: the page's own path, for the editor's Edit links). */
export async function managedPage(
  ctx: AppContext,
  tag: string,
  defaults: ContentDefaults,
  returnTo: string,
): Promise<ManagedPage> {
  const names = namesOf(defaults);
  const values: Record<string, string> = {};
  const fallback = (name: string) => {
    const [kind, key] = splitName(name) ?? ['content', name];
    return defaults[kind]?.[key] ?? '';
  };
  if (await ctx.isContentEditor()) {
    const items = (await editorItems(ctx, tag)) ?? new Map<string, EditorContentItem>();
    const editorView: Record<string, EditorItem> = {};
    for (const name of names) {
      const key = name.slice(name.indexOf('.') + 1);
      const { state, value } = newest(items.get(name));
      const { value: text, blocked } = shown(key, value, fallback(name), true);
      values[name] = text;
      editorView[name] = { state, deleted: value === DELETED, blocked };
    }
    const messages = changedMessages(defaults, values);
    return { tag, values, ...(messages ? { messages } : {}), editor: { returnTo, items: editorView } };
  }
  const published = await ctx.content.published(tag, ctx.requestId);
  // A customer's page shows the same texts until the content service holds new published values (a new object):
  // sanitised and rendered once per published version, not on every page (docs/performance.md, Server figures).
  const byDefaults = shownPages.get(published ?? NOTHING_PUBLISHED) ?? new WeakMap();
  shownPages.set(published ?? NOTHING_PUBLISHED, byDefaults);
  const byTag = byDefaults.get(defaults) ?? new Map<string, ManagedPage>();
  byDefaults.set(defaults, byTag);
  const known = byTag.get(tag);
  if (known) return known;
  for (const name of names) {
    const [kind, key] = splitName(name) ?? ['content', name];
    values[name] = shown(key, published?.[kind][key], fallback(name), false).value;
  }
  const messages = changedMessages(defaults, values);
  const page = Object.freeze(
    messages
      ? { tag, values: Object.freeze(values), messages: Object.freeze(messages) }
      : { tag, values: Object.freeze(values) },
  );
  byTag.set(tag, page);
  return page;
}

/** What customers are shown, by published values (gone with them), tag defaults and tag; never an editor's view. */
const shownPages = new WeakMap<object, WeakMap<ContentDefaults, Map<string, ManagedPage>>>();
const NOTHING_PUBLISHED = {};

/**
 * A tag's texts for a page that must never wait or fail (the Express-rendered error page; decision 038): the
 * published values the content service already holds, sanitised as plain text, else the defaults. Never throws.
 */
export function cachedTexts(
  content: { cached(tag: string): Record<string, Record<string, string>> | undefined } | undefined,
  tag: string,
  defaults: Readonly<Record<string, string>>,
): Record<string, string> {
  const texts: Record<string, string> = { ...defaults };
  try {
    const published = content?.cached(tag)?.content ?? {};
    for (const key of Object.keys(defaults)) {
      const stored = published[key];
      if (stored === undefined || stored === DELETED || isHtmlKey(key)) continue;
      const text = renderText(sanitise(key, stored).value).text;
      if (text.trim() !== '') texts[key] = text;
    }
  } catch {
    // The defaults: the error page must render whatever the content store holds.
  }
  return texts;
}
