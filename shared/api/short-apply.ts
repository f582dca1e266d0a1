import { z } from 'zod';

// The upstream contract of the short application of spec 3 (§3 Product, Organisation, Applicant, Save response; §7
// "Get all products", "Fetch user details", "Fetch organisations by PersonId", "Fetch organisation details", "Save
// short application"). Spec 3 §7 shows no methods or paths: the paths here are the sandbox's choice, in a
// productmanagement area beside spec 2's usermanagement and customccb. docs/decisions/025-upstream-contract-short-apply.md
// records the choices. Schemas are tolerant: unknown fields pass, absent details may be null. Amounts travel as
// decimal strings ('1000.00', 2 decimals, GBP: spec 3 §9), never floats.
//
// The applicant comes from the existing user details call (shared/api/account-area.ts GET_USER_DETAILS), which
// also answers UserId and ExtendedProperties.DateOfBirth ('YYYY-MM-DD') for the short application. The
// organisations come from the existing organisation calls (shared/api/organisations.ts GET_ORGANISATION_CODES with
// PersonId = UserId, then GET_CUSTOMER per code), whose Customer also carries Id and RegisteredAddress (same shape as
// CorrespondenceAddress) for the short application's review.

const text = z.string().nullish();
const decimal = z.union([z.string(), z.number()]).transform(String);
const list = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    Array.isArray(value)
      ? value
      : value
          .split('|')
          .map((item) => item.trim())
          .filter(Boolean),
  )
  .nullish();

// ---------------------------------------------------------------------------------------------------------------
// Get all products (spec 3 §7): POST GET_PRODUCTS { checkLimitExceeded: true, isShortApply: true }
//   → { Products: [Product] }
// The bank answers every product it has; the portal shows a card only for Display_For_Short_Apply 'Y' and
// Product_Status 'A', sorted ascending by Sort_order (spec 3 §2). Interest_Frequency is 'MO' (monthly), 'YE'
// (yearly) or 'both' (the customer chooses on the review step); InterestPaymentFrequency is the older name of the
// same field (either may come). The document links are absolute URLs on the bank's web site:
// Product_Specific_TAndCs_Link (Account Terms & Conditions), Summary_box_url (Summary Box), and the sandbox's two
// additions Tariff_Of_Charges_Link (Tariff of Charges) and Information_Sheet_Link (the FSCS Information Sheet &
// Exclusions List) — the spec's review confirmations name those four documents but §3 lists only two links.
export const GET_PRODUCTS = '/productmanagement/v1.0/products';

export const productSchema = z
  .object({
    Product_Code: z.union([z.string(), z.number()]).transform(String),
    Product_Name: z.string(),
    Product_Status: text,
    Display_For_Short_Apply: text,
    Sort_order: z.union([z.number(), z.string()]).transform(Number).nullish(),
    Summary_box_url: text,
    Product_Specific_TAndCs_Link: text,
    Tariff_Of_Charges_Link: text,
    Information_Sheet_Link: text,
    To_apply_you_must_list: list,
    Key_facts_list: list,
    Minimum_investment: decimal.nullish(),
    Maximum_investment: decimal.nullish(),
    Interest_Frequency: text,
    InterestPaymentFrequency: text,
  })
  .loose();
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = z.object({ Products: z.array(productSchema).nullish() }).loose();

export {
  DEPOSIT_METHODS,
  DEPOSIT_SOURCES,
  INTEREST_FREQUENCIES,
  type InterestFrequencyCode,
} from './short-apply-choices.ts';

// ---------------------------------------------------------------------------------------------------------------
// Save short application (spec 3 §7): POST SAVE_SHORT_APPLICATION SaveShortApplicationRequest
//   → { Status: 'Success' | 'Failed' | other, Reference: string | null, Message?: string }
// Status 'Success' comes with the application reference (e.g. 'SA-000123'). The bank refuses (Status 'Failed') an
// unknown or hidden product, an amount outside the product's minimum and maximum, an organisation the caller does
// not belong to, and FCSCConfirmation other than 'true'. Anything else (e.g. 'Pending') is an unknown outcome:
// the application may exist, so the portal never re-sends it.
export const SAVE_SHORT_APPLICATION = '/productmanagement/v1.0/shortapply/save';

/** The name/value entries of Application.ExtendedProperties (spec 3 §7), in this order. */
export const SHORT_APPLY_PROPERTY_NAMES = [
  'FirstName',
  'LastName',
  'ChangedDetails',
  'OrganisationDetailsChanged',
  'OrganisationName',
  'OrganisationEmail',
  'CustomerId',
  'DepositMeans',
  'FCSCConfirmation',
] as const;
export type ShortApplyPropertyName = (typeof SHORT_APPLY_PROPERTY_NAMES)[number];

export type SaveShortApplicationRequest = {
  Application: {
    /** The source of funds (spec 3 §3 code list), e.g. 'Existing Savings'. */
    DepositFundsOption: string;
    ProductTypeCode: string;
    /** Without commas, 2 decimals: '25000.00'. */
    DepositAmount: { Amount: string; CurrencyCode: 'GBP' };
    /** 'MO' or 'YE': the product's own, or the customer's choice when the product offers both. */
    InterestPaymentFrequency: string;
    /** The applicant's date of birth, 'YYYY-MM-DD'. */
    DOB: string | null;
    /**
     * FirstName, LastName (the applicant's Surname), ChangedDetails (the change description, '' when none),
     * OrganisationDetailsChanged ('Yes' | 'No'), OrganisationName, OrganisationEmail, CustomerId (the
     * organisation's), DepositMeans (the payment method: 'Electronic Transfer' | 'Cheque'), FCSCConfirmation
     * ('true': the Information Sheet & Exclusions List confirmation).
     */
    ExtendedProperties: { Name: ShortApplyPropertyName; Value: string }[];
  };
  ExtendedProperties: { ApplicationType: 'ShortApply' };
};

export const saveShortApplicationResponseSchema = z
  .object({ Status: text, Reference: text, Message: text })
  .loose();
export type SaveShortApplicationResponse = z.infer<typeof saveShortApplicationResponseSchema>;
