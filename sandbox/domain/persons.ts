import type { DatabaseSync } from 'node:sqlite';

// Persons: everyone the bank knows, registered for online banking or not (a customer is a person with credentials,
// under the same id). The access flows identify a person from the personal details typed into the portal
// (spec 1 §3: firstName, lastName, dateOfBirth, postCode, accountNumber), checked against the holders of that
// account.

export type OnlineAccess = 'Allowed' | 'NotAllowed' | 'Blocked';

/** A back-office answer the sandbox plays for a seeded person, so that every upstream status can be reached. */
export type Simulation =
  'SetupUnsuccessful' | 'SetupBlocked' | 'DestinationsUnavailable' | 'ChangeBlocked' | 'ChangeNoRegistered';

export type HolderRole = 'Signatory' | 'NonSignatory';

export type Person = {
  personId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  postcode: string | null;
  mobile: string | null;
  email: string | null;
  onlineAccess: OnlineAccess;
  simulate: Simulation | null;
};

type PersonRow = {
  person_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  postcode: string | null;
  mobile: string | null;
  email: string | null;
  online_access: OnlineAccess;
  simulate: Simulation | null;
};

const COLUMNS =
  'person_id, first_name, last_name, date_of_birth, postcode, mobile, email, online_access, simulate';

function toPerson(row: PersonRow): Person {
  return {
    personId: row.person_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    postcode: row.postcode,
    mobile: row.mobile,
    email: row.email,
    onlineAccess: row.online_access,
    simulate: row.simulate,
  };
}

export function findPerson(db: DatabaseSync, personId: string): Person | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM persons WHERE person_id = ?`).get(personId) as
    PersonRow | undefined;
  return row && toPerson(row);
}

export function fullName(person: Person): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** True when the person has online banking credentials (a customers row). */
export function isRegistered(db: DatabaseSync, personId: string): boolean {
  return db.prepare('SELECT 1 AS found FROM customers WHERE user_id = ?').get(personId) !== undefined;
}

/** Holds accounts, but none as a signatory: may not register or sign in (spec 1 §6). */
export function isNonSignatoryOnly(db: DatabaseSync, personId: string): boolean {
  const row = db
    .prepare(
      `SELECT sum(role = 'Signatory') AS signatory, sum(role = 'NonSignatory') AS nonSignatory
       FROM account_holders WHERE person_id = ?`,
    )
    .get(personId) as { signatory: number | null; nonSignatory: number | null };
  return Number(row.signatory ?? 0) === 0 && Number(row.nonSignatory ?? 0) > 0;
}

/** The account numbers a person holds (any role). */
export function heldAccountNumbers(db: DatabaseSync, personId: string): string[] {
  return db
    .prepare(
      `SELECT a.account_number FROM account_holders h JOIN accounts a ON a.account_key = h.account_key
       WHERE h.person_id = ? ORDER BY a.account_number`,
    )
    .all(personId)
    .map((row) => String(row.account_number));
}

/** Who should receive post about an account: its owner if a signatory, otherwise the first signatory. */
export function accountSignatory(db: DatabaseSync, accountNumber: string): Person | undefined {
  const row = db
    .prepare(
      `SELECT p.person_id FROM accounts a
       JOIN account_holders h ON h.account_key = a.account_key AND h.role = 'Signatory'
       JOIN persons p ON p.person_id = h.person_id
       WHERE a.account_number = ?
       ORDER BY h.person_id = a.customer_id DESC, h.person_id
       LIMIT 1`,
    )
    .get(accountNumber) as { person_id: string } | undefined;
  return row && findPerson(db, row.person_id);
}

// --- Identity entries -------------------------------------------------------------------------------------------

export const IDENTITY_TYPES = ['firstName', 'lastName', 'dateOfBirth', 'postCode', 'accountNumber'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
export type IdentityDetails = Partial<Record<IdentityType, string>>;

/**
 * The entries as the portal sends them (`[{ Type, Value }]`). Types are matched without case; types the sandbox
 * does not use (e.g. the spec's 'SecurityDetails') are ignored.
 */
export function identityDetails(entries: ReadonlyArray<{ Type: string; Value: unknown }>): IdentityDetails {
  const details: IdentityDetails = {};
  for (const entry of entries) {
    const type = IDENTITY_TYPES.find((known) => known.toLowerCase() === entry.Type.toLowerCase());
    if (type && typeof entry.Value === 'string') details[type] = entry.Value;
  }
  return details;
}

/** The types among `required` that are missing or blank. */
export function missingDetails(details: IdentityDetails, required: readonly IdentityType[] = IDENTITY_TYPES) {
  return required.filter((type) => !details[type]?.trim());
}

export function normaliseName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Postcodes compare without case or spaces ('ls1 4dt' = 'LS14DT' = 'LS1 4DT'). */
export function normalisePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function normaliseAccountNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export type IdentityMatch = { person: Person; role: HolderRole };

/**
 * The holder of the account whose first name, last name, date of birth and postcode are the ones given (all five
 * details must be present). A signatory wins over a non-signatory with the same details.
 */
export function matchIdentity(db: DatabaseSync, details: IdentityDetails): IdentityMatch | undefined {
  const { firstName, lastName, dateOfBirth, postCode, accountNumber } = details;
  if (!firstName || !lastName || !dateOfBirth || !postCode || !accountNumber) return undefined;
  const rows = db
    .prepare(
      `SELECT ${COLUMNS.split(', ')
        .map((column) => `p.${column}`)
        .join(', ')}, h.role
       FROM accounts a
       JOIN account_holders h ON h.account_key = a.account_key
       JOIN persons p ON p.person_id = h.person_id
       WHERE a.account_number = ?
       ORDER BY h.role = 'Signatory' DESC, p.person_id`,
    )
    .all(normaliseAccountNumber(accountNumber)) as (PersonRow & { role: HolderRole })[];
  const match = rows.find(
    (row) =>
      normaliseName(row.first_name) === normaliseName(firstName) &&
      normaliseName(row.last_name) === normaliseName(lastName) &&
      row.date_of_birth === dateOfBirth.trim() &&
      row.postcode !== null &&
      normalisePostcode(row.postcode) === normalisePostcode(postCode),
  );
  return match && { person: toPerson(match), role: match.role };
}
