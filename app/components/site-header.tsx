import { useLocation, useRouteLoaderData } from 'react-router';
import { GenericHeader, ServiceNavigation } from './govuk/index.ts';
import { CsrfField } from './forms/csrf-field.tsx';
import { MessageBadge } from '../routes/messaging-twoway/message-badge.tsx';
import type { ManagedPage } from '#shared/content/managed.ts';
import { fillIn } from '#shared/content/managed.ts';
import { layoutText, type LayoutKey } from '#shared/messages/layout.ts';

type Props = {
  bankName: string;
  customer: { name: string } | null;
  csrfToken: string | null;
  /** The shell's managed texts (tag 'layout', decision 038); the defaults in code without them. */
  layout?: ManagedPage | undefined;
};

/**
 * govuk-frontend 6's crown-free generic header with the bank's text wordmark; when signed in, 'Hi {name}', the
 * 'Send us a message' link, a Sign out button (a real form, so it works without JavaScript) and the main menu (spec 1 §2, spec 2 §2).
 */
export function SiteHeader({ bankName, customer, csrfToken, layout }: Props) {
  const { pathname } = useLocation();
  const t = (key: LayoutKey) => layoutText(layout?.values, key);
  // The new-message count, from the protected layout's loader (signed-in pages only).
  const messageCount = (useRouteLoaderData('routes/protected') as { messageCount?: number } | undefined)
    ?.messageCount;
  return (
    <header className="govuk-template__header">
      <GenericHeader logoText={bankName} url="/">
        {customer && csrfToken ? (
          <>
            <p className="app-header__greeting">{fillIn(t('greeting'), { name: customer.name })}</p>
            <a
              className="govuk-link govuk-link--inverse app-header__message-link"
              href="/messaging-twoway/new"
              data-testid="send-us-a-message"
            >
              {t('sendMessage')}
            </a>
            <form method="post" action="/sign-out" className="app-header__sign-out">
              <CsrfField token={csrfToken} />
              <button
                type="submit"
                className="govuk-button govuk-button--inverse app-header__sign-out-button"
                data-module="govuk-button"
              >
                {t('signOut')}
              </button>
            </form>
          </>
        ) : null}
      </GenericHeader>
      {customer ? (
        <ServiceNavigation
          navigationLabel={t('menuLabel')}
          navigation={[
            { href: '/accounts', text: t('menuAccounts'), current: pathname.startsWith('/accounts') },
            {
              href: '/services',
              text: t('menuDetails'),
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
                  {t('menuMessages')}
                  <MessageBadge
                    initial={messageCount ?? 0}
                    wording={{ one: t('newMessagesOne'), many: t('newMessagesMany') }}
                  />
                </>
              ),
              current: pathname.startsWith('/messaging-twoway'),
              // The count's spoken wording, for the badge's script on a page without React.
              attributes: { 'data-new-one': t('newMessagesOne'), 'data-new-many': t('newMessagesMany') },
            },
            // spec 3 §2: the menu item 'Apply' links to /short-apply/.
            { href: '/short-apply/', text: t('menuApply'), current: pathname.startsWith('/short-apply') },
          ]}
        />
      ) : null}
    </header>
  );
}
