// The personal details form of registration, forgotten username and forgotten password (spec 1 §3 "Personal details
// form", §5 "Personal details", §9), and the activation-code variant of registration (spec 1 §2
// /registration/register/activate). One schema for the browser (react-hook-form) and the server (validateForm).
//
// Exports (stable; the forgotten-password journey imports them too):
// - personalDetailsFields, personalDetailsSchema, createPersonalDetailsSchema({ clock }): the five fields.
// - activationDetailsFields, createActivationDetailsSchema({ clock }): the five fields plus activationCode.
// - toIdentityEntries(data): the upstream Entries ([{ Type, Value }], spec 1 §3).
// - isPersonName, isUkPostcode, normalisePostcode, normaliseAccountNumber: the rules as plain tests.
import { z } from '../zod.ts';
import type { IsoDate } from '../domain/dates.ts';
import { personalDetailsFormMessages as messages } from '../messages/validation.ts';
import { activationCodeMessages } from '../messages/registration.ts';
import { datePartsField, formFieldMeta, textField } from './fields.ts';
import { required, rule, validDateOfBirth, type Clock, type FieldRule } from './rules.ts';

// ---- Names ---------------------------------------------------------------------------------------------------------

/** First and last name: at most 50 characters (spec 1 §9). */
export const NAME_MAX_LENGTH = 50;

/**
 * "Letters, digits and listed symbols" (spec 1 §5; the list itself is not shown). Chosen: letters of any alphabet
 * with their accents (Zoë, Siân, Łukasz), digits, and the symbols people's names carry — space, apostrophe (' and
 * the typographic ’), hyphen, full stop and comma (O'Neill, Smith-Jones, St. John, "Jones, Jr"). At least one letter
 * or digit.
 */
