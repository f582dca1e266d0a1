import type { Route } from './+types/network-error.ts';
import { NETWORK_ERROR_DEFAULTS, NETWORK_ERROR_TAG } from '#shared/messages/pages.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * spec 1 §2 /network-error. 'Back to previous page' is a link to the referring page given by the server, so it
 * works without JavaScript. Managed content, tag 'network-error' (decision 035).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const referer = request.headers.get('referer');
  let back = '/';
  if (referer) {
    const url = new URL(referer);
    if (url.origin === new URL(request.url).origin && url.pathname !== '/network-error')
      back = url.pathname + url.search;
  }
  const page = await managedPage(app(context), NETWORK_ERROR_TAG, NETWORK_ERROR_DEFAULTS, '/network-error');
  return { back, page };
}

export default function NetworkError({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} />
        <a
          href={loaderData.back}
          role="button"
          draggable="false"
          className="govuk-button"
          data-module="govuk-button"
        >
          {page.values['content.back']}
        </a>
        <EditControl page={page} name="content.back" />
      </div>
    </div>
  );
}
