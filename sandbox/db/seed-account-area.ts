import type { DatabaseSync } from 'node:sqlite';
import { findAddresses } from '../domain/addresses.ts';
import { addDays, addMonths, londonDate } from '../domain/clock.ts';
import {
  type AddressInput,
  type ContactOptions,
  DEFAULT_CONTACT_OPTIONS,
  saveContactOptions,
  saveUserDetails,
  toUserAddress,
} from '../domain/user-details.ts';
import type { AccountRow } from '../domain/accounts.ts';
import { type DocumentType, plannedDocuments, storeDocuments } from '../domain/documents.ts';
import { type BulkPlan, bulkHistory, generateHistory, type PendingPlan } from '../domain/history.ts';
import { ratePeriods, storeRatePeriods } from '../domain/interest-rates.ts';
import { hasTransactions, storeTransactions } from '../domain/transactions.ts';
import type { SeedAccount, SeedPerson } from './seed.ts';

// Seed data of the signed-in account area (spec 2): user details and contact options for every customer, and the
// generated history (transactions, interest rates, documents) of the accounts that ask for it. Dates relative to the
// seed day are resolved here, from the `now` the seed runs with.

export type DocumentKind = DocumentType;

/** How an account's history is generated (sandbox/domain/history.ts). */
export type HistoryPlan = {
  /** Transactions booked today and yesterday (besides the usual ones). */
  todayAndYesterday?: boolean;
  /** No booked transaction in the last this many days. */
  quietDays?: number;
  /**
   * Pending withdrawals or notices, dated the seed day or `inDays` after it (they do not count in the balance; they
   * hold back their amount of the RemainingAllowance).
   */
  pending?: PendingPlan[];
  /** Which documents the account has. */
  documents?: DocumentKind[];
  /** Years of statements (default 1); for a bulk history that goes back further. */
  documentYears?: number;
  /** A long history of exactly this many booked entries instead of the usual three years (the other options unused). */
  bulk?: BulkPlan;
};

export type SeedUserDetails = {
  title?: string;
  middleName?: string;
  homeNumber?: string;
  workNumber?: string;
  address?: AddressInput;
  /** Default: the same as the address. */
  correspondenceAddress?: AddressInput;
  contactOptions?: ContactOptions;
};

/** The account with its relative dates made absolute for the seed day. */
export function resolveAccountDates(account: SeedAccount, now: Date): SeedAccount {
  const { relative } = account;
  if (!relative) return account;
  const today = londonDate(now);
  let maturityDate = account.maturityDate;
  if (relative.maturesInDays !== undefined) maturityDate = addDays(today, relative.maturesInDays);
  if (relative.maturesInMonths !== undefined) maturityDate = addMonths(today, relative.maturesInMonths);
  let dateOpened = account.dateOpened;
  if (relative.openedMonthsAgo !== undefined) dateOpened = addMonths(today, -relative.openedMonthsAgo);
  if (relative.openedDaysAgo !== undefined) dateOpened = addDays(today, -relative.openedDaysAgo);
  // A fixed term opened a whole term before it matures.
  if (relative.termMonths !== undefined && maturityDate)
    dateOpened = addMonths(maturityDate, -relative.termMonths);
  return { ...account, dateOpened, maturityDate };
}

/** A person's address as the bank holds it: the seed's, or the first address at their postcode. */
function homeAddress(person: SeedPerson): AddressInput {
  if (person.details?.address) return person.details.address;
  const [first] = person.postcode ? findAddresses(person.postcode).addresses : [];
  return first
    ? { ...first, PostCode: first.Postcode }
    : { PostCode: person.postcode ?? undefined, AddressLine1: null, PostTown: null };
}

function seedUserDetails(db: DatabaseSync, person: SeedPerson): void {
  const details = person.details ?? {};
  const address = homeAddress(person);
  saveUserDetails(
    db,
    person.personId,
    {
      Title: details.title ?? null,
      FirstName: person.firstName,
      MiddleName: details.middleName ?? null,
      Surname: person.lastName,
      EmailAddress: person.email,
      HomeNumber: details.homeNumber ?? null,
      WorkNumber: details.workNumber ?? null,
      MobileNumber: person.mobile,
      PrimaryContactNumber: person.mobile ?? details.homeNumber ?? null,
      Address: toUserAddress(address),
      CorrespondenceAddress: toUserAddress(details.correspondenceAddress ?? address),
    },
    null,
    true,
  );
  saveContactOptions(db, person.personId, details.contactOptions ?? DEFAULT_CONTACT_OPTIONS, true);
}

/**
 * An account's generated transactions, from the account as stored (an upgraded database may hold another
 * balance than the seed's), only if it has none yet.
 */
function seedTransactions(db: DatabaseSync, accountKey: string, plan: HistoryPlan, today: string): void {
  const row = db.prepare('SELECT * FROM accounts WHERE account_key = ?').get(accountKey) as
    AccountRow | undefined;
  if (!row || row.product_type !== 'Savings' || hasTransactions(db, accountKey)) return;
  const account = {
    number: row.account_number,
    brandProductType: row.brand_product_type,
    balancePence: Number(row.balance_pence),
    interestRate: row.interest_rate,
    interestPaymentFrequency: row.interest_payment_frequency,
    dateOpened: row.date_opened,
    dateClosed: row.date_closed,
    maturityDate: row.maturity_date,
  };
  const history = plan.bulk ? bulkHistory(account, today, plan.bulk) : generateHistory(account, today, plan);
  storeTransactions(db, accountKey, row.account_number, history);
}

/** Every savings account's rate periods (from the account as stored), only if it has none yet. */
function seedRates(db: DatabaseSync, accountKey: string): void {
  const row = db.prepare('SELECT * FROM accounts WHERE account_key = ?').get(accountKey) as
    AccountRow | undefined;
  if (!row || row.product_type !== 'Savings') return;
  if (db.prepare('SELECT 1 AS found FROM interest_rates WHERE account_key = ?').get(accountKey)) return;
  storeRatePeriods(
    db,
    accountKey,
    ratePeriods({
      interestRate: row.interest_rate,
      fixed: row.brand_product_type === 'FIXED_TERM',
      dateOpened: row.date_opened,
      dateClosed: row.date_closed,
    }),
  );
}

function seedDocuments(db: DatabaseSync, accountKey: string, plan: HistoryPlan, today: string) {
  const kinds = plan.documents ?? [];
  const row = db.prepare('SELECT * FROM accounts WHERE account_key = ?').get(accountKey) as
    AccountRow | undefined;
  if (!row || kinds.length === 0) return;
  // Once only: a later seed day must not add statements for periods the stored history does not match.
  if (db.prepare('SELECT 1 AS found FROM documents WHERE account_key = ?').get(accountKey)) return;
  storeDocuments(db, accountKey, plannedDocuments(row, kinds, today, plan.documentYears));
}

/** Runs inside the seed's transaction, after persons and accounts exist. Idempotent. */
export function seedAccountArea(db: DatabaseSync, now: Date, persons: readonly SeedPerson[]): void {
  const today = londonDate(now);
  for (const person of persons) {
    if (person.credentials) seedUserDetails(db, person);
    for (const account of person.accounts) {
      seedRates(db, account.key);
      if (account.history) {
        seedTransactions(db, account.key, account.history, today);
        seedDocuments(db, account.key, account.history, today);
      }
    }
  }
}
