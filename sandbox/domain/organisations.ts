import type { DatabaseSync } from 'node:sqlite';

// Organisations (spec 1 §3 Organisation): the bank's "customers" in the customccb sense, i.e. the personal or
// business relationships a person belongs to. Marketing preferences may be unrecorded (all three NULL).

type OrganisationRow = {
  customer_id: string;
  full_name: string;
  street: string | null;
  district: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  landline: string | null;
  mobile: string | null;
  email: string | null;
  marketing_email: number | null;
  marketing_telephone: number | null;
  marketing_post: number | null;
  registered_street: string | null;
  registered_district: string | null;
  registered_town: string | null;
  registered_county: string | null;
  registered_postcode: string | null;
};

type UpstreamAddress = {
  Street: string | null;
  District: string | null;
  Town: string | null;
  County: string | null;
  Postcode: string | null;
};

/** The upstream Customer of getcustomer. */
export type UpstreamOrganisation = {
  CustomerId: string;
  /** The same id again (the short application's contract reads Id; shared/api/short-apply.ts). */
  Id: string;
  FullName: string;
  CorrespondenceAddress: UpstreamAddress;
  /** The registered office (spec 3 §3 Organisation). */
  RegisteredAddress: UpstreamAddress;
  ContactDetails: { LandlineTelephone: string | null; MobileTelephone: string | null; Email: string | null };
  MarketingPreferences: { Email: boolean; Telephone: boolean; Post: boolean } | null;
};

/** The organisations a person belongs to, in display order: CustomerId and FullName. */
export function organisationsOf(
  db: DatabaseSync,
  personId: string,
): { customerId: string; fullName: string }[] {
  return db
    .prepare(
      `SELECT o.customer_id, o.full_name FROM organisation_members m
       JOIN organisations o ON o.customer_id = m.customer_id
       WHERE m.person_id = ? ORDER BY m.display_order, o.customer_id`,
    )
    .all(personId)
    .map((row) => ({ customerId: String(row.customer_id), fullName: String(row.full_name) }));
}

/** One organisation, only if `personId` belongs to it. */
export function organisationFor(
  db: DatabaseSync,
  personId: string,
  customerId: string,
): UpstreamOrganisation | undefined {
  const row = db
    .prepare(
      `SELECT o.* FROM organisations o
       JOIN organisation_members m ON m.customer_id = o.customer_id AND m.person_id = ?
       WHERE o.customer_id = ?`,
    )
    .get(personId, customerId) as OrganisationRow | undefined;
  if (!row) return undefined;
  const preference = (value: number | null) => Number(value) === 1;
  const unrecorded =
    row.marketing_email === null && row.marketing_telephone === null && row.marketing_post === null;
  return {
    CustomerId: row.customer_id,
    Id: row.customer_id,
    FullName: row.full_name,
    CorrespondenceAddress: {
      Street: row.street,
      District: row.district,
      Town: row.town,
      County: row.county,
      Postcode: row.postcode,
    },
    RegisteredAddress: {
      Street: row.registered_street,
      District: row.registered_district,
      Town: row.registered_town,
      County: row.registered_county,
      Postcode: row.registered_postcode,
    },
    ContactDetails: { LandlineTelephone: row.landline, MobileTelephone: row.mobile, Email: row.email },
    MarketingPreferences: unrecorded
      ? null
      : {
          Email: preference(row.marketing_email),
          Telephone: preference(row.marketing_telephone),
          Post: preference(row.marketing_post),
        },
  };
}
