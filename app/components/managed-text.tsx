import type { ReactNode } from 'react';
import type { EditorItem, ManagedPage } from '#shared/content/managed.ts';

// How a page shows one managed text (decision 035). Customers get the text alone. A signed-in editor in
// the editor deployment also gets, after it, the text's state ('Pending', 'Updated', as words, not colour only)
// and an Edit link to the form page (/content/edit), plus the app's own red 'no scripts allowed' marker where the
// sanitiser removed something. Keys ending in 'Html' hold sanitised HTML from the small allow-list.

const STATE_TAGS: Partial<Record<EditorItem['state'], { text: string; classes: string }>> = {
  pending: { text: 'Pending', classes: 'govuk-tag--yellow' },
  updated: { text: 'Updated', classes: 'govuk-tag--blue' },
};

export function BlockedMarker() {
  return <strong className="app-content-blocked">no scripts allowed</strong>;
}

function shortLabel(text: string): string {
  const plain = text
    .replace(/<strong class="app-content-blocked">[^<]*<\/strong>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 40 ? `${plain.slice(0, 39)}…` : plain;
}

function editHref(page: ManagedPage, name: string): string {
  const query = new URLSearchParams({ tag: page.tag, name, returnTo: page.editor?.returnTo ?? '/' });
  return `/content/edit?${query.toString()}`;
}

/** The state and Edit link of one managed text (editor mode only). */
export function EditControl({
  page,
  name,
  inline = false,
}: {
  page: ManagedPage;
  name: string;
  inline?: boolean;
}) {
  const item = page.editor?.items[name];
  if (!item) return null;
  const state = STATE_TAGS[item.state];
  const Wrapper = inline ? 'span' : 'p';
  return (
    <Wrapper
      className={inline ? 'app-content-edit app-content-edit--inline' : 'govuk-body-s app-content-edit'}
    >
      {state ? <strong className={`govuk-tag ${state.classes}`}>{state.text}</strong> : null}
      {item.deleted ? (
        <strong className="govuk-tag govuk-tag--grey">Deleted: default shown</strong>
      ) : null}{' '}
      <a className="govuk-link" href={editHref(page, name)}>
        Edit<span className="govuk-visually-hidden"> ‘{shortLabel(page.values[name] ?? name)}’</span>
      </a>
    </Wrapper>
  );
}

type Props = {
  page: ManagedPage;
  /** 'kind.key', e.g. 'content.title'. */
  name: string;
  /** The element the text goes in; 'li' keeps the Edit control inside the list item. */
  as?: 'h1' | 'h2' | 'p' | 'li' | 'span';
  className?: string;
};

/** One managed text, in its element. */
export function ManagedText({ page, name, as: Element = 'p', className }: Props): ReactNode {
  const text = page.values[name] ?? '';
  const item = page.editor?.items[name];
  const marker = item?.blocked ? (
    <>
      {' '}
      <BlockedMarker />
    </>
  ) : null;
  if (Element === 'li' || Element === 'span') {
    return (
      <Element className={className}>
        {text}
        {marker}
        {item ? (
          <>
            {' '}
            <EditControl page={page} name={name} inline />
          </>
        ) : null}
      </Element>
    );
  }
  return (
    <>
      <Element className={className}>
        {text}
        {marker}
      </Element>
      {item ? <EditControl page={page} name={name} /> : null}
    </>
  );
}

/** One managed HTML text (sanitised on the server; in editor mode the marker is already in place). */
export function ManagedHtml({
  page,
  name,
  className,
}: {
  page: ManagedPage;
  name: string;
  className?: string;
}) {
  const html = page.values[name] ?? '';
  return (
    <>
      <div
        className={`app-managed-html ${className ?? ''}`.trim()}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {page.editor?.items[name] ? <EditControl page={page} name={name} /> : null}
    </>
  );
}
