import { addressLookupMessages as lookupPostcodeMessages } from '../forms/address-lookup.ts';

// Address lookup (spec 1 §8 "Address lookup"). Keys are the upstream ResponseStatus values; `Single` and `Multiple`
// are the two Success outcomes. `alert` is the alert style the spec gives each message.

export const addressLookupMessages = {
  InvalidPostcodeFormat: { text: 'You have entered an invalid postcode format.', alert: 'danger' },
  NotFound: { text: 'No Address has been found for entered Postcode.', alert: 'warning' },
  Failed: { text: 'Postcode lookup is currently unavailable.', alert: 'warning' },
  Single: { text: 'A single Address has been found.', alert: 'success' },
  Multiple: { text: 'Multiple Addresses have been found please select your address.', alert: 'success' },
} as const;

export type AddressLookupOutcome = keyof typeof addressLookupMessages;

/**
 * The lookup's messages as the `errors` kind of a page that shows the lookup (decisions 035 and 055): the postcode
 * field's own (shared/forms/address-lookup.ts) and the lookup's answers above. The host page's tag spreads them in;
 * the component shows each in its published wording (useManagedMessage).
 */
export const addressLookupErrors = {
  lookupPostcodeRequired: lookupPostcodeMessages.postcodeRequired,
  lookupInvalidPostcodeFormat: addressLookupMessages.InvalidPostcodeFormat.text,
  lookupNotFound: addressLookupMessages.NotFound.text,
  lookupFailed: addressLookupMessages.Failed.text,
  lookupSingle: addressLookupMessages.Single.text,
  lookupMultiple: addressLookupMessages.Multiple.text,
} as const;

/**
 * The lookup's own texts (app/components/address-lookup): labels, hint, buttons and result texts ('{count}' is
 * filled in by code). A page that shows the lookup spreads these into its tag's `content` (decision 035);
 * the component uses them as they are elsewhere.
 */
export const ADDRESS_LOOKUP_CONTENT = {
  lookupPostcodeLabel: 'Postcode to search for',
  lookupPostcodeHint: 'For example, LS1 4DT',
  findAddress: 'Find address',
  lookupResultTitle: 'Address lookup',
  lookupWarning: 'Warning',
  selectAddressLabel: 'Select your address',
  addressesFound: '{count} addresses found',
  useAddress: 'Use this address',
  enterManually: 'Or enter the address yourself:',
  addressLine1Label: 'Address line 1',
  addressLine2Label: 'Address line 2 (optional)',
  postTownLabel: 'Town or city',
  postcodeLabel: 'Postcode',
} as const;

/**
 * The labels of the fields a host form may make required (edit personal details has its own, without
 * '(optional)', under the same keys).
 */
export const ADDRESS_LOOKUP_OPTIONAL_LABELS = {
  buildingNameLabel: 'House name or flat number (optional)',
  buildingNumberLabel: 'House number (optional)',
  countyLabel: 'County (optional)',
} as const;

export type AddressLookupTexts = Record<
  keyof typeof ADDRESS_LOOKUP_CONTENT | keyof typeof ADDRESS_LOOKUP_OPTIONAL_LABELS,
  string
>;

/** Every text of the lookup, as in code. */
export const ADDRESS_LOOKUP_TEXTS: AddressLookupTexts = {
  ...ADDRESS_LOOKUP_CONTENT,
  ...ADDRESS_LOOKUP_OPTIONAL_LABELS,
};
