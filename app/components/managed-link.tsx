import type { ManagedPage } from '#shared/content/managed.ts';
import { EditControl } from './managed-text.tsx';

/**
 * A link in a paragraph of its own, worded by the page's managed text `name` ('content.back'); the text's Edit link
 * (editor mode only) goes after the paragraph, as a link cannot hold another.
 */
export function ManagedLink({ page, name, href }: { page: ManagedPage; name: string; href: string }) {
  return (
    <>
      <p className="govuk-body">
        <a className="govuk-link" href={href}>
          {page.values[name] ?? ''}
        </a>
      </p>
      <EditControl page={page} name={name} />
    </>
  );
}