const namePattern = /^[\p{L}\p{M}\d '’.,-]+$/u;

export function isPersonName(value: string): boolean {
  return value.length <= NAME_MAX_LENGTH && namePattern.test(value) && /[\p{L}\d]/u.test(value);
}

function nameField(requiredMessage: string, invalidMessage: string) {
  return textField([required(requiredMessage), rule('format', invalidMessage, isPersonName)]);
}

// ---- Postcode ------------------------------------------------------------------------------------------------------

/** Postcode: at most 8 characters as typed (spec 1 §9: 'SW1A 1AA'). */
export const POSTCODE_MAX_LENGTH = 8;

// The UK postcode format (outward code, optional space, inward code), as published for the Royal Mail PAF rules,
// plus GIR 0AA. Letters are checked without case.
const postcodePattern =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPS-UW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

export function isUkPostcode(value: string): boolean {
  return value.length <= POSTCODE_MAX_LENGTH && postcodePattern.test(value);
}

/** 'ls14dt' / 'ls1  4dt' → 'LS1 4DT': capitals and one space before the inward code. Assumes a valid postcode. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

const postcode = z.pipe(
  textField([required(messages.postcodeRequired), rule('format', messages.postcodeInvalid, isUkPostcode)]),
  z.transform(normalisePostcode),
);

// ---- Account number ------------------------------------------------------------------------------------------------

/**
 * Exactly 8 digits (spec 1 §5, §9). Spaces and hyphens typed between the digits are allowed and dropped (GOV.UK
 * asks services to accept them): '3099 9001' and '3099-9001' are 30999001.
 */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

export function isAccountNumber(value: string): boolean {
  return /^\d{8}$/.test(normaliseAccountNumber(value));
}

const accountNumber = z.pipe(
  textField([
    required(messages.accountNumberRequired),
    rule('format', messages.accountNumberInvalid, isAccountNumber),
  ]),
  z.transform(normaliseAccountNumber),
);

// ---- Date of birth -------------------------------------------------------------------------------------------------

/**
 * b_day: day, month and year inputs (posted as b_day.day, b_day.month, b_day.year) → 'YYYY-MM-DD'. A real date of
 * someone 18 or over on London's date (spec 1 §5), with a year the date select of spec 1 §9 could offer (back 120
 * years). The required message is the b_day row's of spec 1 §5 (decision 064). Errors link to #b_day-day.
 */
function dateOfBirthField(clock: Clock | undefined) {
  return datePartsField({
    required: messages.dateOfBirthRequired,
    invalid: messages.dateOfBirthInvalid,
    rules: [validDateOfBirth({ clock, message: messages.dateOfBirthInvalid, offset: 18, span: 120 })],
  });
}

// ---- The form ------------------------------------------------------------------------------------------------------

export type PersonalDetailsSchemaOptions = {
  /** "Today" for the date-of-birth rule. Servers pass their injected clock (`() => new Date(ctx.now())`). */
  clock?: Clock;
};

function personalDetailsShape(options: PersonalDetailsSchemaOptions) {
  return {
    firstname: nameField(messages.firstnameRequired, messages.firstnameInvalid),
    lastname: nameField(messages.lastnameRequired, messages.lastnameInvalid),
    b_day: dateOfBirthField(options.clock),
    postcode,
    account_number: accountNumber,
  };
}

/** The five personal details in page order (error summary order). */
export const personalDetailsFields = [
  'firstname',
  'lastname',
  'b_day',
  'postcode',
  'account_number',
] as const;
export type PersonalDetailsField = (typeof personalDetailsFields)[number];

export function createPersonalDetailsSchema(options: PersonalDetailsSchemaOptions = {}) {
  return z.object(personalDetailsShape(options));
}

/** On the system clock: for the browser. Server actions use createPersonalDetailsSchema({ clock }). */
export const personalDetailsSchema = createPersonalDetailsSchema();

export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
/** Trimmed names, ISO date of birth, 'LS1 4DT'-style postcode, 8-digit account number. */
export type PersonalDetailsData = z.output<typeof personalDetailsSchema>;

// ---- Activation-code variant ---------------------------------------------------------------------------------------

/**
 * The code from the bank's letter: letters and digits (6 to 16 once spaces and hyphens are dropped), compared
 * without case. The sandbox's codes are 8 characters ('K7M4-Q2XP'); the real length is not in the spec.
 */
export function normaliseActivationCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function isActivationCode(value: string): boolean {
  return /^[A-Z0-9]{6,16}$/.test(normaliseActivationCode(value));
}

const activationCodeRules: FieldRule[] = [
  required(activationCodeMessages.required),
  rule('format', activationCodeMessages.invalid, isActivationCode),
];

/** The personal details, then the activation code (registration's activate variant). */
export const activationDetailsFields = [...personalDetailsFields, 'activationCode'] as const;

function activationCodeField() {
  const field = z.pipe(textField(activationCodeRules), z.transform(normaliseActivationCode));
  // Secret: a one-time credential, never echoed back to the page (registered on the transformed schema itself).
  formFieldMeta.add(field, { secret: true });
  return field;
}

export function createActivationDetailsSchema(options: PersonalDetailsSchemaOptions = {}) {
  return z.object({ ...personalDetailsShape(options), activationCode: activationCodeField() });
}

export const activationDetailsSchema = createActivationDetailsSchema();
export type ActivationDetailsData = z.output<typeof activationDetailsSchema>;

// ---- Upstream entries ----------------------------------------------------------------------------------------------

/** The identity entry types of spec 1 §3, in the form's order. */
export type IdentityEntryType = 'firstName' | 'lastName' | 'dateOfBirth' | 'postCode' | 'accountNumber';
export type IdentityEntry = { Type: IdentityEntryType; Value: string };

/** The personal details as upstream Entries: [{ Type: 'firstName', Value }, ...]; dateOfBirth is 'YYYY-MM-DD'. */
export function toIdentityEntries(data: PersonalDetailsData): IdentityEntry[] {
  return [
    { Type: 'firstName', Value: data.firstname },
    { Type: 'lastName', Value: data.lastname },
    { Type: 'dateOfBirth', Value: data.b_day satisfies IsoDate },
    { Type: 'postCode', Value: data.postcode },
    { Type: 'accountNumber', Value: data.account_number },
  ];
}
