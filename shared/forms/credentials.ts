// Security details: username, password and memorable number, each with its confirm field (spec 1 §3 "Registration
// security form", §5 "Username", "Password", "Memorable number", §9). Registration, forgotten password and update
// security details share the rules; only the wording of a password mismatch and what is required differ.
//
// Exports (stable; the forgotten-password and update-security journeys import them):
// - registrationCredentialsSchema / registrationCredentialsFields: registration's step 2 (all six fields).
// - forgottenPasswordCredentialsSchema / forgottenPasswordCredentialsFields: password and memorable number, the
//   forgotten flow's mismatch wording.
// - credentialsSchema(options): any other combination (a username without confirm, everything optional...).
// - isValidPassword, isMemorableNumber: the rules as plain tests.
// - credentialErrorsAsFieldErrors(codes), credentialFieldError(code): an InvalidCredentials answer's CredentialErrors
//   as form errors.
import { z } from '../zod.ts';
import { memorableNumberMessages, passwordMessages, usernameMessages } from '../messages/validation.ts';
import { credentialErrorMessages, type CredentialErrorCode } from '../messages/credentials.ts';
import { updateSecurityMessages } from '../messages/update-security.ts';
import { fieldsMatch, textField } from './fields.ts';
import type { FieldError } from './validate.ts';
import { matches, required, rule, usernameLength, usernameSymbols, type FieldRule } from './rules.ts';

// ---- Rules ---------------------------------------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 50;

/**
 * 10 to 50 characters with at least one lowercase letter, one capital letter, one digit and one non-word character
 * (anything but A-Z, a-z, 0-9 and _; a space counts), and not ending in whitespace (spec 1 §5 "Password").
 */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /\W/.test(value) &&
    !/\s$/.test(value)
  );
}

/** Exactly 6 digits (spec 1 §5 "Memorable number", §9). */
export function isMemorableNumber(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/**
 * Which wording a password mismatch uses: 'registration' → 'Please ensure the password fields match'; 'forgotten'
 * (forgotten password and update security details) → 'Your passwords do not match. Please check and try again.'
 */
export type CredentialsWording = 'registration' | 'forgotten';

function passwordMismatch(wording: CredentialsWording): string {
  return wording === 'forgotten' ? passwordMessages.mismatchForgottenOrUpdate : passwordMessages.mismatch;
}

// ---- Fields --------------------------------------------------------------------------------------------------------
// Credentials are checked as typed (no trimming): whitespace is an invalid username symbol, and a password may
// contain spaces. Passwords and memorable numbers are secret (never echoed back); usernames are not.

/** Required unless `optional`, then the rules (an optional blank field is valid and skips them). */
function credentialField(requiredMessage: string, rules: FieldRule[], optional: boolean, secret: boolean) {
  return textField(optional ? rules : [required(requiredMessage), ...rules], { trim: false, secret });
}

const usernameRules = (): FieldRule[] => [usernameLength(usernameMessages.length), usernameSymbols()];
const passwordRules = (): FieldRule[] => [rule('format', passwordMessages.invalid, isValidPassword)];

export function usernameField(options: { optional?: boolean } = {}) {
  return credentialField(usernameMessages.required, usernameRules(), options.optional ?? false, false);
}

/** 'Please confirm your username', then the username's own rules. */
export function confirmUsernameField(options: { optional?: boolean } = {}) {
  return credentialField(usernameMessages.confirmRequired, usernameRules(), options.optional ?? false, false);
}

export function passwordField(options: { optional?: boolean } = {}) {
  return credentialField(passwordMessages.required, passwordRules(), options.optional ?? false, true);
}

/** 'Please confirm your password', then the password's own format rule. */
export function confirmPasswordField(options: { optional?: boolean } = {}) {
  return credentialField(passwordMessages.confirmRequired, passwordRules(), options.optional ?? false, true);
}

export function memorableNumberField(options: { optional?: boolean } = {}) {
  return credentialField(
    memorableNumberMessages.required,
    [matches(/^\d{6}$/, memorableNumberMessages.invalid)],
    options.optional ?? false,
    true,
  );
}

/** 'Please confirm your memorable number'; then it must match (spec 1 §5 gives the confirm field no format rule). */
export function confirmMemorableNumberField(options: { optional?: boolean } = {}) {
  return credentialField(memorableNumberMessages.confirmRequired, [], options.optional ?? false, true);
}

/**
 * For optional forms: a confirm field is required once its field is filled ('Please confirm your password').
 * Reported as a required issue, so it wins over a mismatch and the summary reads like a required error.
 */
export function confirmRequiredWhenFilled(confirm: string, field: string, message: string) {
  return z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      if (value[field] !== '' && value[field] !== undefined && (value[confirm] ?? '') === '') {
        ctx.addIssue({ code: 'custom', message, path: [confirm], params: { rule: 'required' } });
      }
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === confirm),
    },
  );
}

// ---- Schemas -------------------------------------------------------------------------------------------------------

export type CredentialsSchemaOptions = {
  /** 'confirmed' (default): username + confirmUsername; 'single': username only; 'none': no username. */
  username?: 'confirmed' | 'single' | 'none';
  /** Every field optional and checked only when filled (update security details). Default false. */
  optional?: boolean;
  /** Password mismatch wording. Default 'registration'. */
  wording?: CredentialsWording;
};

function passwordAndPinShape(optional: boolean) {
  return {
    password: passwordField({ optional }),
    confirmPassword: confirmPasswordField({ optional }),
    memorableNumber: memorableNumberField({ optional }),
    confirmMemorableNumber: confirmMemorableNumberField({ optional }),
  };
}

