import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/protected.ts';
import { app, requireSignedIn } from '../lib/route-helpers.server.ts';
import { pingOnNavigation } from '../lib/navigation-ping.server.ts';
import { endTwoFactorOutside } from './two-factor/challenge.server.ts';
import { endJourneysOutside } from '../lib/journey.server.ts';
import { systemMessagesFor } from '../components/system-messages/system-messages.server.ts';
import { SystemMessageBanners } from '../components/system-messages/system-message-banners.tsx';
import { AccountsLoading, useAccountsPending } from './accounts/list/accounts-loading.tsx';
import { newMessageCount } from './messaging-twoway/conversations.server.ts';
import { MessagesLoading, useMessagesPending } from './messaging-twoway/messages-loading.tsx';
import { DangerAlert } from '../components/danger-alert.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { errorPageContent } from '../lib/error-page-content.ts';
import type { RootData } from '../lib/root-data.ts';
import { BANK_CALL_FAILED } from '../lib/bank-call-failed.ts';
import { layoutText } from '#shared/messages/layout.ts';
import { networkErrorPage } from '#shared/messages/pages.ts';

/** Every page under this layout needs a signed-in customer (spec 1 §2 protected-route wrapper, spec 2 §6). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const ctx = app(context);
    requireSignedIn(ctx, request);
    // spec 1 §2: leaving a protected route ends any two-factor state (a page outside the challenge's journey).
    const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
    endTwoFactorOutside(ctx.session, pathname);
    // A money journey ends when the customer goes to a page outside it (app/lib/journey.server.ts).
    endJourneysOutside(ctx.session, pathname, request.method);
    // spec 2 §4 Navigation: a new path pings the bank (and finds a session it has ended).
    await pingOnNavigation(ctx, request);
  },
];

/**
 * The system message banners of every signed-in page (spec 2 §2), cached in the session for a few minutes, and the
 * new-message count of the menu's 'My Messages' badge (spec 3 §2, §6).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [systemMessages, messageCount] = await Promise.all([systemMessagesFor(ctx), newMessageCount(ctx)]);
  return { systemMessages, csrfToken: ctx.csrfToken(), messageCount: messageCount ?? 0 };
}

/**
 * Every client-side move to another page asks again, as a page load without JavaScript does: the badge then counts
 * the conversations read or answered since (React Router would otherwise keep this layout's first answer).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export default function Protected({ loaderData }: Route.ComponentProps) {
  // spec 2 §2: 'Loading accounts...' while a client-side navigation to the accounts list or an account loads;
  // spec 3 §2: 'Loading messages...' likewise for the message list.
  const loadingAccounts = useAccountsPending();
  const loadingMessages = useMessagesPending();
  return (
    <>
      <SystemMessageBanners messages={loaderData.systemMessages} csrfToken={loaderData.csrfToken} />
      {loadingAccounts ? <AccountsLoading /> : loadingMessages ? <MessagesLoading /> : <Outlet />}
    </>
  );
}

/**
 * A bank call that failed inside a signed-in page (expectOk's 502, decision 071): spec 2 §7 "Any API failure ... the
 * account area shows it in a danger alert", in the page, under the header and menu, with the spec's network-error
 * words (spec 1 §2). Anything else is the root's error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = (useRouteLoaderData('root') as RootData | undefined)?.layout;
  if (isRouteErrorResponse(error) && error.status === BANK_CALL_FAILED) {
    return (
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <PageTitle page={networkErrorPage.title} />
          <h1 className="govuk-heading-l">{networkErrorPage.title}</h1>
          <DangerAlert testId="bank-call-failed">{networkErrorPage.text}</DangerAlert>
          <p className="govuk-body">
            <a className="govuk-link" href="/accounts/list">
              {layoutText(layout?.values, 'menuAccounts')}
            </a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <ErrorPage
      {...errorPageContent(error, layout?.values)}
      startPageLink={layoutText(layout?.values, 'startPageLink')}
    />
  );
}
