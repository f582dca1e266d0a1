import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/root-data.ts';
import { layoutText, type LayoutKey } from '#shared/messages/layout.ts';

/**
 * The shell's managed texts (tag 'layout', decision 038) for a part of a page that has no loader data of its own (a
 * loading state, the error boundary): the root loader's published values, else the defaults in code.
 */
export function useLayoutText(): (key: LayoutKey) => string {
  const layout = (useRouteLoaderData('root') as RootData | undefined)?.layout;
  return (key) => layoutText(layout?.values, key);
}
