import { zodResolver } from '@hookform/resolvers/zod';
import {
  credentialsSchema,
  forgottenPasswordCredentialsFields,
  forgottenPasswordCredentialsSchema,
  isMemorableNumber,
  isValidPassword,
  registrationCredentialsFields,
  registrationCredentialsSchema,
} from '#shared/forms/credentials.ts';
import { formFieldNames, secretFieldNames, validateForm } from '#shared/forms/validate.ts';

// spec 1 §5 "Username (registration)", "Password (registration, forgotten, update)", "Memorable number", §9.

const M = {
  usernameRequired: 'Please enter a username',
  usernameLength: 'Your username must be at least 6 characters, and no more than 23 characters',
  usernameSymbols:
    'Your username contains one or more of these invalid symbols $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \\ Please remove them and try again',
  confirmUsernameRequired: 'Please confirm your username',
  usernameMismatch: 'Please ensure the username fields match',
  passwordRequired: 'Please enter a password',
  passwordInvalid: 'Please enter a valid password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordMismatch: 'Please ensure the password fields match',
  passwordMismatchForgotten: 'Your passwords do not match. Please check and try again.',
  pinRequired: 'Please enter your memorable number',
  pinInvalid: 'Please enter a valid memorable number',
  confirmPinRequired: 'Please confirm your memorable number',
  pinMismatch: 'Please ensure the memorable number fields match',
};

const VALID = {
  username: 'rita.register',
  confirmUsername: 'rita.register',
  password: 'Heather-Moor-42!',
  confirmPassword: 'Heather-Moor-42!',
  memorableNumber: '582039',
  confirmMemorableNumber: '582039',
};

function errorsOf(schema: Parameters<typeof validateForm>[0], input: Record<string, unknown>) {
  const result = validateForm(schema, input);
  return result.ok ? [] : result.errors.map((e) => [e.field, e.message]);
}
const errors = (input: Record<string, unknown>) => errorsOf(registrationCredentialsSchema, input);

describe('registration security details: the whole form', () => {
  it('an empty post gives the six required messages in page order', () => {
    expect(errors({})).toEqual([
      ['username', M.usernameRequired],
      ['confirmUsername', M.confirmUsernameRequired],
      ['password', M.passwordRequired],
      ['confirmPassword', M.confirmPasswordRequired],
      ['memorableNumber', M.pinRequired],
      ['confirmMemorableNumber', M.confirmPinRequired],
    ]);
  });

  it('parses a valid post, credentials exactly as typed', () => {
    expect(validateForm(registrationCredentialsSchema, { ...VALID, _csrf: 'x' })).toEqual({
      ok: true,
      data: VALID,
    });
  });

  it('lists its fields in order; passwords and memorable numbers are secret, never echoed', () => {
    expect(formFieldNames(registrationCredentialsSchema)).toEqual([...registrationCredentialsFields]);
    expect(secretFieldNames(registrationCredentialsSchema)).toEqual([
      'password',
      'confirmPassword',
      'memorableNumber',
      'confirmMemorableNumber',
    ]);
    const result = validateForm(registrationCredentialsSchema, { ...VALID, username: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.values).toEqual({ username: 'x', confirmUsername: 'rita.register' });
  });

  it('gives react-hook-form the same messages', async () => {
    const resolver = zodResolver(registrationCredentialsSchema);
    const result = await resolver(
      { ...VALID, username: 'abc', confirmPassword: 'Other-Pass-123' },
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      } as never,
    );
    const messages = Object.fromEntries(
      Object.entries(result.errors as Record<string, { message: string }>).map(([k, v]) => [k, v.message]),
    );
    // confirmUsername now differs from username: a mismatch too.
    expect(messages).toEqual({
      username: M.usernameLength,
      confirmUsername: M.usernameMismatch,
      confirmPassword: M.passwordMismatch,
    });
  });
});

