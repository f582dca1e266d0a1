import type { ReactNode } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import { organisationMessages } from '#shared/messages/organisation.ts';
import { SummaryList, type SummaryListRow } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { loadOrganisations, type OrganisationView } from './organisations.server.ts';

// /update-organisation-details/retrieve (spec 1 §2, §3 "Organisation"): a read-only summary of each organisation
// the customer belongs to, and 'Back to Accounts'.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const customer = ctx.session.auth?.customer;
  if (!customer) throw redirect('/sign-in');
  return { organisations: await loadOrganisations(ctx, customer.userId) };
}

const NOT_HELD = 'Not held';

function rowsFor(organisation: OrganisationView): SummaryListRow[] {
  const row = (key: string, value: ReactNode): SummaryListRow => ({
    key: { text: key },
    value: { text: value },
  });
  const address =
    organisation.address.length > 0
      ? organisation.address.map((line, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </span>
        ))
      : NOT_HELD;
  const rows = [
    row('Correspondence address', address),
    row('Landline telephone', organisation.landline ?? NOT_HELD),
    row('Mobile telephone', organisation.mobile ?? NOT_HELD),
    row('Email', organisation.email ?? NOT_HELD),
  ];
  const { marketing } = organisation;
  if (!marketing) return [...rows, row('Contact preferences', organisationMessages.NoPreferences)];
  return [
    ...rows,
    row('Marketing by email', marketing.email),
    row('Marketing by telephone', marketing.telephone),
    row('Marketing by post', marketing.post),
  ];
}

export default function OrganisationDetails({ loaderData }: Route.ComponentProps) {
  const { supportPhone } = useRootData();
  const { organisations } = loaderData;
  return (
    <>
      <PageTitle page="Organisation details" />
      <h1 className="govuk-heading-l">Organisation details</h1>
      {organisations.length === 0 ? (
        <p className="govuk-body">We do not hold details of any organisation for you.</p>
      ) : (
        <>
          <p className="govuk-body">These are the details we hold for your organisation.</p>
          <p className="govuk-body">
            If anything has changed, call us on <strong>{supportPhone}</strong>.
          </p>
          {organisations.map((organisation) => (
            <SummaryList
              key={organisation.id}
              card={{ title: { text: organisation.fullName, headingLevel: 2 } }}
              rows={rowsFor(organisation)}
            />
          ))}
        </>
      )}
      <p className="govuk-body">
        <a className="govuk-link" href="/accounts">
          Back to Accounts
        </a>
      </p>
    </>
  );
}
