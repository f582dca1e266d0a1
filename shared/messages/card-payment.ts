// Pay into account by card (spec 3 §5 "Pay by card", §8 card messages). The amount's words are the withdrawal's
// (shared/messages/money-movements.ts). Where the spec gives a fragment ('must be in MM/YY format', 'must be 3
// digits') the field's name is put in front so the message reads on its own in the error summary; the required
// messages and the billing fields have none in the spec and follow its 'Please enter ...' style.

export const cardPaymentMessages = {
  cardNumberRequired: 'Please enter your card number',
  /** spec 3 §5: any card number that is not 12–19 digits passing the Luhn check. */
  cardNumberInvalid: 'Please enter a valid credit card number',
  expiryRequired: 'Please enter the expiry date',
  /** spec 3 §5 'must be in MM/YY format'. */
  expiryInvalid: 'Expiry date must be in MM/YY format',
  /** spec 3 §5: the card must not be expired (it is valid to the end of its expiry month, London time). */
  expired: 'The card has expired: enter the expiry date of a card that is still valid',
  securityCodeRequired: 'Please enter the card security code',
  /** spec 3 §5 'must be 3 digits'. */
  securityCodeInvalid: 'Card security code must be 3 digits',
  nameRequired: 'Please enter the name on the card',
  /** A name that looks like a card number or security code (SPEC3-NOTES CARD-06). */
  nameInvalid: 'Please enter the name as it appears on the card',
  addressRequired: 'Please enter the first line of the billing address',
  addressInvalid: 'Please enter a valid billing address',
  postcodeRequired: 'Please enter the billing postcode',
  postcodeInvalid: 'Please enter a valid UK postcode for the billing address',
  /** spec 3 §5 'Payment type is required (default specific)': the portal offers only 'specific'. */
  paymentTypeInvalid: 'Please choose a payment type',
  /** A loan takes no more than is owed on it. */
  amountAboveOwed: 'Please enter an amount no more than you owe',
} as const;

/** spec 3 §8: what each answer of the card payment calls means for the customer. */
export const cardOutcomeMessages = {
  IncorrectPaymentDetails: 'Incorrect payment details were entered',
  Failed: 'The payment failed to go through due to technical difficulties',
  Declined: 'The payment was declined by the card issuer',
  CardBlocked: 'The card is blocked by the card issuer',
  LimitExceeded: 'Maximum limit exceeded',
  Completed: 'Payment completed successfully',
} as const;

export type CardOutcome = keyof typeof cardOutcomeMessages;

export const cardJourneyMessages = {
  /** The account actions' link to the journey (spec 2 §2 actions menu, Supports 'PayByCard'). */
  payInByCard: 'Pay in by card',
  /** spec 3 §2: the title of every step. */
  title: 'Pay savings or loan account',
  /** Added to every refusal (SPEC3-NOTES CARD-14): what happened to the money. */
  noMoneyTaken: 'No money has been taken from your card.',
  cancelled: 'You cancelled the payment. No money has been taken from your card.',
  /** The card details are kept for 15 minutes at most (decision 022). */
  holdExpired:
    'For your security we only keep card details for 15 minutes. Please enter your card details again.',
  issuerFrameTitle: 'Verify your payment with your card issuer',
} as const;
