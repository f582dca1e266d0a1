import type { MetaDescriptor } from 'react-router';

type RootData = { bankName?: string } | undefined;
type Match = { id: string; loaderData?: unknown } | undefined;

/** "{page} - {bank name}", with "Error: " first when the form on the page has errors. */
export function pageTitle(matches: readonly Match[], page: string, hasErrors = false): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData;
  const bank = root?.bankName ?? 'Online banking';
  return [{ title: `${hasErrors ? 'Error: ' : ''}${page} - ${bank}` }];
}
