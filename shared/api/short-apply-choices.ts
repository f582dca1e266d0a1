// Without the contract's schemas (classic zod, server-side), so the short application's pages can read them in the
// browser (decision 040). shared/api/short-apply.ts re-exports them.

/** The frequency codes of spec 3 §3 "Code lists". */
export const INTEREST_FREQUENCIES = { MO: 'Monthly', YE: 'Yearly' } as const;
export type InterestFrequencyCode = keyof typeof INTEREST_FREQUENCIES;

/** Source of funds (spec 3 §3 "Code lists"): the codes sent are not shown, so the labels are sent as they are. */
export const DEPOSIT_SOURCES = [
  'Existing Savings',
  'Trading Income/Profit',
  'Capital Injection/Loan',
  'Proceeds of a Sale',
  'Investment/Funding',
  'Compensation/Settlement',
  'Donation/Grant/Subscriptions',
  'Gift/Rebate/Inheritance',
] as const;

/** Payment method (spec 3 §3 "Code lists"), sent as its label. */
export const DEPOSIT_METHODS = ['Electronic Transfer', 'Cheque'] as const;
