import { Link } from 'react-router';

/** spec 2 §2 "Main menu and sidebars": the accounts list's sidebar link to the messaging page. */
export function AccountsListSidebar() {
  return (
    <aside className="app-sidebar" aria-labelledby="accounts-sidebar-heading">
      <h2 className="govuk-heading-s" id="accounts-sidebar-heading">
        Missing an account?
      </h2>
      <p className="govuk-body-s">If an account you hold with us is not shown here, send us a message.</p>
      <p className="govuk-body-s">
        <Link className="govuk-link" to="/messaging-twoway/">
          Add a missing account
        </Link>
      </p>
    </aside>
  );
}
