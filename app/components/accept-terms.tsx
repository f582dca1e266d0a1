import type { ManagedPage } from '#shared/content/managed.ts';
import { EditControls } from './managed-texts.tsx';
import { useRootData } from '../lib/root-data.ts';

/**
 * 'By continuing you accept the terms and the privacy notice', both on the bank's website and opened in a new tab
 * (spec 1 §5: external links), worded by the page's managed 'acceptBefore', 'terms', 'acceptAnd' and 'privacy'.
 * `terms` and `privacy` are the pages' paths on the bank's website.
 */
export function AcceptTerms({ page, terms, privacy }: { page: ManagedPage; terms: string; privacy: string }) {
  const { bankHomeUrl } = useRootData();
  const c = (key: string) => page.values[`content.${key}`] ?? '';
  const link = (path: string, key: string) => (
    <a
      className="govuk-link"
      href={new URL(path, bankHomeUrl).href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {c(key)}
    </a>
  );
  return (
    <>
      <p className="govuk-body">
        {c('acceptBefore')} {link(terms, 'terms')} {c('acceptAnd')} {link(privacy, 'privacy')}.
      </p>
      <EditControls page={page} keys={['acceptBefore', 'terms', 'acceptAnd', 'privacy']} />
    </>
  );
}
