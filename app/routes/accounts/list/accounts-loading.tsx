import { useLocation, useNavigation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useLayoutText } from '../../../components/layout-text.ts';
import { LIST_PATH } from './filters.ts';

const LIST_PATHS = new Set(['/accounts', '/accounts/', LIST_PATH]);

/** The account a details path is about ('/accounts/details/{hex}/...'), or null for any other path. */
function detailsAccount(pathname: string): string | null {
  return /^\/accounts\/details\/([^/]+)/.exec(pathname)?.[1] ?? null;
}

/**
 * True while a client-side navigation from another page to the accounts list, or to another account's details, is
 * loading (with JavaScript: React Router keeps the old page until the loader answers; spec 2 §2 'Loading
 * accounts...'). Within the list, switching filters fades instead; within one account, tabs, sorting and 'Show
 * older' keep the page.
 */
export function useAccountsPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading') return false;
  const to = navigation.location.pathname;
  if (LIST_PATHS.has(to)) return !LIST_PATHS.has(location.pathname);
  const account = detailsAccount(to);
  return account !== null && account !== detailsAccount(location.pathname);
}

/** spec 2 §2 empty states: 'Loading accounts...' while loading (the shell's managed texts: no page data yet). */
export function AccountsLoading() {
  const t = useLayoutText();
  return (
    <>
      <PageTitle page={t('loadingAccountsHeading')} />
      <h1 className="govuk-heading-l">{t('loadingAccountsHeading')}</h1>
      <p className="govuk-body" role="status">
        {t('loadingAccounts')}
      </p>
    </>
  );
}
