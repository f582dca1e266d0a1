// The shared widget rules of spec 1 §5, each a pure test plus its exact message. A field (shared/forms/fields.ts)
// checks its rules in order and reports only the first that fails, with `required` always checked first — spec 1 §5:
// "Error display prefers a required error, then a format error".
import { currencyDecimals, parseDecimalToMinorUnits, type Pence } from '../domain/money.ts';
import { isLaterThanToday, londonToday, parseDayMonthYear, type IsoDate } from '../domain/dates.ts';
import {
  ccbEmailMessage,
  ccbPhoneMessage,
  usernameMessages,
  widgetMessages,
} from '../messages/validation.ts';

/** `required` is reported before any other kind; the other kinds only label the rule. */
export type RuleKind = 'required' | 'format' | 'range';

export type FieldRule<T = string> = {
  readonly kind: RuleKind;
  readonly message: string;
  /** True when the value passes. Never called for a blank optional field. */
  readonly test: (value: T) => boolean;
};

/** A clock for "today": tests inject one, production uses the system clock. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

export function rule<T = string>(kind: RuleKind, message: string, test: (value: T) => boolean): FieldRule<T> {
  return { kind, message, test };
}

/** Spec 1 §5 Required: 'Required'. Blank or only spaces fails. */
export function required(message: string = widgetMessages.required): FieldRule {
  return rule('required', message, (value) => value.trim() !== '');
}

export function matches(pattern: RegExp, message: string): FieldRule {
  return rule('format', message, (value) => pattern.test(value));
}

export function lengthBetween(min: number, max: number, message: string): FieldRule {
  return rule('format', message, (value) => value.length >= min && value.length <= max);
}

// ---- Numeric input -------------------------------------------------------------------------------------------------

