import { fillIn } from '../content/managed.ts';
// Field validation messages (spec 1 §5, spec 2 §5). The forms in shared/forms/ take their wording from here.
// Spelling slips corrected, words kept: 'Please enter valid a password' → 'Please enter a valid password'.

/** Spec 1 §5 shared widgets and custom rules. */
export const widgetMessages = {
  required: 'Required',
  /** Spec 1 §5 gives the rules below no message of their own; see docs on each rule in shared/forms/rules.ts. */
  numeric: 'Please enter a valid number',
  currency: 'Please enter a valid amount',
  dateRequired: 'Please select a date.',
  dateInvalid: 'Please enter a valid date.',
  dateLaterThanToday: 'Please enter a date later than today.',
  dateOfBirthRequired: 'Please tell us your date of birth.',
  dateOfBirthInvalid: 'Please select a valid date of birth.',
  sortCodeRequired: 'Please enter your sort code',
  sortCodeInvalid: 'Please enter a valid sort code',
  lessThanAvailableBalance: 'Please enter an amount less than available balance',
  greaterThanZero: 'Please enter an amount greater than zero',
  /** Generic: spec 1 §5 says minAmountCheckWithInputValue has no message (spec 3's short apply supplies its own). */
  minInputValue: 'Please enter a value that is above the minimum amount.',
  /** Generic: spec 1 §5 says maxAmountCheckWithInputValue has no message (spec 3's short apply supplies its own). */
  maxInputValue: 'Please enter a value that is below the maximum amount.',
} as const;

/** '{title} must be a valid email address' (ccbEmail). */
export function ccbEmailMessage(title: string): string {
  return `${title} must be a valid email address`;
}

/** '{title} must be a valid phone number.' (ccbPhone). */
export function ccbPhoneMessage(title: string): string {
  return `${title} must be a valid phone number.`;
}

export const usernameInvalidSymbols = [
  '$',
  '&',
  '+',
  ',',
  '/',
  ':',
  ';',
  '=',
  '?',
  '%',
  '#',
  '<',
  '>',
  '{',
  '}',
  '^',
  '~',
  '[',
  ']',
  '`',
  '\\',
] as const;

export const usernameMessages = {
  required: 'Please enter a username',
  length: 'Your username must be at least 6 characters, and no more than 23 characters',
  invalidSymbols: `Your username contains one or more of these invalid symbols ${usernameInvalidSymbols.join(' ')} Please remove them and try again`,
  confirmRequired: 'Please confirm your username',
  mismatch: 'Please ensure the username fields match',
} as const;

export const passwordMessages = {
  required: 'Please enter a password',
  invalid: 'Please enter a valid password',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Please ensure the password fields match',
  /** Forgotten password and update security flows. */
  mismatchForgottenOrUpdate: 'Your passwords do not match. Please check and try again.',
} as const;

export const memorableNumberMessages = {
  required: 'Please enter your memorable number',
  invalid: 'Please enter a valid memorable number',
  confirmRequired: 'Please confirm your memorable number',
  mismatch: 'Please ensure the memorable number fields match',
} as const;

export const signInFieldMessages = {
  /**
   * Spec 1 §5: "the message asks for the username chosen at registration and points to 'forgotten your username'".
   * Composed wording.
   */
  usernameRequired:
    'Please enter the username you chose when you registered. If you have forgotten it, use the forgotten your username link.',
  usernameLength: usernameMessages.length,
  usernameInvalidSymbols: usernameMessages.invalidSymbols,
  passwordRequired: passwordMessages.required,
  /**
   * Spec 1 §5 gives every digit 'Please enter the 3 digits requested above' and 'Please enter a valid memorable
   * number': three identical links, and 'above' where the hint says 'below'. Each names its digit instead
   * (decision 063); '{position}' is the digit's label ('1st', '3rd', ...).
   */
  pinRequired: 'Please enter the {position} digit of your memorable number',
  pinInvalid: 'Please enter a single number from 0 to 9 for the {position} digit',
} as const;

/** Registration, forgotten username and forgotten password: personal details (spec 1 §5 table). */
export const personalDetailsFormMessages = {
  firstnameRequired: 'Please enter your first name',
  firstnameInvalid: 'Please enter a valid first name',
  lastnameRequired: 'Please enter your last name',
  lastnameInvalid: 'Please enter a valid last name',
  postcodeRequired: 'Please enter your home postcode',
  postcodeInvalid: 'Please enter a valid home postcode',
  dateOfBirthRequired: 'Please enter your date of birth',
  dateOfBirthInvalid: 'Please select a valid date of birth.',
  accountNumberRequired: 'Please enter your account number',
  accountNumberInvalid: 'Please enter a valid account number',
} as const;

