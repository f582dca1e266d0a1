// Managed content (spec 1 §3 "Editable content", §6; decision 035): the types both sides share. Each page
// tag holds content, errors and options; the code's defaults (shared/messages) are used unless a value is published.

/** The content store's "removed text": a value of '<<deleted>>' restores the code's default (decision 035). */
export const DELETED = '<<deleted>>';

export const CONTENT_KINDS = ['content', 'errors', 'options'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A page tag's defaults: per kind, key → text (keys ending in 'Html' hold HTML from the small allow-list). */
export type ContentDefaults = Partial<Record<ContentKind, Record<string, string>>>;

/** Which value an editor sees: the newest of updated > pending > published, else the default. */
export type ContentState = 'default' | 'published' | 'pending' | 'updated';

export type EditorItem = {
  state: ContentState;
  /** The value shown is '<<deleted>>': the default is shown in its place. */
  deleted: boolean;
  /** The sanitiser removed something script-like (the app shows its 'no scripts allowed' marker). */
  blocked: boolean;
};

/**
 * What a page's loader returns for its tag: 'kind.key' → the text (or, for Html keys, sanitised HTML) to show.
 * `editor` is there only for a signed-in editor in the editor deployment: customers' pages carry no editor markup.
 */
export type ManagedPage = {
  tag: string;
  values: Record<string, string>;
  /**
   * The `errors` kind as the forms use it: a message's default text → the text to show, for each message whose
   * text is not its default. The page's error summary and error messages show these (app/components/
   * managed-errors.tsx), whichever side (the server's answer or the browser's check) raised the message.
   */
  messages?: Record<string, string>;
  editor?: { returnTo: string; items: Record<string, EditorItem> };
};

/** 'content.title' → ['content', 'title'], or undefined when it is not a kind and key. */
export function splitName(name: string): [ContentKind, string] | undefined {
  const match = /^(content|errors|options)\.([A-Za-z0-9._-]{1,80})$/.exec(name);
  return match ? [match[1] as ContentKind, match[2] as string] : undefined;
}

/** Every kind.key of a tag's defaults, in order. */
export function namesOf(defaults: ContentDefaults): string[] {
  return CONTENT_KINDS.flatMap((kind) => Object.keys(defaults[kind] ?? {}).map((key) => `${kind}.${key}`));
}

export function defaultOf(defaults: ContentDefaults, name: string): string | undefined {
  const parts = splitName(name);
  return parts ? defaults[parts[0]]?.[parts[1]] : undefined;
}

/**
 * A managed text with placeholders filled in: 'You have {count} new messages' with { count: '3' }. A placeholder
 * the editor removed is simply not shown; one with no value is left as typed, so a slip is visible, not silent.
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** default text → shown text, for each `errors` key whose shown value differs from its default. */
export function changedMessages(
  defaults: ContentDefaults,
  values: Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const changed: Record<string, string> = {};
  for (const [key, text] of Object.entries(defaults.errors ?? {})) {
    const shown = values[`errors.${key}`];
    if (shown !== undefined && shown !== '' && shown !== text) changed[text] = shown;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}

const TEMPLATE_PART = /\\\{([A-Za-z][A-Za-z0-9]*)\\\}/g;
const templates = new Map<string, RegExp | null>();

/** A message template ('Returned unknown status {status}') as an anchored pattern; null when it has no parts. */
function templatePattern(template: string): RegExp | null {
  let pattern = templates.get(template);
  if (pattern === undefined) {
    const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const source = escaped.replace(TEMPLATE_PART, '(?<$1>[\\s\\S]+?)');
    try {
      pattern = source === escaped ? null : new RegExp(`^${source}$`);
    } catch {
      pattern = null; // a part named twice: matched by its exact text only
    }
    templates.set(template, pattern);
  }
  return pattern;
}

/**
 * The text to show for a message on a page that manages its messages (`messages`: default → published, from
 * changedMessages): its published text when its default is the message, or a template the message fills in (the
 * published text then gets the same parts: 'Returned unknown status {status}'). Else the message itself.
 */
export function managedMessage(
  messages: Readonly<Record<string, string>> | undefined,
  message: string,
): string {
  if (!messages) return message;
  if (Object.hasOwn(messages, message)) return messages[message]!;
  for (const [template, published] of Object.entries(messages)) {
    const groups = templatePattern(template)?.exec(message)?.groups;
    if (groups) return fillIn(published, groups);
  }
  return message;
}
