import type { ContentDefaults } from '../content/managed.ts';
import { accountSelectorDefaults, moneyMessages } from './money-movements.ts';
import { alreadyDoneDefaults, outcomeUnknownDefaults, processingDefaults } from './outcomes.ts';
import { invalidCharactersMessage } from './validation.ts';

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
  /** A name that looks like a card number or security code (docs/security.md, Card data). */
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

/** The answers that refuse a payment (spec 3 §8): the customer is sent back to the card details. */
export const CARD_REFUSALS = [
  'Declined',
  'CardBlocked',
  'LimitExceeded',
  'IncorrectPaymentDetails',
  'Failed',
] as const;
export type CardRefusal = (typeof CARD_REFUSALS)[number];

export const cardJourneyMessages = {
  /** The account actions' link to the journey (spec 2 §2 actions menu, Supports 'PayByCard'). */
  payInByCard: 'Pay in by card',
  /** spec 3 §2: the title of every step. */
  title: 'Pay savings or loan account',
  /** Added to every refusal: what happened to the money (docs/money-journeys.md, Pay into an account by card). */
  noMoneyTaken: 'No money has been taken from your card.',
  cancelled: 'You cancelled the payment. No money has been taken from your card.',
  /** The card details are kept for 15 minutes at most (decision 022). */
  holdExpired:
    'For your security we only keep card details for 15 minutes. Please enter your card details again.',
  issuerFrameTitle: 'Verify your payment with your card issuer',
} as const;

/** spec 3 §8's message for a refusal, and what it means for the money: shown on the card details page. */
export const cardRefusalMessages = Object.fromEntries(
  CARD_REFUSALS.map((status) => [
    status,
    `${cardOutcomeMessages[status]}. ${cardJourneyMessages.noMoneyTaken}`,
  ]),
) as Record<CardRefusal, string>;

// Managed content (decision 035): the pay-into-account pages' texts per page tag, the defaults in code
// (shared/messages/managed-tags-accounts.ts registers the tags). The refusal and outcome messages above stay code.

/** /{type}-servicing/pay-into-account/{id}, step 1 Transfer details (spec 3 §2, §5). */
export const PAY_INTO_ACCOUNT_TAG = 'pay-into-account';

