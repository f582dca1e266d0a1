import type { ManagedPage } from '#shared/content/managed.ts';
import { Panel } from './govuk/index.ts';
import { PageTitle } from './page-title.tsx';
import { EditControls } from './managed-texts.tsx';

/**
 * The head of a confirmation page: the page title and the green panel, from the managed texts 'content.{title}'
 * and 'content.{text}', with their Edit links (editor mode only) after the panel.
 */
export function ManagedPanelHead({
  page,
  title = 'title',
  text = 'panel',
}: {
  page: ManagedPage;
  title?: string;
  text?: string;
}) {
  const titleText = page.values[`content.${title}`] ?? '';
  return (
    <>
      <PageTitle page={titleText} />
      <Panel titleText={titleText} text={page.values[`content.${text}`] ?? ''} />
      <EditControls page={page} keys={[title, text]} />
    </>
  );
}