/** Digits with an optional decimal point and at most `dp` decimals; dp 0 means whole numbers only. */
export function isNumeric(value: string, dp: number): boolean {
  if (!Number.isInteger(dp) || dp < 0) throw new RangeError(`dp must be a non-negative integer, got ${dp}`);
  const pattern = dp === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:\\.\\d{1,${dp}})?$`);
  return pattern.test(value);
}

/** Numeric input. Spec 1 §5 gives it no message (the widget rejects keystrokes): generic 'Please enter a valid number'. */
export function numeric(dp: number, message: string = widgetMessages.numeric): FieldRule {
  return rule('format', message, (value) => isNumeric(value, dp));
}

// ---- Currency input ------------------------------------------------------------------------------------------------

export type CurrencyOptions = {
  /** ISO 4217 code; its minor unit gives the decimals (GBP 2). Default GBP. */
  currency?: string;
  /** Maximum digits before the decimal point. Default 10 (spec 1 §9). */
  maxDigits?: number;
};

/**
 * Grouped digits with optional commas ('1234', '1,234' — but not '12,34'), at most `maxDigits` digits before the
 * point, and at most the currency's decimals after it. No sign, no symbol.
 */
export function isCurrencyAmount(value: string, options: CurrencyOptions = {}): boolean {
  const { currency = 'GBP', maxDigits = 10 } = options;
  const decimals = currencyDecimals(currency);
  const fraction = decimals === 0 ? '' : `(?:\\.\\d{1,${decimals}})?`;
  const match = new RegExp(`^(\\d+|\\d{1,3}(?:,\\d{3})+)${fraction}$`).exec(value);
  return match !== null && (match[1] ?? '').replaceAll(',', '').length <= maxDigits;
}

/**
 * Whether what has been typed so far can still become a currency amount by typing more: digits (grouped by commas
 * as typed), then a point after a complete whole part, then at most the currency's decimals. Spec 1 §5: input
 * breaking the pattern is rejected as typed. The browser's check only; the form's rule stays `isCurrencyAmount`.
 */
export function isCurrencyAmountAsTyped(value: string, options: CurrencyOptions = {}): boolean {
  const { currency = 'GBP', maxDigits = 10 } = options;
  const decimals = currencyDecimals(currency);
  const [whole = '', fraction, ...more] = value.split('.');
  if (more.length > 0 || whole.replaceAll(',', '').length > maxDigits) return false;
  if (fraction === undefined) return /^(?:\d*|\d{1,3}(?:,\d{3})*(?:,\d{0,3})?)$/.test(whole);
  return (
    decimals > 0 &&
    /^(?:\d+|\d{1,3}(?:,\d{3})+)$/.test(whole) &&
    new RegExp(`^\\d{0,${decimals}}$`).test(fraction)
  );
}

/** Currency input. Spec 1 §5 gives no message; spec 3's amount wording is the default: 'Please enter a valid amount'. */
export function currency(options: CurrencyOptions & { message?: string } = {}): FieldRule {
  return rule('format', options.message ?? widgetMessages.currency, (value) =>
    isCurrencyAmount(value, options),
  );
}

/**
 * An entered amount in minor units (commas removed, as the spec's amount rules do), or null when it is not a plain
 * non-negative amount with at most the currency's decimals.
 */
export function amountToMinorUnits(value: string, currencyCode = 'GBP'): Pence | null {
  return parseDecimalToMinorUnits(value.replaceAll(',', ''), {
    decimals: currencyDecimals(currencyCode),
    allowNegative: false,
    allowGrouping: false,
    allowTrailingZeros: false,
  });
}

/** An amount rule passes when the amount is not parseable: reporting that is the format rule's job. */
function amountRule(message: string, currencyCode: string, test: (minor: Pence) => boolean): FieldRule {
  return rule('range', message, (value) => {
    const minor = amountToMinorUnits(value, currencyCode);
    return minor === null || test(minor);
  });
}

/** compareWithAvailableBalance: the amount must not exceed the balance (both compared in integer minor units). */
export function isWithinAvailableBalance(amount: string, balance: Pence, currencyCode = 'GBP'): boolean {
  const minor = amountToMinorUnits(amount, currencyCode);
  return minor === null || minor <= balance;
}

export function compareWithAvailableBalance(
  balance: Pence,
  options: { currency?: string; message?: string } = {},
): FieldRule {
  const currencyCode = options.currency ?? 'GBP';
  return amountRule(
    options.message ?? widgetMessages.lessThanAvailableBalance,
    currencyCode,
    (minor) => minor <= balance,
  );
}

/** minAmountCheck: at least `minimum` minor units (default 1, i.e. 0.01 — spec 3 §9 minimum withdrawal). */
export function minAmountCheck(
  minimum: Pence = 1,
  options: { currency?: string; message?: string } = {},
): FieldRule {
  return amountRule(
    options.message ?? widgetMessages.greaterThanZero,
    options.currency ?? 'GBP',
    (minor) => minor >= minimum,
  );
}

/**
 * minAmountCheckWithInputValue: at least `minimum` when one is supplied, otherwise passes. Spec 1 §5 gives it no
 * message; the default is the generic 'Please enter a value that is above the minimum amount.' (short apply passes its
 * own 'Please enter a value that is above the minimum investment amount.').
 */
export function minAmountCheckWithInputValue(
  minimum: Pence | null | undefined,
  options: { currency?: string; message?: string } = {},
): FieldRule {
  return amountRule(options.message ?? widgetMessages.minInputValue, options.currency ?? 'GBP', (minor) =>
    minimum === null || minimum === undefined ? true : minor >= minimum,
  );
}

/**
 * maxAmountCheckWithInputValue: at most `maximum` when one is supplied, otherwise passes. No message in the spec; the
 * default is the generic 'Please enter a value that is below the maximum amount.'.
 */
export function maxAmountCheckWithInputValue(
  maximum: Pence | null | undefined,
  options: { currency?: string; message?: string } = {},
): FieldRule {
  return amountRule(options.message ?? widgetMessages.maxInputValue, options.currency ?? 'GBP', (minor) =>
    maximum === null || maximum === undefined ? true : minor <= maximum,
  );
}

// ---- Dates ---------------------------------------------------------------------------------------------------------
// Date fields parse first ('Please enter a valid date.') and then run FieldRule<IsoDate> rules on the parsed date.

/** The date picker's text: DD/MM/YYYY and a real day. */
export function isDayMonthYear(value: string): boolean {
  return parseDayMonthYear(value) !== null;
}

/** 'Please enter a date later than today.' — strictly after today's London date on the injected clock. */
export function laterThanToday(options: { clock?: Clock; message?: string } = {}): FieldRule<IsoDate> {
  const clock = options.clock ?? systemClock;
  return rule('range', options.message ?? widgetMessages.dateLaterThanToday, (date) =>
    isLaterThanToday(date, clock()),
  );
}

export type DateOfBirthOptions = {
  clock?: Clock;
  message?: string;
  /** The date select starts this many years before the current year (spec 1 §9: offset 18). */
  offset?: number;
  /** ...and runs this many years back (spec 1 §9: 120). */
  span?: number;
};

/**
 * A date of birth of someone `offset` years old or more on London's date (spec 1 §5: age 18 or more), with a year
 * the date select could offer (spec 1 §9: from current year − offset back `span` years). Someone born on
 * 29 February comes of age on 1 March in a year without one. 'Please select a valid date of birth.'
 */
export function isValidDateOfBirth(
  date: IsoDate,
  now: Date,
  options: { offset?: number; span?: number } = {},
): boolean {
  const { offset = 18, span = 120 } = options;
  const today = londonToday(now);
  const currentYear = Number(today.slice(0, 4));
  const year = Number(date.slice(0, 4));
  // The birthday `offset` years on, compared as text: '2026-02-29' sorts after 28 February, before 1 March.
  const comingOfAge = `${String(year + offset).padStart(4, '0')}${date.slice(4)}`;
  return comingOfAge <= today && year > currentYear - offset - span;
}

export function validDateOfBirth(options: DateOfBirthOptions = {}): FieldRule<IsoDate> {
  const clock = options.clock ?? systemClock;
  return rule('range', options.message ?? widgetMessages.dateOfBirthInvalid, (date) =>
    isValidDateOfBirth(date, clock(), options),
  );
}

// ---- Sort code -----------------------------------------------------------------------------------------------------

/** The 6 digits of a sort code typed as 99-99-99 (the mask), 999999 or 99 99 99; null otherwise. */
export function normaliseSortCode(value: string): string | null {
  const match = /^(\d{2})[- ]?(\d{2})[- ]?(\d{2})$/.exec(value.trim());
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

export function isSortCode(value: string): boolean {
  return normaliseSortCode(value) !== null;
}

export function sortCode(message: string = widgetMessages.sortCodeInvalid): FieldRule {
  return rule('format', message, isSortCode);
}

// ---- ccbEmail, ccbPhone --------------------------------------------------------------------------------------------

/** ccbEmail: 3 to 50 characters, no spaces, an @ and a dot somewhere after it. */
export function isCcbEmail(value: string): boolean {
  if (value.length < 3 || value.length > 50 || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  return at >= 0 && value.indexOf('.', at + 1) > at;
}

/** '{title} must be a valid email address'. */
export function ccbEmail(title: string): FieldRule {
  return rule('format', ccbEmailMessage(title), isCcbEmail);
}

/** ccbPhone: 07 followed by 9 to 20 digits or spaces. */
export function isCcbPhone(value: string): boolean {
  return /^07[\d ]{9,20}$/.test(value);
}

/** '{title} must be a valid phone number.' */
export function ccbPhone(title: string): FieldRule {
  return rule('format', ccbPhoneMessage(title), isCcbPhone);
}

// ---- Credentials (spec 1 §5 Username, Sign-in) --------------------------------------------------------------------

/** Whitespace, or any of $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \ */
const usernameInvalidPattern = /[\s$&+,/:;=?%#<>{}^~[\]`\\]/;

export function hasInvalidUsernameSymbol(value: string): boolean {
  return usernameInvalidPattern.test(value);
}

/** 'Your username must be at least 6 characters, and no more than 23 characters'. */
export function usernameLength(message: string = usernameMessages.length): FieldRule {
  return lengthBetween(6, 23, message);
}

/** 'Your username contains one or more of these invalid symbols ... Please remove them and try again'. */
export function usernameSymbols(message: string = usernameMessages.invalidSymbols): FieldRule {
  return rule('format', message, (value) => !hasInvalidUsernameSymbol(value));
}

/** One requested memorable-number digit: exactly one of 0 to 9. */
export function singleDigit(message: string): FieldRule {
  return matches(/^\d$/, message);
}
