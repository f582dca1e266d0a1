import { data } from 'react-router';
import type { Route } from './+types/not-found.ts';
import { notFoundPage } from '#shared/messages/pages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// spec 1 §2: unknown paths show 'Resource not found.', 'The requested resource could not be found.' and the path.
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname.replace(/\.data$/, '') }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Page not found" />
        <h1 className="govuk-heading-l">{notFoundPage.title}</h1>
        <p className="govuk-body">{notFoundPage.text}</p>
        <p className="govuk-body">
          Path: <code className="app-path">{loaderData.path}</code>
        </p>
        <p className="govuk-body">
          <a className="govuk-link" href="/">
            Go to the start page
          </a>
        </p>
      </div>
    </div>
  );
}
