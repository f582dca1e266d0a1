// Without the contract's schemas (classic zod, server-side), so the edit personal details form can read it in the
// browser (decision 040). The sandbox's user details use it too.

/** The contact option types of spec 2 §3, with the labels the spec gives them. */
export const CONTACT_OPTION_TYPES = [
  'Email',
  'Mobile',
  'TextMessage',
  'Post',
  'OffersFromTheBank',
  'OffersFromSelectedPartners',
] as const;
export type ContactOptionType = (typeof CONTACT_OPTION_TYPES)[number];
