import { z } from 'zod';
import { CARD_REFUSALS } from '../messages/card-payment.ts';

// The upstream contract of the money movements of spec 3 (§3 entities, §7 calls): make a withdrawal, give notice to
// withdraw, cancel a notice, pay into an account by card with 3-D Secure. Spec 3 §7 says "methods and paths for all
// calls in this document are not shown": the paths here are the sandbox's choice, in the API areas spec 2 §7 names
// (movemoney, paybycard). docs/decisions/018-upstream-contract-money-movements.md records the choices.
// Schemas are tolerant: unknown fields pass, absent details may be null. Amounts travel as decimal strings
// ('1234.50', minorUnitsToDecimalString of shared/domain/money.ts), never floats.

const text = z.string().nullish();

// ---------------------------------------------------------------------------------------------------------------
// Make a withdrawal and give notice (spec 3 §3 Withdrawal, §7 "Make withdrawal").
//
// POST WITHDRAWAL { AccountKey: { Key, Context }, WithdrawalInformation: { ActionDate: 'YYYY-MM-DD', Amount: '12.34' |
//   null, CloseAccount: boolean, PaymentReference: string | null } }
//  → { ResponseStatus: 'Success' | 'Failed' | other, TransactionIdentifier?, Message? }
// One call for both journeys: on an easy access account ActionDate is today and the money is paid on the next working
// day; on a notice account ActionDate is the notice's withdrawal date and the bank records a pending notice (a
// PendingTransaction in the transactions list, Cancellable true). CloseAccount true withdraws the whole balance and
// closes the account: Amount and PaymentReference are then null. The money always goes to the nominated account.
// The bank refuses an amount above the account's RemainingAllowance with ResponseStatus 'Failed'.
export const WITHDRAWAL = '/movemoney/v1.0/withdrawal';

export type WithdrawalRequest = {
  AccountKey: { Key: string; Context?: string | null | undefined };
  WithdrawalInformation: {
    ActionDate: string;
    Amount: string | null;
    CloseAccount: boolean;
    PaymentReference: string | null;
  };
};

export const withdrawalResponseSchema = z
  .object({
    ResponseStatus: text,
    TransactionIdentifier: z.union([z.string(), z.number()]).transform(String).nullish(),
    Message: text,
  })
  .loose();
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

// Cancel a notice (spec 3 §3 Cancel notice, §7 "Cancel notice").
// POST CANCEL_NOTICE { AccountKey: { Key, Context }, TransactionIdentifier } → { Success: boolean }
// Only a pending notice marked Cancellable can be cancelled; anything else answers Success false.
export const CANCEL_NOTICE = '/movemoney/v1.0/notice/cancel';

export type CancelNoticeRequest = {
  AccountKey: { Key: string; Context?: string | null | undefined };
  TransactionIdentifier: string;
};

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])])
  .transform((value) => value === true || String(value).toLowerCase() === 'true');

export const cancelNoticeResponseSchema = z.object({ Success: flag.nullish() }).loose();

// Pending notices come from the transactions call (shared/api/account-area.ts TRANSACTIONS): rows whose
// ExtendedProperties.Type is 'PendingTransaction', with Date the withdrawal date, Amount negative (0 means the whole
// balance: a closing notice), TransactionIdentifier, and ExtendedProperties.Cancellable and .PaymentReference.

// ---------------------------------------------------------------------------------------------------------------
// Pay into an account by card (spec 3 §3 Card payment request, §4 "Pay by card", §7).
//
// POST CARD_PAYMENT_MAKE CardPaymentRequest (below) → CardPaymentResponse
//   ResponseStatus: 'PerformThreeDSecure' (then ThreeDSecureUrl and PaymentKey are set) | 'Completed' (no challenge
//   needed) | 'Declined' | 'CardBlocked' | 'LimitExceeded' | 'IncorrectPaymentDetails' | 'Failed' | other.
// The 3-D Secure hand-off: the browser POSTs a form to ThreeDSecureUrl (the card issuer's challenge page, on the
// issuer's own origin) with fields MD (the portal's opaque token for this payment), TermUrl (where the issuer posts
// the result: a portal endpoint) and CancelUrl (where the issuer sends a customer who cancels). The issuer answers by
// POSTing PaRes (its signed result) and MD to TermUrl, or MD to CancelUrl — both cross-site POSTs.
// POST CARD_PAYMENT_COMPLETE { ...the make request without CardNumber, ExpiryDate and SecurityCode (the bank holds
//   them against PaymentKey; the portal drops them once make has been called), PaymentKey, ThreeDSecureResult: PaRes }
//   → { ResponseStatus: 'Completed' | 'Declined' | 'CardBlocked' | 'LimitExceeded' | 'IncorrectPaymentDetails' |
//       'Failed' | other, PaymentReference }
// POST CARD_PAYMENT_CANCEL { PaymentKey } → { ResponseStatus: 'Cancelled' }: the customer cancelled the challenge;
//   no money is taken and a later complete for that PaymentKey answers 'Failed'.
export const CARD_PAYMENT_MAKE = '/paybycard/v1.0/payment/make';
export const CARD_PAYMENT_COMPLETE = '/paybycard/v1.0/payment/complete';
export const CARD_PAYMENT_CANCEL = '/paybycard/v1.0/payment/cancel';

export type CardPaymentRequest = {
  AccountKey: { Key: string; Context?: string | null | undefined };
  /** Decimal string, '25.00'. */
  Amount: string;
  CurrencyCode: string;
  /** Digits only; absent from the complete call. */
  CardNumber?: string;
  CardHoldersName: string;
  /** 'MM/YY'; absent from the complete call. */
  ExpiryDate?: string;
  /** Billing address lines joined with ', '. */
  Address: string;
  PostCode: string;
  /** 3 digits; absent from the complete call. */
  SecurityCode?: string;
  /** spec 3 §5: 'specific' (the only type the portal offers). */
  PaymentType: 'specific';
  /** 'Savings' or 'Loan'. */
  ProductType: string;
  SaveCardDetails: false;
  PaymentKey: string | null;
  ThreeDSecureResult: string | null;
  ExtendedProperties: Record<string, string>;
};

/** Every status of a card payment's answer (spec 3 §8): 3-D Secure to do, done, or one of the refusals. */
export const CARD_PAYMENT_STATUSES = ['PerformThreeDSecure', 'Completed', ...CARD_REFUSALS] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

export const cardPaymentResponseSchema = z
  .object({
    ResponseStatus: text,
    PaymentKey: text,
    ThreeDSecureUrl: text,
    PaymentReference: text,
  })
  .loose();
export type CardPaymentResponse = z.infer<typeof cardPaymentResponseSchema>;

export const cardPaymentCancelResponseSchema = z.object({ ResponseStatus: text }).loose();
