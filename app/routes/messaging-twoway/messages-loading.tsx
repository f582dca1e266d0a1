import { useLocation, useNavigation } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useLayoutText } from '../../components/layout-text.ts';
import { BASE } from './paths.ts';

/** The list's paths: the bare base redirects to /view (spec 3 §2). */
const LIST_PATHS = new Set([BASE, `${BASE}/`, `${BASE}/view`]);

/**
 * True while a client-side navigation from another page to the message list is loading (with JavaScript: React
 * Router keeps the old page until the loaders answer; spec 3 §2 'Loading messages...'). Paging within the list
 * uses plain links, so it reloads the page and shows no indicator of its own.
 */
export function useMessagesPending(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading') return false;
  return LIST_PATHS.has(navigation.location.pathname) && !LIST_PATHS.has(location.pathname);
}

/** spec 3 §2: 'Loading messages...' while the list loads (the shell's managed texts: no page data yet). */
export function MessagesLoading() {
  const t = useLayoutText();
  return (
    <>
      <PageTitle page={t('loadingMessagesHeading')} />
      <h1 className="govuk-heading-l">{t('loadingMessagesHeading')}</h1>
      <p className="govuk-body" role="status">
        {t('loadingMessages')}
      </p>
    </>
  );
}
