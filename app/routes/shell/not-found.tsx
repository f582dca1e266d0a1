import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/not-found.ts';
import { ErrorPage } from '../../components/error-page.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import type { RootData } from '../../lib/root-data.ts';
import { layoutText } from '#shared/messages/layout.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// spec 1 §2: unknown paths show 'Resource not found.', 'The requested resource could not be found.' and the path.
// Its texts are the shell's managed texts (tag 'layout', decision 038), which the root error boundary also shows for a
// thrown 404 (with the defaults in code when there is no loader data).
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname.replace(/\.data$/, '') }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  // Tolerant of missing root data (a POST's not-found page skips the root loader): the defaults then.
  const values = (useRouteLoaderData('root') as RootData | undefined)?.layout.values;
  return (
    <ErrorPage
      title={layoutText(values, 'notFoundTitle')}
      heading={layoutText(values, 'notFoundHeading')}
      text={layoutText(values, 'notFoundText')}
      startPageLink={layoutText(values, 'startPageLink')}
    >
      <p className="govuk-body">
        {layoutText(values, 'notFoundPath')} <code className="app-path">{loaderData.path}</code>
      </p>
    </ErrorPage>
  );
}
