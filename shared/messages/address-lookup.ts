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
