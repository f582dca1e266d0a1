import { defaultOf, namesOf, type ContentDefaults, type ManagedPage } from '#shared/content/managed.ts';
import { EditControl, ManagedText } from './managed-text.tsx';
import { PageTitle } from './page-title.tsx';

// Small helpers for pages whose managed texts sit inside elements that cannot hold a link (labels, legends, buttons,
// table headers, summary-list keys): the text is read as plain text (contentOf, app/lib/managed-values.ts), and
// the Edit controls (editor mode only) go after the element (decision 035).

/** The Edit controls of several 'content.{key}' texts, after the element that shows them (nothing for customers). */
export function EditControls({ page, keys }: { page: ManagedPage; keys: readonly string[] }) {
  if (!page.editor) return null;
  return (
    <>
      {keys.map((key) => (
        <EditControl key={key} page={page} name={`content.${key}`} />
      ))}
    </>
  );
}

/** A page's texts as their defaults, with no content service (component tests, and pages rendered without a loader). */
export function defaultPage(tag: string, defaults: ContentDefaults): ManagedPage {
  return {
    tag,
    values: Object.fromEntries(namesOf(defaults).map((name) => [name, defaultOf(defaults, name) ?? ''])),
  };
}

/**
 * The head of a page of managed texts: the page title and h1 from 'content.title', then each 'content.{key}' of
 * `paragraphs` as a paragraph (the result and blocked screens).
 */
export function ManagedPageHead({
  page,
  paragraphs = ['text'],
}: {
  page: ManagedPage;
  paragraphs?: readonly string[];
}) {
  return (
    <>
      <PageTitle page={page.values['content.title'] ?? ''} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      {paragraphs.map((key) => (
        <ManagedText key={key} page={page} name={`content.${key}`} className="govuk-body" />
      ))}
    </>
  );
}