describe('username and confirm username', () => {
  const username = (value: string) => errors({ ...VALID, username: value, confirmUsername: value });

  it('required: blank or only spaces (checked before the other rules)', () => {
    expect(username('')).toEqual([
      ['username', M.usernameRequired],
      ['confirmUsername', M.confirmUsernameRequired],
    ]);
    expect(errors({ ...VALID, username: '   ' })[0]).toEqual(['username', M.usernameRequired]);
  });

  it('6 to 23 characters', () => {
    expect(username('abcdef')).toEqual([]);
    expect(username('a'.repeat(23))).toEqual([]);
    expect(username('abcde')).toEqual([
      ['username', M.usernameLength],
      ['confirmUsername', M.usernameLength],
    ]);
    expect(username('a'.repeat(24))).toEqual([
      ['username', M.usernameLength],
      ['confirmUsername', M.usernameLength],
    ]);
  });

  it('no whitespace and none of $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \\', () => {
    for (const symbol of [' ', '\t', ...'$&+,/:;=?%#<>{}^~[]`\\']) {
      expect(username(`rita${symbol}reg`)).toEqual([
        ['username', M.usernameSymbols],
        ['confirmUsername', M.usernameSymbols],
      ]);
    }
    expect(username('rita.reg-1_@!*')).toEqual([]);
  });

  it('confirm must equal the username (as typed, with case)', () => {
    expect(errors({ ...VALID, confirmUsername: 'rita.registr' })).toEqual([
      ['confirmUsername', M.usernameMismatch],
    ]);
    expect(errors({ ...VALID, confirmUsername: 'Rita.Register' })).toEqual([
      ['confirmUsername', M.usernameMismatch],
    ]);
  });

  it('a confirm field’s own message wins over the mismatch', () => {
    expect(errors({ ...VALID, confirmUsername: 'abc' })).toEqual([['confirmUsername', M.usernameLength]]);
  });
});

describe('password and confirm password', () => {
  const password = (value: string) => errors({ ...VALID, password: value, confirmPassword: value });

  it('required', () => {
    expect(password('')).toEqual([
      ['password', M.passwordRequired],
      ['confirmPassword', M.confirmPasswordRequired],
    ]);
  });

  it('10 to 50 characters', () => {
    expect(password('Abcdefg1!x')).toEqual([]);
    expect(password(`Ab1!${'x'.repeat(46)}`)).toEqual([]);
    expect(password('Abcdef1!x')).toEqual([
      ['password', M.passwordInvalid],
      ['confirmPassword', M.passwordInvalid],
    ]);
    expect(password(`Ab1!${'x'.repeat(47)}`)[0]).toEqual(['password', M.passwordInvalid]);
  });

  it('at least one lowercase, one capital, one digit and one non-word character', () => {
    expect(isValidPassword('ABCDEFGH1!')).toBe(false); // no lowercase
    expect(isValidPassword('abcdefgh1!')).toBe(false); // no capital
    expect(isValidPassword('Abcdefghi!')).toBe(false); // no digit
    expect(isValidPassword('Abcdefgh12')).toBe(false); // no symbol
    expect(isValidPassword('Abcdefgh1_')).toBe(false); // _ is a word character
    expect(isValidPassword('Abcd efgh1')).toBe(true); // a space is a non-word character
    expect(isValidPassword('Abcdefgh1£')).toBe(true);
  });

  it('must not end in whitespace (a leading space is allowed)', () => {
    expect(isValidPassword('Abcdefgh1! ')).toBe(false);
    expect(isValidPassword('Abcdefgh1!\t')).toBe(false);
    expect(isValidPassword(' Abcdefgh1!')).toBe(true);
    expect(password('Abcdefgh1! ')[0]).toEqual(['password', M.passwordInvalid]);
  });

  it('confirm: same format, then must match (registration wording)', () => {
    expect(errors({ ...VALID, confirmPassword: 'short' })).toEqual([['confirmPassword', M.passwordInvalid]]);
    expect(errors({ ...VALID, confirmPassword: 'Heather-Moor-43!' })).toEqual([
      ['confirmPassword', M.passwordMismatch],
    ]);
  });
});

