import { useLocation, useNavigation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { LIST_PATH } from './filters.ts';

const LIST_PATHS = new Set(['/accounts', '/accounts/', LIST_PATH]);

/**
 * True while a client-side navigation from another page to the accounts list is loading (with JavaScript: React
 * Router keeps the old page until the loader answers). Within the list, switching filters fades instead.
 */
export function useAccountsListPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    LIST_PATHS.has(navigation.location.pathname) &&
    !LIST_PATHS.has(location.pathname)
  );
}

/** spec 2 §2 empty states: 'Loading accounts...' while loading. */
export function AccountsLoading() {
  return (
    <>
      <PageTitle page="Accounts" />
      <h1 className="govuk-heading-l">Accounts</h1>
      <p className="govuk-body" role="status">
        Loading accounts...
      </p>
    </>
  );
}
