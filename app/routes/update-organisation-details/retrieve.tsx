import type { ReactNode } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/retrieve.ts';
import { ORGANISATION_DEFAULTS, ORGANISATION_TAG } from '#shared/messages/organisation.ts';
import { SummaryList, type SummaryListRow } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { useRootData } from '../../lib/root-data.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { loadOrganisations, type OrganisationView } from './organisations.server.ts';

// /update-organisation-details/retrieve (spec 1 §2, §3 "Organisation"): a read-only summary of each organisation
// the customer belongs to, and 'Back to Accounts'.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const customer = ctx.session.auth?.customer;
  if (!customer) throw redirect('/sign-in');
  const organisations = await loadOrganisations(ctx, customer.userId);
  const page = await managedPage(
    ctx,
    ORGANISATION_TAG,
    ORGANISATION_DEFAULTS,
    '/update-organisation-details/retrieve',
  );
  return { organisations, page };
}

/** The summary's row names: managed texts whose Edit links go after the summaries (not inside a key). */
const ROW_KEYS = [
  'addressKey',
  'landlineKey',
  'mobileKey',
  'emailKey',
  'preferencesKey',
  'noPreferences',
  'marketingEmailKey',
  'marketingPhoneKey',
  'marketingPostKey',
  'notHeld',
] as const;

function rowsFor(organisation: OrganisationView, c: (key: string) => string): SummaryListRow[] {
  const notHeld = c('notHeld');
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
      : notHeld;
  const rows = [
    row(c('addressKey'), address),
    row(c('landlineKey'), organisation.landline ?? notHeld),
    row(c('mobileKey'), organisation.mobile ?? notHeld),
    row(c('emailKey'), organisation.email ?? notHeld),
  ];
  const { marketing } = organisation;
  if (!marketing) return [...rows, row(c('preferencesKey'), c('noPreferences'))];
  return [
    ...rows,
    row(c('marketingEmailKey'), marketing.email),
    row(c('marketingPhoneKey'), marketing.telephone),
    row(c('marketingPostKey'), marketing.post),
  ];
}

export default function OrganisationDetails({ loaderData }: Route.ComponentProps) {
  const { supportPhone } = useRootData();
  const { organisations, page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <PageTitle page={c('title')} />
      <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
      {organisations.length === 0 ? (
        <ManagedText page={page} name="content.none" className="govuk-body" />
      ) : (
        <>
          <ManagedText page={page} name="content.intro" className="govuk-body" />
          <p className="govuk-body">
            {c('callUs')} <strong>{supportPhone}</strong>.
          </p>
          <EditControl page={page} name="content.callUs" />
          {organisations.map((organisation) => (
            <SummaryList
              key={organisation.id}
              card={{ title: { text: organisation.fullName, headingLevel: 2 } }}
              rows={rowsFor(organisation, c)}
            />
          ))}
          <EditControls page={page} keys={ROW_KEYS} />
        </>
      )}
      <ManagedLink page={page} name="content.back" href="/accounts" />
    </>
  );
}
