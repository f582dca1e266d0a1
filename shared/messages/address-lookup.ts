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
 * The lookup's messages as the `errors` kind of a page that shows the lookup (issue 13; decision 035): the postcode
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
