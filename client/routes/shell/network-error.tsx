import type { Route } from './+types/network-error.ts';
import { networkErrorPage } from '#shared/messages/pages.ts';
import { PageTitle } from '../../components/page-title.tsx';

/**
 * spec 1 §2 /network-error. 'Back to previous page' is a link to the referring page given by the server, so it
 * works without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const referer = request.headers.get('referer');
  let back = '/';
  if (referer) {
    const url = new URL(referer);
    if (url.origin === new URL(request.url).origin && url.pathname !== '/network-error')
      back = url.pathname + url.search;
  }
  return { back };
}

export default function NetworkError({ loaderData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={networkErrorPage.title} />
        <h1 className="govuk-heading-l">{networkErrorPage.title}</h1>
        <p className="govuk-body">{networkErrorPage.text}</p>
        <a
          href={loaderData.back}
          role="button"
          draggable="false"
          className="govuk-button"
          data-module="govuk-button"
        >
          {networkErrorPage.back}
        </a>
      </div>
    </div>
  );
}