describe('memorable number and confirm memorable number', () => {
  it('required', () => {
    expect(errors({ ...VALID, memorableNumber: '', confirmMemorableNumber: '' })).toEqual([
      ['memorableNumber', M.pinRequired],
      ['confirmMemorableNumber', M.confirmPinRequired],
    ]);
  });

  it('exactly 6 digits', () => {
    expect(isMemorableNumber('582039')).toBe(true);
    for (const pin of ['58203', '5820391', '58203a', '582 03', ' 582039']) {
      expect([pin, errors({ ...VALID, memorableNumber: pin, confirmMemorableNumber: pin })]).toEqual([
        pin,
        [['memorableNumber', M.pinInvalid]],
      ]);
    }
  });

  it('confirm must match', () => {
    expect(errors({ ...VALID, confirmMemorableNumber: '582030' })).toEqual([
      ['confirmMemorableNumber', M.pinMismatch],
    ]);
  });
});

describe('forgotten password: password and memorable number, the forgotten wording', () => {
  const forgotten = (input: Record<string, unknown>) => errorsOf(forgottenPasswordCredentialsSchema, input);
  const { username: _u, confirmUsername: _c, ...REST } = VALID;

  it('has no username fields', () => {
    expect(formFieldNames(forgottenPasswordCredentialsSchema)).toEqual([
      ...forgottenPasswordCredentialsFields,
    ]);
    expect(forgotten({})).toEqual([
      ['password', M.passwordRequired],
      ['confirmPassword', M.confirmPasswordRequired],
      ['memorableNumber', M.pinRequired],
      ['confirmMemorableNumber', M.confirmPinRequired],
    ]);
    expect(forgotten(REST)).toEqual([]);
  });

  it('says "Your passwords do not match. Please check and try again." and "Please enter a valid password"', () => {
    expect(forgotten({ ...REST, confirmPassword: 'Heather-Moor-43!' })).toEqual([
      ['confirmPassword', M.passwordMismatchForgotten],
    ]);
    expect(forgotten({ ...REST, password: 'weak', confirmPassword: 'weak' })).toEqual([
      ['password', M.passwordInvalid],
      ['confirmPassword', M.passwordInvalid],
    ]);
  });
});

describe('credentialsSchema options: everything optional (update security details)', () => {
  const update = credentialsSchema({ username: 'single', optional: true, wording: 'forgotten' });
  const check = (input: Record<string, unknown>) => errorsOf(update, input);

  it('an empty form is valid (the journey itself asks for at least one credential)', () => {
    expect(formFieldNames(update)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'memorableNumber',
      'confirmMemorableNumber',
    ]);
    expect(validateForm(update, {})).toEqual({
      ok: true,
      data: {
        username: '',
        password: '',
        confirmPassword: '',
        memorableNumber: '',
        confirmMemorableNumber: '',
      },
    });
  });

  it('checks a filled field with its rules', () => {
    expect(check({ username: 'abc' })).toEqual([['username', M.usernameLength]]);
    expect(check({ memorableNumber: '12', confirmMemorableNumber: '12' })).toEqual([
      ['memorableNumber', M.pinInvalid],
    ]);
  });

  it('asks for the confirm field once its field is filled, then checks the match', () => {
    expect(check({ password: 'Heather-Moor-42!' })).toEqual([['confirmPassword', M.confirmPasswordRequired]]);
    expect(check({ password: 'Heather-Moor-42!', confirmPassword: 'Heather-Moor-43!' })).toEqual([
      ['confirmPassword', M.passwordMismatchForgotten],
    ]);
    expect(check({ memorableNumber: '582039' })).toEqual([['confirmMemorableNumber', M.confirmPinRequired]]);
    expect(check({ confirmPassword: 'Heather-Moor-42!' })).toEqual([
      ['confirmPassword', M.passwordMismatchForgotten],
    ]);
  });

  it('with a confirmed username, optional too', () => {
    const both = credentialsSchema({ optional: true });
    expect(errorsOf(both, { username: 'rita.register' })).toEqual([
      ['confirmUsername', M.confirmUsernameRequired],
    ]);
    expect(errorsOf(both, { username: 'rita.register', confirmUsername: 'rita.registe' })).toEqual([
      ['confirmUsername', M.usernameMismatch],
    ]);
  });
});
