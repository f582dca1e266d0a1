import type { ManagedPage } from '#shared/content/managed.ts';
import { EditControl } from './managed-text.tsx';

/**
 * Editor mode only: the Edit links of a group of managed option labels (decision 038), after the fieldset or select,
 * since a label cannot hold a link. Renders nothing for customers.
 */
export function OptionEditControls({ page, group }: { page: ManagedPage; group: string }) {
  if (!page.editor) return null;
  const prefix = `options.${group}.`;
  const names = Object.keys(page.editor.items).filter((name) => name.startsWith(prefix));
  return (
    <>
      {names.map((name) => (
        <EditControl key={name} page={page} name={name} />
      ))}
    </>
  );
}
