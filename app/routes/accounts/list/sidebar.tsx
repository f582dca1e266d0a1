import { Link } from 'react-router';
import type { ManagedPage } from '#shared/content/managed.ts';
import { ManagedText } from '../../../components/managed-text.tsx';
import { EditControls } from '../../../components/managed-texts.tsx';

/** spec 2 §2 "Main menu and sidebars": the accounts list's sidebar link to the messaging page (managed texts). */
export function AccountsListSidebar({ page }: { page: ManagedPage }) {
  return (
    <aside className="app-sidebar" aria-labelledby="accounts-sidebar-heading">
      <h2 className="govuk-heading-s" id="accounts-sidebar-heading">
        {page.values['content.missingHeading']}
      </h2>
      <EditControls page={page} keys={['missingHeading']} />
      <ManagedText page={page} name="content.missingText" className="govuk-body-s" />
      <p className="govuk-body-s">
        <Link className="govuk-link" to="/messaging-twoway/">
          {page.values['content.missingLink']}
        </Link>
      </p>
      <EditControls page={page} keys={['missingLink']} />
    </aside>
  );
}
