import type { Route } from './+types/view.ts';
import type { UserAddress, UserDetails } from '#shared/api/account-area.ts';
import { SummaryList, type SummaryListRow } from '../../components/govuk/index.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { fetchUserDetails } from './personal-details.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /personal-details/view (spec 2 §2 "Personal details"): the details held, read-only. The address is the
// correspondence address, its lines read from Street and AddressLine2.

export async function loader({ context }: Route.LoaderArgs) {
  const details = await fetchUserDetails(app(context));
  return { details: viewOf(details) };
}

const NOT_HELD = 'Not held';

type DetailsView = { rows: [string, string | string[]][] };

function present(value: string | null | undefined): string {
  return value && value.trim() ? value.trim() : NOT_HELD;
}

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

function viewOf(details: UserDetails): DetailsView {
  const address = details.CorrespondenceAddress;
  const lines = addressLines(address);
  return {
    rows: [
      ['Title', present(details.Title)],
      ['First name', present(details.FirstName)],
      ['Middle name', present(details.MiddleName)],
      ['Last name', present(details.Surname)],
      ['Email', present(details.EmailAddress)],
      ['Home number', present(details.HomeNumber)],
      ['Mobile number', present(details.MobileNumber)],
      ['Address', lines.length > 0 ? lines : NOT_HELD],
      ['Town or city', present(address?.PostTown ?? address?.TownOrCity)],
      ['County', present(address?.County)],
      ['Postcode', present(address?.PostCode)],
    ],
  };
}

export default function PersonalDetailsView({ loaderData }: Route.ComponentProps) {
  const rows: SummaryListRow[] = loaderData.details.rows.map(([key, value]) => ({
    key: { text: key },
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
        <PageTitle page="Personal details" />
        <h1 className="govuk-heading-l">Personal details</h1>
        <p className="govuk-body">These are the details we hold for you.</p>
        <SummaryList rows={rows} />
        <p className="govuk-body">
          <a className="govuk-link" href="/personal-details/edit">
            Edit your contact details and preferences
          </a>
        </p>
        <p className="govuk-body">
          <a className="govuk-link" href="/services">
            Back to services
          </a>
        </p>
      </div>
    </div>
  );
}
