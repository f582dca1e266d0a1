// The money journeys' wording (spec 3 §5, §8). Spelling slips corrected, words kept: 'occured' → 'occurred'.

export const moneyMessages = {
  amountRequired: 'Please enter an amount',
  amountInvalid: 'Please enter a valid amount',
  amountAboveZero: 'Please enter an amount greater than zero',
  amountAboveAllowance: 'Please enter an amount less than available balance',
  referenceInvalid: 'Please enter a valid reference',
  /** spec 3 §8: a withdrawal the bank refused. */
  withdrawalFailed: 'Make a Withdraw Failed',
  /** spec 3 §8: a notice the bank refused. */
  noticeFailed: 'Notice to withdraw Failed',
  /** spec 3 §8 (message send, unknown): the wording for any movement whose outcome could not be confirmed. */
  unknown: 'An unknown error occurred. Please check your accounts before retrying.',
} as const;