export const updateSecurityFormMessages = {
  mustHaveCredential: 'You must input at least one credential to change.',
} as const;

/** Transactions date range (spec 2 §5). */
export const dateRangeMessages = {
  startRequired: 'Please select a start date',
  endRequired: 'Please select an end date',
  startInvalid: 'Please select a valid start date',
  endInvalid: 'Please select a valid end date',
  startAfterEnd: 'Start date must be less than or equal to the end date',
  endBeforeStart: 'End date must be greater than or equal to the start date.',
} as const;

/** One-time passcode (spec 2 §5). `alternative` is the second form's wording. */
export const otpMessages = {
  required: 'Please enter your One Time Passcode.',
  invalid: 'Please enter a valid One Time Passcode.',
  alternative: {
    required: 'Please enter your one time passcode',
    invalid: 'Please enter a valid one time passcode',
  },
  /**
   * Spec 2 §5 gives 'Please select a mobile phone number.'; the choices offered may be e-mail addresses too, so the
   * message names what is offered (decision 063): '{choice}' is filled by destinationRequiredMessage.
   */
  destinationRequired: 'Please select {choice}.',
} as const;

/** The destination's required message for the kinds offered: the spec's words when only phones are. */
export function destinationRequiredMessage(kinds: readonly ('phone' | 'email')[]): string {
  const phone = kinds.includes('phone');
  const email = kinds.includes('email');
  const choice =
    phone && email
      ? 'a mobile phone number or an e-mail address'
      : email
        ? 'an e-mail address'
        : 'a mobile phone number';
  return fillIn(otpMessages.destinationRequired, { choice });
}

export const accountChooserMessages = {
  required: 'Please select your account',
} as const;

/** Edit personal details (spec 2 §5). Wording exactly as the spec gives it. */
export const editPersonalDetailsMessages = {
  emailRequired: 'Please enter a email.',
  emailInvalid: 'Please enter a valid email.',
  confirmEmailMismatch: "Email address doesn't match",
  homeNumberRequired: 'Please enter a home number.',
  homeNumberInvalid: 'Please enter a valid home number.',
  workNumberRequired: 'Please enter a work number.',
  workNumberInvalid: 'Please enter a valid work number.',
  mobileNumberRequired: 'Please enter a mobile number.',
  mobileNumberInvalid: 'Please enter a valid mobile number.',
  houseNameOrFlatRequired: 'Please enter a house name or flat number.',
  houseNumberRequired: 'Please enter a house number.',
  addressLine1Required: 'Please enter address line 1.',
  postTownRequired: 'Please enter town/city.',
  /** Address: 'country', correspondence address: 'County' — as the spec gives them. */
  countyRequired: 'Please enter country.',
  countyInvalid: 'Please enter a valid country name.',
  correspondenceCountyRequired: 'Please enter County.',
  correspondenceCountyInvalid: 'Please enter a valid County name.',
  postCodeRequired: 'Please enter postcode.',
  postCodeInvalid: 'Please enter your postcode in a valid UK postcode format.',
} as const;

/** 'There is 1 error in this form:' / 'There are N errors in this form:' (spec 1 §5). */
/** The error summary's titles (spec 1 §5), managed texts of the shell (tag 'layout'): '{count}' is filled in. */
export const ERROR_SUMMARY_TITLES = {
  one: 'There is 1 error in this form:',
  many: 'There are {count} errors in this form:',
} as const;

/** The error summary's title for `count` errors; `titles`: their published wording, else the defaults. */
export function errorSummaryTitle(
  count: number,
  titles: { one: string; many: string } = ERROR_SUMMARY_TITLES,
): string {
  return count === 1 ? titles.one : fillIn(titles.many, { count });
}

/**
 * A free-text field holding a control character (NUL, ESC, CR/LF in a one-line field), or an invisible bidirectional
 * override (U+202A–U+202E, U+2066–U+2069): decision 030. Worded like the spec's own invalid-characters
 * message (spec 1 §5 Username: '... contains one or more of these invalid symbols ... Please remove them and try
 * again'), naming the field.
 */
export function invalidCharactersMessage(label: string = 'Your answer'): string {
  return `${label} contains one or more invalid characters. Please remove them and try again`;
}
