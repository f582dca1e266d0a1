import { fillIn } from '../content/managed.ts';
import {
  invalidCharactersMessage,
  memorableNumberMessages,
  passwordMessages,
  usernameInvalidSymbols,
} from './validation.ts';

// Credential setup (spec 1 §8 "Credential setup"): registration, forgotten password and update security share these.

/** The spec describes this message ("asks for another username") without wording: composed. */
export const usernameAlreadyExistsMessage = 'This username is already taken. Please choose another username.';

/**
 * Forgotten flow: suggests the name plus a random 4-digit number (1000 to 9999, spec 1 §9). The caller supplies the
 * number so the randomness stays on the server and tests are deterministic.
 */
export function usernameAlreadyExistsWithSuggestion(username: string, suffix: number): string {
  return fillIn(USERNAME_SUGGESTION_TEMPLATE, { suggestion: usernameSuggestion(username, suffix) });
}

/** Its template, a managed message of the forgotten-password tag ('{suggestion}': the suggested username). */
export const USERNAME_SUGGESTION_TEMPLATE =
  'This username is already taken. Please choose another username, for example {suggestion}.';

export const usernameSuggestionSuffixRange = { min: 1000, max: 9999 } as const;

export function usernameSuggestion(username: string, suffix: number): string {
  if (
    !Number.isInteger(suffix) ||
    suffix < usernameSuggestionSuffixRange.min ||
    suffix > usernameSuggestionSuffixRange.max
  ) {
    throw new RangeError(`username suggestion suffix must be an integer from 1000 to 9999, got ${suffix}`);
  }
  return `${username}${suffix}`;
}

export const credentialSetupMessages = {
  UsernameAlreadyExists: usernameAlreadyExistsMessage,
  NotEnoughCredentials: 'Not enough credentials were submitted',
  /** Named without wording in credential setup; the update-security wording (same rule) is reused. */
  InvalidUsername: 'Your username must be between 6 and 23 characters.',
  /** Banner shown above the form whenever setup fails. */
  General: 'Unfortunately something is incorrect – please scroll to the top for more details.',
} as const;

/** InvalidCredentials: one line per entry of ExtendedProperties.IdentityResponse.CredentialErrors. */
export const credentialErrorMessages = {
  Dob: 'Memorable number cannot be your date of birth',
  AllSame: 'You cannot have all the digits the same',
  Sequential: "You aren't allowed to have a sequential sequence of digits",
  Known: 'Your chosen password is on a list of well known passwords',
  Username: 'Your password cannot be the same as your username',
} as const;

export type CredentialErrorCode = keyof typeof credentialErrorMessages;

/**
 * InvalidCredentials with no CredentialErrors code the page knows (credential setup, update security details). Here
 * rather than in update-security.ts so that registration's messages can name it without an import cycle.
 */
export const invalidCredentialsMessage =
  'Either the password or memorable number you have entered are invalid.';

// The `errors` kind (decisions 035 and 055): building blocks of the pages' `errors` groups, each the messages a
// form raises (shared/forms/credentials.ts) or the bank's answer gives, with the existing constants as defaults.

/**
 * The new password and memorable number fields' messages once filled in (update security details, where every
 * field is optional), the password mismatch apart: its wording differs by journey. 'Your answer contains one or
 * more invalid characters…' is a password's (a control character).
 */
export const FILLED_SECRETS_FORM_ERRORS = {
  passwordInvalid: passwordMessages.invalid,
  confirmPasswordRequired: passwordMessages.confirmRequired,
  memorableNumberInvalid: memorableNumberMessages.invalid,
  confirmMemorableNumberRequired: memorableNumberMessages.confirmRequired,
  memorableNumberMismatch: memorableNumberMessages.mismatch,
  invalidCharacters: invalidCharactersMessage(),
} as const;

/** The same when the fields are required (registration, forgotten password). */
export const NEW_SECRETS_FORM_ERRORS = {
  passwordRequired: passwordMessages.required,
  memorableNumberRequired: memorableNumberMessages.required,
  ...FILLED_SECRETS_FORM_ERRORS,
} as const;

/** An InvalidCredentials answer's CredentialErrors, one message each, and the message for any other code. */
export const CREDENTIAL_ERRORS_FORM_ERRORS = {
  memorableNumberIsDateOfBirth: credentialErrorMessages.Dob,
  memorableNumberAllSame: credentialErrorMessages.AllSame,
  memorableNumberSequential: credentialErrorMessages.Sequential,
  passwordKnown: credentialErrorMessages.Known,
  passwordIsUsername: credentialErrorMessages.Username,
  invalidCredentials: invalidCredentialsMessage,
} as const;

/**
 * The security details fields' labels and hints (spec 1 §5; docs/architecture.md, "Choices where the spec is out
 * of date or reads two ways": the password help says 10 to 50), as managed texts of the pages that show them
 * (decision 035): their tags spread these into their defaults.
 */
export const SECURITY_DETAILS_FIELDS_CONTENT = {
  usernameLabel: 'Username',
  usernameHint: `Between 6 and 23 characters. Do not use spaces or these symbols: ${usernameInvalidSymbols.join(' ')}`,
  confirmUsernameLabel: 'Confirm username',
  passwordLabel: 'Password',
  passwordHint:
    'Between 10 and 50 characters, with at least one lowercase letter, one capital letter, one number and one symbol. It must not end with a space.',
  confirmPasswordLabel: 'Confirm password',
  memorableNumberLabel: 'Memorable number',
  memorableNumberHint:
    '6 digits. Do not use your date of birth, the same digit 6 times or a sequence such as 123456.',
  confirmMemorableNumberLabel: 'Confirm memorable number',
} as const;

/** The security details fields with no username (forgotten password's Security step). */
export const NEW_SECRETS_FIELDS_CONTENT = {
  passwordLabel: SECURITY_DETAILS_FIELDS_CONTENT.passwordLabel,
  passwordHint: SECURITY_DETAILS_FIELDS_CONTENT.passwordHint,
  confirmPasswordLabel: SECURITY_DETAILS_FIELDS_CONTENT.confirmPasswordLabel,
  memorableNumberLabel: SECURITY_DETAILS_FIELDS_CONTENT.memorableNumberLabel,
  memorableNumberHint: SECURITY_DETAILS_FIELDS_CONTENT.memorableNumberHint,
  confirmMemorableNumberLabel: SECURITY_DETAILS_FIELDS_CONTENT.confirmMemorableNumberLabel,
} as const;

/** The security details fields with a single username (update security details). */
export const CHANGE_SECURITY_FIELDS_CONTENT = {
  usernameLabel: SECURITY_DETAILS_FIELDS_CONTENT.usernameLabel,
  usernameHint: SECURITY_DETAILS_FIELDS_CONTENT.usernameHint,
  ...NEW_SECRETS_FIELDS_CONTENT,
} as const;
