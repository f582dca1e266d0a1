import { useRouteLoaderData } from 'react-router';
import type { TimeoutWarningData } from './flow-timers.server.ts';
import type { PublicConfig } from '../../server/config.ts';
import type { ManagedPage } from '#shared/content/managed.ts';

/** What the root loader gives every page: public config and, when signed in, the customer's name. */
export type RootData = PublicConfig & {
  customer: { name: string } | null;
  csrfToken: string | null;
  /** The timeout warning's limit on this page: the signed-in session or a running flow timer. */
  timeout: TimeoutWarningData | null;
  /** The script of the pages served without React (decision 034). */
  enhanceScript: string;
  /** The editor's inline editing (app/enhance/inline-edit.ts): only for a signed-in editor in editor mode. */
  editorScript: string | null;
  /** The shell's managed texts, tag 'layout' (decision 038): header, footer, support hours, help panel, errors. */
  layout: ManagedPage;
};

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('root loader data missing');
  return data;
}
