import { useLocation, useRouteLoaderData } from 'react-router';
import { GenericHeader, ServiceNavigation } from './govuk/index.ts';
import { CsrfField } from './forms/csrf-field.tsx';
import { MessageBadge } from '../routes/messaging-twoway/message-badge.tsx';

type Props = { bankName: string; customer: { name: string } | null; csrfToken: string | null };

/**
 * govuk-frontend 6's crown-free generic header with the bank's text wordmark; when signed in, 'Hi {name}', a
 * Sign out button (a real form, so it works without JavaScript) and the main menu (spec 1 §2, spec 2 §2).
 */
export function SiteHeader({ bankName, customer, csrfToken }: Props) {
  const { pathname } = useLocation();
  // The new-message count, from the protected layout's loader (signed-in pages only).
  const messageCount = (useRouteLoaderData('routes/protected') as { messageCount?: number } | undefined)
    ?.messageCount;
  return (
    <header className="govuk-template__header">
      <GenericHeader logoText={bankName} url="/">
        {customer && csrfToken ? (
          <>
            <p className="app-header__greeting">Hi {customer.name}</p>
            <form method="post" action="/sign-out" className="app-header__sign-out">
              <CsrfField token={csrfToken} />
              <button
                type="submit"
                className="govuk-button govuk-button--inverse app-header__sign-out-button"
                data-module="govuk-button"
              >
                Sign out
              </button>
            </form>
          </>
        ) : null}
      </GenericHeader>
      {customer ? (
        <ServiceNavigation
          navigationLabel="Main menu"
          navigation={[
            { href: '/accounts', text: 'My Accounts', current: pathname.startsWith('/accounts') },
            {
              href: '/services',
              text: 'My Details',
              current: [
                '/services',
                '/personal-details',
                '/update-security-details',
                '/update-organisation-details',
              ].some((p) => pathname.startsWith(p)),
            },
            {
              href: '/messaging-twoway/',
              text: (
                <>
                  My Messages
                  <MessageBadge initial={messageCount ?? 0} />
                </>
              ),
              current: pathname.startsWith('/messaging-twoway'),
            },
            // spec 3 §2: the menu item 'Apply' links to /short-apply/.
            { href: '/short-apply/', text: 'Apply', current: pathname.startsWith('/short-apply') },
          ]}
        />
      ) : null}
    </header>
  );
}
