import { z } from 'zod';
import { addressLineFields } from './address-lookup.ts';

// The upstream contract of the signed-in account area (spec 2 §3, §7), parsed tolerantly: unknown fields pass
// through, absent details may be null. Where the spec names a call, its path is used; where it says "endpoint not
// shown", the path here is the sandbox's choice (docs/decisions/012-upstream-contract-account-area.md).
// Amounts stay as upstream sent them (number or decimal string): shared/domain/money.ts turns them into integer pence.

const amount = z.union([z.number(), z.string()]);
const text = z.string().nullish();
/** A yes/no value: a boolean, or 'true'/'false' as text. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((value) => value === true || String(value).toLowerCase() === 'true');

// ---------------------------------------------------------------------------------------------------------------
// Transactions (spec 2 §3 Transaction, §7 "Transactions fetch"; endpoint not shown).
//
// POST TRANSACTIONS { AccountKey: { Key, Context }, Range: { From, To, Latest? },
//                     ExtendedProperties: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' } }
//  → { Transactions: Transaction[], Range: { From, To, Latest } }
// FromDate/ToDate bound the booking dates (London calendar dates, inclusive). Range.From/To are row offsets into
// that date-filtered list, newest first (From inclusive, To exclusive; To - From = the page size); Latest true asks
// for the newest rows. The answer's Range echoes the rows actually returned, and Latest is true when To reached the
// end of the list (there is nothing older within the dates). Pending transactions (ExtendedProperties.Type
// 'PendingTransaction') are included: the portal hides them and counts them.
export const TRANSACTIONS = '/accounts/v3.0/transactions';

/** The transactions call's body: booking dates from..to (inclusive), rows [offset, offset + rows) newest first. */
export function transactionsRequest(
  accountKey: { Key: string; Context?: string | null | undefined },
  dates: { from: string; to: string },
  rows: { offset?: number; count: number },
): {
  AccountKey: { Key: string; Context?: string | null | undefined };
  Range: { From: number; To: number; Latest: boolean };
  ExtendedProperties: { FromDate: string; ToDate: string };
} {
  const offset = rows.offset ?? 0;
  return {
    AccountKey: accountKey,
    Range: { From: offset, To: offset + rows.count, Latest: offset === 0 },
    ExtendedProperties: { FromDate: dates.from, ToDate: dates.to },
  };
}

export const transactionSchema = z
  .object({
    Date: z.string(),
    Description: text,
    Amount: amount,
    Balance: amount.nullish(),
    TransactionIdentifier: z.union([z.string(), z.number()]).transform(String).nullish(),
    ExtendedProperties: z.object({ Type: text }).loose().nullish(),
  })
  .loose();

export const transactionsResponseSchema = z
  .object({
    Transactions: z.array(transactionSchema).nullish(),
    Range: z
      .object({ From: z.coerce.number().nullish(), To: z.coerce.number().nullish(), Latest: flag.nullish() })
      .loose()
      .nullish(),
  })
  .loose();

export type Transaction = z.infer<typeof transactionSchema>;

export const PENDING_TRANSACTION = 'PendingTransaction';

export function isPending(transaction: Transaction): boolean {
  return transaction.ExtendedProperties?.Type === PENDING_TRANSACTION;
}

// ---------------------------------------------------------------------------------------------------------------
// Interest history (spec 2 §7): POST getinteresthistory { AccountKey } → { InterestRateHistory: { InterestHistories } }.
// DateTo null means the rate still applies ('Present').
export const GET_INTEREST_HISTORY = '/customccb/v1.0/getinteresthistory';

export const interestHistorySchema = z
  .object({ DateFrom: z.string(), DateTo: text, AnnualInterestRate: amount })
  .loose();

export const interestHistoryResponseSchema = z
  .object({
    InterestRateHistory: z
      .object({ InterestHistories: z.array(interestHistorySchema).nullish() })
      .loose()
      .nullish(),
  })
  .loose();