export const PAY_INTO_ACCOUNT_DEFAULTS = {
  content: {
    title: cardJourneyMessages.title,
    step: 'Step 1 of 4: Transfer details',
    cancelled: cardJourneyMessages.cancelled,
    holdExpired: cardJourneyMessages.holdExpired,
    selectorLabel: 'Pay into',
    ...accountSelectorDefaults,
    factPayingInto: 'Paying into',
    factOwed: 'You owe',
    intro:
      'Pay in with a debit card in your name. You will check the payment before it is made, and your card issuer may ask you to confirm it is you.',
    amountLabel: 'Amount',
    amountHint: 'In pounds',
    amountHintOwed: 'In pounds, up to {owed}',
    cardHeading: 'Card details',
    cardNumberLabel: 'Card number',
    cardNumberHint: 'The long number on the front of your card',
    expiryLabel: 'Expiry date',
    expiryHint: 'As shown on the card, MM/YY, for example 03/29',
    nameLabel: 'Name on card',
    securityCodeLabel: 'Card security code',
    securityCodeHint: 'The last 3 digits on the back of the card',
    billingHeading: 'Billing address',
    billingText: 'The address your card statements go to.',
    addressLine1Label: 'Address line 1',
    addressLine2Label: 'Address line 2 (optional)',
    townLabel: 'Town or city (optional)',
    postcodeLabel: 'Postcode',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  // The form's messages (shared/forms/card-payment.ts raises these defaults) and the refusals the page shows after a
  // payment the bank refused: the `errors` kind, shown in their published wording by the page (ManagedErrors).
  errors: {
    amountRequired: moneyMessages.amountRequired,
    amountInvalid: moneyMessages.amountInvalid,
    amountAboveZero: moneyMessages.amountAboveZero,
    amountAboveOwed: cardPaymentMessages.amountAboveOwed,
    cardNumberRequired: cardPaymentMessages.cardNumberRequired,
    cardNumberInvalid: cardPaymentMessages.cardNumberInvalid,
    expiryRequired: cardPaymentMessages.expiryRequired,
    expiryInvalid: cardPaymentMessages.expiryInvalid,
    expired: cardPaymentMessages.expired,
    nameRequired: cardPaymentMessages.nameRequired,
    nameInvalid: cardPaymentMessages.nameInvalid,
    securityCodeRequired: cardPaymentMessages.securityCodeRequired,
    securityCodeInvalid: cardPaymentMessages.securityCodeInvalid,
    addressRequired: cardPaymentMessages.addressRequired,
    addressInvalid: cardPaymentMessages.addressInvalid,
    postcodeRequired: cardPaymentMessages.postcodeRequired,
    postcodeInvalid: cardPaymentMessages.postcodeInvalid,
    paymentTypeInvalid: cardPaymentMessages.paymentTypeInvalid,
    nameInvalidCharacters: invalidCharactersMessage('Name on card'),
    addressLine1InvalidCharacters: invalidCharactersMessage('Address line 1'),
    addressLine2InvalidCharacters: invalidCharactersMessage('Address line 2'),
    townInvalidCharacters: invalidCharactersMessage('Town or city'),
    refusedDeclined: cardRefusalMessages.Declined,
    refusedCardBlocked: cardRefusalMessages.CardBlocked,
    refusedLimitExceeded: cardRefusalMessages.LimitExceeded,
    refusedIncorrectDetails: cardRefusalMessages.IncorrectPaymentDetails,
    refusedFailed: cardRefusalMessages.Failed,
  },
} satisfies ContentDefaults;

/** Step 2 Review (spec 3 §2, §4). */
export const PAY_INTO_ACCOUNT_REVIEW_TAG = 'pay-into-account-review';

export const PAY_INTO_ACCOUNT_REVIEW_DEFAULTS = {
  content: {
    title: 'Check your payment',
    pageTitle: `Check your payment - ${cardJourneyMessages.title}`,
    step: 'Step 2 of 4: Review',
    rowPayingInto: 'Paying into',
    rowAmount: 'Amount',
    rowCard: 'Card',
    cardValue: 'Card ending {last4}',
    rowName: 'Name on card',
    rowAddress: 'Billing address',
    edit: 'Edit details',
    editNote: '(you will need to enter your card details again)',
    nothingYet:
      'Nothing has been taken from your card yet. Check the details, then pay. Your card issuer may ask you to confirm the payment.',
    pay: 'Pay {amount}',
    busy: 'Sending your payment. Do not refresh or leave this page.',
    cancel: 'Cancel',
    ...alreadyDoneDefaults(
      'You have already made this payment',
      'It will not be made again.',
      'See your payment confirmation',
    ),
  },
} satisfies ContentDefaults;

/** Step 3 Verification, the 3-D Secure hand-off's own texts (spec 3 §4.2). */
export const PAY_INTO_ACCOUNT_VERIFICATION_TAG = 'pay-into-account-verification';

export const PAY_INTO_ACCOUNT_VERIFICATION_DEFAULTS = {
  content: {
    title: 'Verify your payment',
    pageTitle: `Verify your payment - ${cardJourneyMessages.title}`,
    step: 'Step 3 of 4: Verification',
    summary:
      'Your card issuer needs to check it is you before {amount} is paid into {account} from your card ending {last4}. No money has been taken yet.',
    followInstructions: "Follow your card issuer's instructions below.",
    frameTitle: cardJourneyMessages.issuerFrameTitle,
    handOff:
      "Select Continue to go to your card issuer's secure page. When you have answered, they will send you back here.",
    continue: 'Continue to your card issuer',
    cancelHeading: 'If you do not want to make this payment',
    cancel: 'Cancel payment',
  },
} satisfies ContentDefaults;

/** Step 4 Confirmation (spec 3 §2, §4.3, §8). */
export const PAY_INTO_ACCOUNT_CONFIRMATION_TAG = 'pay-into-account-confirmation';

export const PAY_INTO_ACCOUNT_CONFIRMATION_DEFAULTS = {
  content: {
    title: cardOutcomeMessages.Completed,
    pageTitle: `${cardOutcomeMessages.Completed} - ${cardJourneyMessages.title}`,
    step: 'Step 4 of 4: Confirmation',
    reference: 'Your payment reference',
    summary: 'You paid {amount} into {account} from your card ending {last4}.',
    loanBalance: 'It reduces what you owe on the loan. Your balance will show it shortly.',
    savingsBalance: 'It will show in your balance shortly.',
    keepReference:
      'Keep your payment reference. If you have a question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank holidays.',
    back: 'Back to your accounts',
    ...processingDefaults('payment'),
    ...outcomeUnknownDefaults('payment'),
  },
} satisfies ContentDefaults;
