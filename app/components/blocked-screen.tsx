import type { ManagedPage } from '#shared/content/managed.ts';
import { Button } from './govuk/index.ts';
import { EditControl } from './managed-text.tsx';
import { ManagedLink } from './managed-link.tsx';
import { ManagedPageHead } from './managed-texts.tsx';
import { SupportContact } from './support-contact.tsx';
import { useRootData } from '../lib/root-data.ts';

/**
 * The blocked screen of an access journey (spec 1 §2: sign-in, registration, forgotten details): why, the support
 * phone with the blocked screens' hours, and the way home, the portal's home page (a button) or the bank's website
 * (a link), as each screen's spec says.
 */
export function BlockedScreen({ page, home }: { page: ManagedPage; home: 'portal' | 'bank' }) {
  const { bankHomeUrl } = useRootData();
  return (
    <>
      <ManagedPageHead page={page} />
      <SupportContact hours="blocked" page={page} />
      {home === 'portal' ? (
        <>
          <Button href="/">{page.values['content.home'] ?? ''}</Button>
          <EditControl page={page} name="content.home" />
        </>
      ) : (
        <ManagedLink page={page} name="content.home" href={bankHomeUrl} />
      )}
    </>
  );
}