export type InterestHistory = z.infer<typeof interestHistorySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Documents (spec 2 §3 Document, §7).
// POST GET_DOCUMENTS { AccountKey } → { Documents: Document[] }
// POST GET_DOCUMENT { DocumentKey: { Key }, ExtendedProperties: { Date: today (UTC, YYYY-MM-DD), Type, AccountKey } }
//  → { Document: base64, Mime }
export const GET_DOCUMENTS = '/accounts/v3.0/documents/getdocuments';
export const GET_DOCUMENT = '/accounts/v3.0/documents/getdocument';

export const documentSchema = z
  .object({
    DocumentKey: z.object({ Key: z.string() }).loose(),
    Name: z.string(),
    FileExtension: text,
    Date: z.string(),
    Type: text,
    ExtendedProperties: z.object({ DisplayType: text }).loose().nullish(),
  })
  .loose();

export const documentsResponseSchema = z.object({ Documents: z.array(documentSchema).nullish() }).loose();

export const documentResponseSchema = z.object({ Document: z.string(), Mime: text }).loose();

export type StatementDocument = z.infer<typeof documentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// User details and contact options (spec 2 §3, §7 "Personal details"; endpoints not shown).
// POST GET_USER_DETAILS { ExtendedProperties: {} } → UserDetails (the fields at the top level)
// POST GET_CONTACT_OPTIONS {} → { ContactOptions: [{ Type, Value }] }
// POST UPDATE_USER_DETAILS { Title, FirstName, MiddleName, Surname, EmailAddress, HomeNumber, WorkNumber,
//   MobileNumber, PrimaryContactNumber, Address, CorrespondenceAddress, ExtendedProperties: {}, Options: [{ Type,
//   Value }] } → { ResponseStatus: 'Success' | 'Failed' | other }. Under two-factor: the first call answers 412 with
//   x-challenge-status ISSUED (app/routes/two-factor/challenge.server.ts replays it with the code).
export const GET_USER_DETAILS = '/usermanagement/v1.0/user/details';
export const GET_CONTACT_OPTIONS = '/usermanagement/v1.0/user/contactoptions';
export const UPDATE_USER_DETAILS = '/usermanagement/v1.0/user/details/update';

export const userAddressSchema = z
  .object({
    ...addressLineFields,
    PostCode: text,
    Organisation: text,
    PoBox: text,
    SuiteNumber: text,
    FlatNumber: text,
    Street: text,
    VillageOrDistrict: text,
    TownOrCity: text,
    CheckedPostCode: text,
    HomeStatus: text,
  })
  .loose();

export const userDetailsSchema = z
  .object({
    Title: text,
    FirstName: text,
    MiddleName: text,
    Surname: text,
    EmailAddress: text,
    HomeNumber: text,
    WorkNumber: text,
    MobileNumber: text,
    PrimaryContactNumber: text,
    Postcode: text,
    Address: userAddressSchema.nullish(),
    CorrespondenceAddress: userAddressSchema.nullish(),
  })
  .loose();

export type UserAddress = z.infer<typeof userAddressSchema>;
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const contactOptionSchema = z.object({ Type: z.string(), Value: flag }).loose();
export const contactOptionsResponseSchema = z
  .object({ ContactOptions: z.array(contactOptionSchema).nullish() })
  .loose();

export const updateUserDetailsResponseSchema = z.object({ ResponseStatus: text }).loose();

// ---------------------------------------------------------------------------------------------------------------
// System messages (spec 2 §3, §7; endpoint not shown): GET SYSTEM_MESSAGES → { SystemMessages: [{ Body }] }.
// Bodies are plain text (the portal never renders upstream HTML). A message has no id: the portal keys a dismissal
// by a hash of its body.
export const SYSTEM_MESSAGES = '/cmscontent/v1.0/systemmessages';

export const systemMessagesResponseSchema = z
  .object({ SystemMessages: z.array(z.object({ Body: z.string() }).loose()).nullish() })
  .loose();
