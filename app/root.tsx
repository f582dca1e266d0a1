import { useEffect } from 'react';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useRouteLoaderData,
  type LinkDescriptor,
} from 'react-router';
import type { Route } from './+types/root.ts';
import stylesheet from './styles/main.scss?url';
import { GovukLinkProvider, type GovukLinkComponent, SkipLink } from './components/govuk/index.ts';
import { SiteHeader } from './components/site-header.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { TimeoutWarning } from './components/timeout-warning/timeout-warning.tsx';
import { app } from './lib/route-helpers.server.ts';
import { settleFlowTimers, timeoutWarningData } from './lib/flow-timers.server.ts';
import { useNonce } from './lib/nonce.tsx';
import { useFocusOnNavigation } from './lib/navigation-focus.ts';
import type { RootData } from './lib/root-data.ts';
import { errorPageContent } from './lib/error-page-content.ts';
import { ErrorPage } from './components/error-page.tsx';
import { useServedWithoutReact } from './lib/route-handle.ts';
import { HELD_SCRIPT_TYPE, RELEASE_AFTER_FIRST_PAINT } from './lib/after-first-paint.ts';
import { replayInputBeforeHydration } from './lib/input-before-hydration.ts';
import { markHydrated } from './lib/hydrated.ts';
import { EDITOR_SCRIPT_URL, ENHANCE_SCRIPT_URL } from './lib/enhance-url.server.ts';
import { managedPage } from './lib/managed-content.server.ts';
import { LAYOUT_DEFAULTS, LAYOUT_TAG, layoutText } from '#shared/messages/layout.ts';

export const links: Route.LinksFunction = (): LinkDescriptor[] => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export const meta: Route.MetaFunction = () => [
  {
    name: 'description',
    content: 'Online banking for savings customers: your accounts, statements and messages.',
  },
  { name: 'theme-color', content: '#12436d' },
];

/**
 * Before any loader or action: a flow (sign-in, registration or forgotten-password security step) whose timer has
 * run out ends here, so every page of the request sees it at its first page with the message (decision 032).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    settleFlowTimers(app(context));
  },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const ctx = app(context);
  const { session } = ctx;
  const { pathname } = new URL(request.url);
  const timeout = timeoutWarningData(ctx, pathname);
  // The shell's managed texts (header, footer, support hours, help panel, error pages): one tag, cached per tag by
  // the content service, so a page render costs a map look-up (decision 038).
  const layout = await managedPage(ctx, LAYOUT_TAG, LAYOUT_DEFAULTS, pathname.replace(/\.data$/, ''));
  return {
    // The public subset only, never the config object itself.
    ...ctx.publicConfig,
    customer: session.auth ? { name: session.auth.customer.name } : null,
    // Only a signed-in page has a form on every page (Sign out); others ask for a token in their own loader.
    csrfToken: session.auth || timeout ? ctx.csrfToken() : null,
    timeout,
    enhanceScript: ENHANCE_SCRIPT_URL,
    // The shell's tag comes with editor data only for a signed-in editor in the editor deployment (decision 035).
    editorScript: layout.editor ? EDITOR_SCRIPT_URL : null,
    layout,
  };
}

/**
 * The header and the timeout warning follow the session, which other pages change (sign-in, registration and the
 * forgotten-details pages end a signed-in session): load the root data again on every navigation.
 */
export function shouldRevalidate() {
  return true;
}

/** Express-only routes need a full document request, never client-side navigation. */
const DOCUMENT_ROUTES = /^\/(mgr-sign-in|mgr-signed-out|signin-oidc|sign-out)(\/|$|\?)/;

const RouterLink: GovukLinkComponent = ({ href, ...rest }) =>
  /^[a-z]+:|^\/\//i.test(href) || DOCUMENT_ROUTES.test(href) ? (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in the spread props (children)
    <a href={href} {...rest} />
  ) : (
    <Link to={href} {...rest} />
  );

/**
 * The GOV.UK template's first script in `<body>`: govuk-frontend styles its enhanced components (the header's
 * collapsed menu) from these classes, so they must be there before the first paint, not after the module scripts
 * run (the menu collapsing then moved the page by 110 px on a phone: CLS 0.11). Browsers without ES modules get
 * the plain page, as the snippet intends.
 */
const SUPPORTED_SNIPPET =
  "document.body.className += ' js-enabled' + ('noModule' in HTMLScriptElement.prototype ? ' govuk-frontend-supported' : '');";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData('root') as RootData | undefined;
  // A page the server serves fully gets its small script instead of React and React Router (decision 034).
  const withoutReact = useServedWithoutReact() && data !== undefined;
  return (
    <html lang="en-GB" className="govuk-template">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
      </head>
      <body className="govuk-template__body" suppressHydrationWarning>
        {/* Before anything paints: the GOV.UK template's snippet, with the CSP nonce (decision 033). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUPPORTED_SNIPPET }} />
        <GovukLinkProvider component={RouterLink}>
          <SkipLink href="#main-content">{layoutText(data?.layout.values, 'skipLink')}</SkipLink>
          <SiteHeader
            bankName={data?.bankName ?? 'Online banking'}
            customer={data?.customer ?? null}
            csrfToken={data?.csrfToken ?? null}
            layout={data?.layout}
          />
          <div className="govuk-width-container">
            <main className="govuk-main-wrapper" id="main-content">
              {children}
            </main>
          </div>
          <SiteFooter
            bankName={data?.bankName ?? ''}
            bankHomeUrl={data?.bankHomeUrl ?? '/'}
            supportPhone={data?.supportPhone ?? ''}
            supportEmail={data?.supportEmail ?? ''}
            layout={data?.layout}
          />
          {data?.timeout && data.csrfToken ? (
            <TimeoutWarning timeout={data.timeout} csrfToken={data.csrfToken} />
          ) : null}
        </GovukLinkProvider>
        {data?.editorScript ? <script type="module" nonce={nonce} src={data.editorScript} /> : null}
        {withoutReact ? (
          // Held until the first paint, as a hydrated page's scripts are (app/lib/after-first-paint.ts).
          <>
            <script type={HELD_SCRIPT_TYPE} nonce={nonce} src={data.enhanceScript} />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RELEASE_AFTER_FIRST_PAINT }} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useFocusOnNavigation();
  const { pathname } = useLocation();
  // Once React owns the page: what the customer entered before its scripts ran (decision 080).
  useEffect(() => {
    markHydrated();
    replayInputBeforeHydration();
  }, []);
  useEffect(() => {
    // After hydration and after each client-side navigation: start govuk-frontend's JS on the new markup.
    void import('./lib/govuk-frontend.ts').then(({ initGovukFrontend }) => initGovukFrontend());
  }, [pathname]);
  return <Outlet />;
}

/**
 * The root error page. It must never fail itself (decision 030): it reads nothing from the error but its status (a
 * thrown string, null or a Response all work), shows no message or stack, and needs no loader data.
 */
export function ErrorBoundary() {
  // The shell's managed texts when the root loader ran; the defaults in code when it did not.
  const layout = (useRouteLoaderData('root') as RootData | undefined)?.layout;
  return (
    <ErrorPage
      {...errorPageContent(useRouteError(), layout?.values)}
      startPageLink={layoutText(layout?.values, 'startPageLink')}
    />
  );
}
