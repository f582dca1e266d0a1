import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/root-data.ts';

/**
 * "{page} - {bank name}", with "Error: " first while the form on the page has errors. Rendered as a React 19
 * <title>, which React places in the head on the server and keeps up to date in the browser (client-side
 * validation failures included).
 */
export function PageTitle({ page, hasErrors = false }: { page: string; hasErrors?: boolean }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return <title>{`${hasErrors ? 'Error: ' : ''}${page} - ${root?.bankName ?? 'Online banking'}`}</title>;
}
