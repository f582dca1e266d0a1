import {
  changeCredentialsBody,
  credentialErrorsToFieldErrors,
  updateSecurityFields,
  updateSecuritySchema,
} from '#shared/forms/update-security.ts';
import { formFieldNames, secretFieldNames, validateForm } from '#shared/forms/validate.ts';

// spec 1 §5 "Update security details", §7 "Change credentials", §8 "Update security" / "Credential setup".

const M = {
  mustHaveCredential: 'You must input at least one credential to change.',
  usernameLength: 'Your username must be at least 6 characters, and no more than 23 characters',
  usernameSymbols:
    'Your username contains one or more of these invalid symbols $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \\ Please remove them and try again',
  passwordRequired: 'Please enter a password',
  passwordInvalid: 'Please enter a valid password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordMismatch: 'Your passwords do not match. Please check and try again.',
  pinRequired: 'Please enter your memorable number',
  pinInvalid: 'Please enter a valid memorable number',
  confirmPinRequired: 'Please confirm your memorable number',
  pinMismatch: 'Please ensure the memorable number fields match',
};

const PASSWORD = 'Heather-Moor-42!';

function errors(input: Record<string, unknown>) {
  const result = validateForm(updateSecuritySchema, input);
  return result.ok ? [] : result.errors.map((e) => [e.field, e.message]);
}

describe('update security details: every field optional', () => {
  it('the fields in page order; passwords and memorable numbers are never echoed', () => {
    expect(formFieldNames(updateSecuritySchema)).toEqual([...updateSecurityFields]);
    expect(secretFieldNames(updateSecuritySchema)).toEqual([
      'password',
      'confirmPassword',
      'memorableNumber',
      'confirmMemorableNumber',
    ]);
  });

  it('all empty: MustHaveCredential, linked to the first field', () => {
    expect(errors({})).toEqual([['username', M.mustHaveCredential]]);
    expect(
      errors({
        username: '',
        password: '',
        confirmPassword: '',
        memorableNumber: '',
        confirmMemorableNumber: '',
      }),
    ).toEqual([['username', M.mustHaveCredential]]);
    const result = validateForm(updateSecuritySchema, {});
    expect(result.ok ? null : result.errors[0]?.href).toBe('#username');
  });

  it('a username alone: 6 to 23 characters, then the symbol rule', () => {
    expect(errors({ username: 'new.name' })).toEqual([]);
    expect(errors({ username: 'short' })).toEqual([['username', M.usernameLength]]);
    expect(errors({ username: 'x'.repeat(24) })).toEqual([['username', M.usernameLength]]);
    expect(errors({ username: 'new name' })).toEqual([['username', M.usernameSymbols]]);
    expect(errors({ username: 'new#name' })).toEqual([['username', M.usernameSymbols]]);
  });

  it('a password needs its confirmation, in the format of spec 1 §5, matching (the update wording)', () => {
    expect(errors({ password: PASSWORD, confirmPassword: PASSWORD })).toEqual([]);
    expect(errors({ password: PASSWORD })).toEqual([['confirmPassword', M.confirmPasswordRequired]]);
    expect(errors({ password: 'weakpassword', confirmPassword: 'weakpassword' })).toEqual([
      ['password', M.passwordInvalid],
      ['confirmPassword', M.passwordInvalid],
    ]);
    expect(errors({ password: PASSWORD, confirmPassword: `${PASSWORD}x` })).toEqual([
      ['confirmPassword', M.passwordMismatch],
    ]);
    // A confirmation without the password does not match it.
    expect(errors({ confirmPassword: PASSWORD })).toEqual([['confirmPassword', M.passwordMismatch]]);
  });

  it('a memorable number needs its confirmation, 6 digits, matching', () => {
    expect(errors({ memorableNumber: '582039', confirmMemorableNumber: '582039' })).toEqual([]);
    expect(errors({ memorableNumber: '582039' })).toEqual([['confirmMemorableNumber', M.confirmPinRequired]]);
    expect(errors({ memorableNumber: '58203', confirmMemorableNumber: '58203' })).toEqual([
      ['memorableNumber', M.pinInvalid],
    ]);
    expect(errors({ memorableNumber: '582039', confirmMemorableNumber: '582030' })).toEqual([
      ['confirmMemorableNumber', M.pinMismatch],
    ]);
  });

  it('reports every filled field that fails, in page order', () => {
    expect(errors({ username: 'abc', password: 'x', memorableNumber: '12' })).toEqual([
      ['username', M.usernameLength],
      ['password', M.passwordInvalid],
      ['confirmPassword', M.confirmPasswordRequired],
      ['memorableNumber', M.pinInvalid],
      ['confirmMemorableNumber', M.confirmPinRequired],
    ]);
  });
});

describe('the change request (spec 1 §7)', () => {
  function body(input: Record<string, unknown>) {
    const result = validateForm(updateSecuritySchema, input);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return changeCredentialsBody(result.data);
  }

  it('sends only the filled details: no Username key without a new username', () => {
    expect(body({ memorableNumber: '582039', confirmMemorableNumber: '582039' })).toEqual({
      CredentialValues: [{ Name: 'Pin', Value: '582039', Context: 'placeholder' }],
      ExtendedProperties: null,
    });
    expect(body({ username: 'new.name' })).toEqual({
      Username: 'new.name',
      CredentialValues: [],
      ExtendedProperties: null,
    });
  });

  it('sends Password then Pin with the placeholder context', () => {
    expect(
      body({
        password: PASSWORD,
        confirmPassword: PASSWORD,
        memorableNumber: '582039',
        confirmMemorableNumber: '582039',
      }).CredentialValues,
    ).toEqual([
      { Name: 'Password', Value: PASSWORD, Context: 'placeholder' },
      { Name: 'Pin', Value: '582039', Context: 'placeholder' },
    ]);
  });
});

describe('InvalidCredentials: CredentialErrors as field errors (spec 1 §8 Credential setup)', () => {
  it('links each code to its field with its message, in the order given', () => {
    expect(credentialErrorsToFieldErrors(['Known', 'Dob', 'AllSame', 'Sequential', 'Username'])).toEqual([
      {
        field: 'password',
        href: '#password',
        message: 'Your chosen password is on a list of well known passwords',
      },
      {
        field: 'memorableNumber',
        href: '#memorableNumber',
        message: 'Memorable number cannot be your date of birth',
      },
      {
        field: 'memorableNumber',
        href: '#memorableNumber',
        message: 'You cannot have all the digits the same',
      },
      {
        field: 'memorableNumber',
        href: '#memorableNumber',
        message: "You aren't allowed to have a sequential sequence of digits",
      },
      { field: 'password', href: '#password', message: 'Your password cannot be the same as your username' },
    ]);
  });

  it('leaves out codes it does not know', () => {
    expect(credentialErrorsToFieldErrors(['Mystery'])).toEqual([]);
  });
});
