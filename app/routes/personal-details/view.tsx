import type { Route } from './+types/view.ts';
import type { UserAddress, UserDetails } from '#shared/api/account-area.ts';
import { PERSONAL_DETAILS_DEFAULTS, PERSONAL_DETAILS_TAG } from '#shared/messages/personal-details.ts';
import { SummaryList, type SummaryListRow } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { ManagedLink } from '../../components/managed-link.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { fetchUserDetails } from './personal-details.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /personal-details/view (spec 2 §2 "Personal details"): the details held, read-only. The address is the
// correspondence address, its lines read from Street and AddressLine2.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const details = await fetchUserDetails(ctx);
  const page = await managedPage(
    ctx,
    PERSONAL_DETAILS_TAG,
    PERSONAL_DETAILS_DEFAULTS,
    '/personal-details/view',
  );
  return { details: viewOf(details, page.values['content.notHeld'] ?? ''), page };
}

/** Each row: the key of its managed name, and the value (or the managed 'Not held'). */
type DetailsView = { rows: [string, string | string[]][] };

/** The rows' managed names, whose Edit links go after the summary (not inside a key). */
const ROW_KEYS = [
  'titleKey',
  'firstNameKey',
  'middleNameKey',
  'lastNameKey',
  'emailKey',
  'homeNumberKey',
  'mobileNumberKey',
  'addressKey',
  'townKey',
  'countyKey',
  'postcodeKey',
  'notHeld',
] as const;

/** The address lines: house name or flat, house number and street, line 2 (spec 2 §2: Street and AddressLine2). */
export function addressLines(address: UserAddress | null | undefined): string[] {
  if (!address) return [];
  const street = address.Street ?? address.AddressLine1;
  return [
    address.BuildingName ?? address.FlatNumber,
    [address.BuildingNumber, street].filter((part) => part && part.trim()).join(' '),
    address.AddressLine2,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

function viewOf(details: UserDetails, notHeld: string): DetailsView {
  const present = (value: string | null | undefined): string =>
    value && value.trim() ? value.trim() : notHeld;
  const address = details.CorrespondenceAddress;
  const lines = addressLines(address);
  return {
    rows: [
      ['titleKey', present(details.Title)],
      ['firstNameKey', present(details.FirstName)],
      ['middleNameKey', present(details.MiddleName)],
      ['lastNameKey', present(details.Surname)],
      ['emailKey', present(details.EmailAddress)],
      ['homeNumberKey', present(details.HomeNumber)],
      ['mobileNumberKey', present(details.MobileNumber)],
      ['addressKey', lines.length > 0 ? lines : notHeld],
      ['townKey', present(address?.PostTown ?? address?.TownOrCity)],
      ['countyKey', present(address?.County)],
      ['postcodeKey', present(address?.PostCode)],
    ],
  };
}

export default function PersonalDetailsView({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  const rows: SummaryListRow[] = loaderData.details.rows.map(([key, value]) => ({
    key: { text: c(key) },
    value: {
      text: Array.isArray(value)
        ? value.map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))
        : value,
    },
  }));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={c('title')} />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <ManagedText page={page} name="content.intro" className="govuk-body" />
        <SummaryList rows={rows} />
        <EditControls page={page} keys={ROW_KEYS} />
        <ManagedLink page={page} name="content.edit" href="/personal-details/edit" />
        <ManagedLink page={page} name="content.back" href="/services" />
      </div>
    </div>
  );
}
