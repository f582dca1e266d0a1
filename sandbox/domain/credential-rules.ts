import { readFileSync } from 'node:fs';

// The bank's rules for new security details (registration, forgotten password, change of security details):
// spec 1 §5 for the formats, spec 1 §8 Credential setup for the CredentialErrors the upstream reports.

/**
 * CredentialErrors codes. The first five are the spec's; PasswordFormat and PinFormat are the sandbox's for a value
 * that breaks the format of spec 1 §5 (the portal validates formats first, so it should never see them).
 */
export type CredentialError =
  'Dob' | 'AllSame' | 'Sequential' | 'Known' | 'Username' | 'PasswordFormat' | 'PinFormat';

/** Spec 1 §5: 6 to 23 characters, no whitespace, none of $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \ */
export function isValidUsername(username: string): boolean {
  return /^[^\s$&+,/:;=?%#<>{}^~[\]`\\]{6,23}$/u.test(username);
}

/** Spec 1 §5: 10 to 50 characters, a lowercase, an uppercase, a digit, a non-word character, no trailing space. */
export function isValidPasswordFormat(password: string): boolean {
  return (
    password.length >= 10 &&
    password.length <= 50 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /\W/.test(password) &&
    !/\s$/.test(password)
  );
}

const COMMON_PASSWORDS_FILE = new URL('../fixtures/common-passwords.txt', import.meta.url);
let commonPasswords: ReadonlySet<string> | undefined;

/** sandbox/fixtures/common-passwords.txt: one a line, lower case, '#' starts a comment line. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Errors for a new password; `usernames` are the names it must not equal (without case). */
export function passwordErrors(password: string, usernames: readonly string[]): CredentialError[] {
  const errors: CredentialError[] = [];
  if (!isValidPasswordFormat(password)) errors.push('PasswordFormat');
  if (isCommonPassword(password)) errors.push('Known');
  const lower = password.toLowerCase();
  if (usernames.some((username) => username.trim() !== '' && username.trim().toLowerCase() === lower))
    errors.push('Username');
  return errors;
}

/** 'YYYY-MM-DD' -> 'DDMMYY', the form of a date of birth that a memorable number may not take. */
export function dateOfBirthDigits(dateOfBirth: string): string | undefined {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(dateOfBirth.trim());
  return match ? `${match[3]}${match[2]}${match[1]}` : undefined;
}

/** Six digits each one more (or each one less) than the one before: 123456, 456789, 987654, 543210. */
export function isSequential(digits: string): boolean {
  const steps = [...digits].slice(1).map((digit, index) => Number(digit) - Number(digits.charAt(index)));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/** Errors for a new memorable number; `datesOfBirth` ('YYYY-MM-DD') are those it must not spell as DDMMYY. */
export function memorableNumberErrors(
  memorableNumber: string,
  datesOfBirth: ReadonlyArray<string | null | undefined>,
): CredentialError[] {
  if (!/^\d{6}$/.test(memorableNumber)) return ['PinFormat'];
  const errors: CredentialError[] = [];
  const forbidden = datesOfBirth.flatMap((date) => (date ? [dateOfBirthDigits(date)] : []));
  if (forbidden.includes(memorableNumber)) errors.push('Dob');
  if (/^(\d)\1{5}$/.test(memorableNumber)) errors.push('AllSame');
  if (isSequential(memorableNumber)) errors.push('Sequential');
  return errors;
}

/** The Value of the credential named `name` (Password, Pin) in CredentialValues; undefined when absent or blank. */
export function credentialValue(
  values: ReadonlyArray<{ Name: string; Value?: string | null }> | null | undefined,
  name: string,
): string | undefined {
  const value = values?.find((entry) => entry.Name.toLowerCase() === name.toLowerCase())?.Value;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