function fullShape(optional: boolean) {
  return {
    username: usernameField({ optional }),
    confirmUsername: confirmUsernameField({ optional }),
    ...passwordAndPinShape(optional),
  };
}

function singleUsernameShape(optional: boolean) {
  return { username: usernameField({ optional }), ...passwordAndPinShape(optional) };
}

type FullShape = ReturnType<typeof fullShape>;
type SingleUsernameShape = ReturnType<typeof singleUsernameShape>;
type PasswordAndPinShape = ReturnType<typeof passwordAndPinShape>;

/**
 * The security details form. Confirm fields must equal their field (checked only once the confirm field passes its
 * own rules, so a required or format message is never hidden by a mismatch).
 */
export function credentialsSchema(
  options?: CredentialsSchemaOptions & { username?: 'confirmed' },
): z.ZodMiniObject<FullShape>;
export function credentialsSchema(
  options: CredentialsSchemaOptions & { username: 'single' },
): z.ZodMiniObject<SingleUsernameShape>;
export function credentialsSchema(
  options: CredentialsSchemaOptions & { username: 'none' },
): z.ZodMiniObject<PasswordAndPinShape>;
export function credentialsSchema(
  options: CredentialsSchemaOptions = {},
): z.ZodMiniObject<FullShape | SingleUsernameShape | PasswordAndPinShape> {
  const { username = 'confirmed', optional = false, wording = 'registration' } = options;
  const shape =
    username === 'confirmed'
      ? fullShape(optional)
      : username === 'single'
        ? singleUsernameShape(optional)
        : passwordAndPinShape(optional);
  const checks = [];
  if (username === 'confirmed') {
    if (optional)
      checks.push(confirmRequiredWhenFilled('confirmUsername', 'username', usernameMessages.confirmRequired));
    checks.push(fieldsMatch('confirmUsername', 'username', usernameMessages.mismatch));
  }
  if (optional) {
    checks.push(
      confirmRequiredWhenFilled('confirmPassword', 'password', passwordMessages.confirmRequired),
      confirmRequiredWhenFilled(
        'confirmMemorableNumber',
        'memorableNumber',
        memorableNumberMessages.confirmRequired,
      ),
    );
  }
  checks.push(
    fieldsMatch('confirmPassword', 'password', passwordMismatch(wording)),
    fieldsMatch('confirmMemorableNumber', 'memorableNumber', memorableNumberMessages.mismatch),
  );
  return z.object(shape).check(...checks);
}

/** Registration step 2 ('Register'): all six fields required, registration wording. */
export const registrationCredentialsSchema = credentialsSchema({ wording: 'registration' });
export const registrationCredentialsFields = [
  'username',
  'confirmUsername',
  'password',
  'confirmPassword',
  'memorableNumber',
  'confirmMemorableNumber',
] as const;
export type RegistrationCredentialsData = z.output<typeof registrationCredentialsSchema>;

/** Forgotten password step 2 ('Security'): new password and memorable number, the forgotten flow's wording. */
export const forgottenPasswordCredentialsSchema = credentialsSchema({
  username: 'none',
  wording: 'forgotten',
});
export const forgottenPasswordCredentialsFields = [
  'password',
  'confirmPassword',
  'memorableNumber',
  'confirmMemorableNumber',
] as const;
export type ForgottenPasswordCredentialsData = z.output<typeof forgottenPasswordCredentialsSchema>;

/** The fields never echoed back to the page. */
export const credentialsSecretFields = [
  'password',
  'confirmPassword',
  'memorableNumber',
  'confirmMemorableNumber',
] as const;

// ---- Upstream InvalidCredentials -----------------------------------------------------------------------------------

/** Which field each CredentialErrors code is about, for the error summary link and the message under the field. */
const credentialErrorFields: Record<string, 'password' | 'memorableNumber'> = {
  Dob: 'memorableNumber',
  AllSame: 'memorableNumber',
  Sequential: 'memorableNumber',
  PinFormat: 'memorableNumber',
  Known: 'password',
  Username: 'password',
  PasswordFormat: 'password',
};

/** Codes the spec does not list but an upstream may send: the form's own format messages. */
const formatCodeMessages: Record<string, string> = {
  PasswordFormat: passwordMessages.invalid,
  PinFormat: memorableNumberMessages.invalid,
};

/** A CredentialErrors code as an error on the field it is about, or undefined for a code the spec does not list. */
export function credentialFieldError(code: string): FieldError | undefined {
  const field = credentialErrorFields[code];
  const message = credentialErrorMessages[code as CredentialErrorCode] ?? formatCodeMessages[code];
  return field && message ? { field, href: `#${field}`, message } : undefined;
}

/**
 * InvalidCredentials (spec 1 §8 "Credential setup"): one error per CredentialErrors entry, in the order given, each
 * with its message (Dob, AllSame, Sequential, Known, Username) and linked to the field it is about. An unknown code
 * gives the general 'Either the password or memorable number you have entered are invalid.', once.
 */
export function credentialErrorsAsFieldErrors(codes: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  let unknownSeen = false;
  for (const code of codes) {
    const error = credentialFieldError(code);
    if (error) {
      if (!errors.some((e) => e.message === error.message)) errors.push(error);
    } else if (!unknownSeen) {
      unknownSeen = true;
      errors.push({
        field: 'password',
        href: '#password',
        message: updateSecurityMessages.InvalidCredentials,
      });
    }
  }
  if (errors.length === 0) {
    errors.push({ field: 'password', href: '#password', message: updateSecurityMessages.InvalidCredentials });
  }
  return errors;
}
