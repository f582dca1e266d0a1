import type { DatabaseSync } from 'node:sqlite';
import { CONTACT_OPTION_TYPES, type ContactOptionType } from '../../shared/api/contact-options.ts';

// The personal details the bank holds for an online banking customer (spec 2 §3 User details, Contact options):
// usermanagement user/details, user/contactoptions and user/details/update.

/** The upstream UserAddress: every field present, null when unknown. */
export type UserAddress = {
  BuildingName: string | null;
  BuildingNumber: string | null;
  AddressLine1: string | null;
  AddressLine2: string | null;
  PostTown: string | null;
  County: string | null;
  PostCode: string | null;
  Organisation: string | null;
  PoBox: string | null;
  SuiteNumber: string | null;
  FlatNumber: string | null;
  Street: string | null;
  VillageOrDistrict: string | null;
  TownOrCity: string | null;
  CheckedPostCode: string | null;
  HomeStatus: string | null;
};

/** The parts of an address a customer gives (the rest is derived from them). */
export type AddressInput = Partial<
  Pick<
    UserAddress,
    | 'BuildingName'
    | 'BuildingNumber'
    | 'AddressLine1'
    | 'AddressLine2'
    | 'PostTown'
    | 'County'
    | 'PostCode'
    | 'Organisation'
    | 'PoBox'
    | 'SuiteNumber'
    | 'FlatNumber'
    | 'HomeStatus'
  >
>;

export type UserDetails = {
  Title: string | null;
  FirstName: string;
  MiddleName: string | null;
  Surname: string;
  EmailAddress: string | null;
  HomeNumber: string | null;
  WorkNumber: string | null;
  MobileNumber: string | null;
  PrimaryContactNumber: string | null;
  Postcode: string | null;
  Address: UserAddress;
  CorrespondenceAddress: UserAddress;
};

export type ContactOptions = Record<ContactOptionType, boolean>;

/** What a customer who never said otherwise has: service messages by e-mail, text and post, no offers. */
export const DEFAULT_CONTACT_OPTIONS: ContactOptions = {
  Email: true,
  Mobile: true,
  TextMessage: true,
  Post: true,
  OffersFromTheBank: false,
  OffersFromSelectedPartners: false,
};

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The full upstream address from what was given: Street is the first address line, VillageOrDistrict the second,
 * TownOrCity the post town, CheckedPostCode the postcode (as the bank's address system fills them in).
 */
export function toUserAddress(input: AddressInput): UserAddress {
  const address = {
    BuildingName: blankToNull(input.BuildingName),
    BuildingNumber: blankToNull(input.BuildingNumber),
    AddressLine1: blankToNull(input.AddressLine1),
    AddressLine2: blankToNull(input.AddressLine2),
    PostTown: blankToNull(input.PostTown),
    County: blankToNull(input.County),
    PostCode: blankToNull(input.PostCode),
    Organisation: blankToNull(input.Organisation),
    PoBox: blankToNull(input.PoBox),
    SuiteNumber: blankToNull(input.SuiteNumber),
    FlatNumber: blankToNull(input.FlatNumber),
    HomeStatus: blankToNull(input.HomeStatus),
  };
  return {
    ...address,
    Street: address.AddressLine1,
    VillageOrDistrict: address.AddressLine2,
    TownOrCity: address.PostTown,
    CheckedPostCode: address.PostCode,
  };
}

type UserDetailsRow = {
  title: string | null;
  first_name: string;
  middle_name: string | null;
  surname: string;
  email: string | null;
  home_number: string | null;
  work_number: string | null;
  mobile_number: string | null;
  primary_contact_number: string | null;
  address: string;
  correspondence_address: string;
};

export function findUserDetails(db: DatabaseSync, personId: string): UserDetails | undefined {
  const row = db.prepare('SELECT * FROM user_details WHERE person_id = ?').get(personId) as
    UserDetailsRow | undefined;
  if (!row) return undefined;
  const address = JSON.parse(row.address) as UserAddress;
  return {
    Title: row.title,
    FirstName: row.first_name,
    MiddleName: row.middle_name,
    Surname: row.surname,
    EmailAddress: row.email,
    HomeNumber: row.home_number,
    WorkNumber: row.work_number,
    MobileNumber: row.mobile_number,
    PrimaryContactNumber: row.primary_contact_number,
    Postcode: address.PostCode,
    Address: address,
    CorrespondenceAddress: JSON.parse(row.correspondence_address) as UserAddress,
  };
}

export type StoredUserDetails = Omit<UserDetails, 'Postcode'>;

/** Inserts (insertOnly: only if absent, as the seed does) or replaces a person's details. */
export function saveUserDetails(
  db: DatabaseSync,
  personId: string,
  details: StoredUserDetails,
  updatedAt: string | null,
  insertOnly = false,
): void {
  db.prepare(
    `INSERT ${insertOnly ? 'OR IGNORE' : 'OR REPLACE'} INTO user_details
       (person_id, title, first_name, middle_name, surname, email, home_number, work_number, mobile_number,
        primary_contact_number, address, correspondence_address, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    personId,
    details.Title,
    details.FirstName,
    details.MiddleName,
    details.Surname,
    details.EmailAddress,
    details.HomeNumber,
    details.WorkNumber,
    details.MobileNumber,
    details.PrimaryContactNumber,
    JSON.stringify(details.Address),
    JSON.stringify(details.CorrespondenceAddress),
    updatedAt,
  );
}

export function contactOptionsOf(db: DatabaseSync, personId: string): ContactOptions {
  const stored = new Map(
    db
      .prepare('SELECT type, value FROM contact_options WHERE person_id = ?')
      .all(personId)
      .map((row) => [String(row.type), Number(row.value) === 1]),
  );
  return Object.fromEntries(
    CONTACT_OPTION_TYPES.map((type) => [type, stored.get(type) ?? DEFAULT_CONTACT_OPTIONS[type]]),
  ) as ContactOptions;
}

export function saveContactOptions(
  db: DatabaseSync,
  personId: string,
  options: Partial<ContactOptions>,
  insertOnly = false,
): void {
  const statement = db.prepare(
    `INSERT ${insertOnly ? 'OR IGNORE' : 'OR REPLACE'} INTO contact_options (person_id, type, value) VALUES (?, ?, ?)`,
  );
  for (const type of CONTACT_OPTION_TYPES) {
    const value = options[type];
    if (value !== undefined) statement.run(personId, type, value ? 1 : 0);
  }
}
