import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** spec 1 §1 and §2 /help: the phone line, its hours, and where to find answers. */
export default function Help() {
  const { supportPhone } = useRootData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Help" />
        <h1 className="govuk-heading-l">Help</h1>
        <h2 className="govuk-heading-m">Call us</h2>
        <p className="govuk-body">
          Telephone: <strong>{supportPhone}</strong>
        </p>
        <p className="govuk-body">Monday to Friday 9am to 5pm, excluding bank holidays.</p>
        <p className="govuk-body">Calls are charged at the caller&apos;s standard mobile operator rate.</p>
        <h2 className="govuk-heading-m">Signing in</h2>
        <p className="govuk-body">
          If you have forgotten your username, password or memorable number you can{' '}
          <a className="govuk-link" href="/forgotten-username">
            get a reminder of your username
          </a>{' '}
          or{' '}
          <a className="govuk-link" href="/forgotten-password">
            reset your password and memorable number
          </a>
          .
        </p>
        <p className="govuk-body">
          You can also{' '}
          <a className="govuk-link" href="/mgr-sign-in">
            sign in with our secure sign-in service
          </a>
          , which does not ask for your memorable number.
        </p>
        <h2 className="govuk-heading-m">Changing your details</h2>
        <p className="govuk-body">
          We cannot accept requests to change your personal details through secure messaging. Please call us
          instead.
        </p>
      </div>
    </div>
  );
}
