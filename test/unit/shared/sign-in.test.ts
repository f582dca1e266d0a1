import { zodResolver } from '@hookform/resolvers/zod';
import {
  joinPinDigits,
  signInStep1Fields,
  signInStep1RememberedSchema,
  signInStep1Schema,
  signInStep1SecretFields,
  signInStep2Fields,
  createSignInStep2Schema,
  signInStep2SecretFields,
} from '#shared/forms/sign-in.ts';
import { formDataToObject, formFieldNames, secretFieldNames, validateForm } from '#shared/forms/validate.ts';

const usernameRequired =
  'Please enter the username you chose when you registered. If you have forgotten it, use the forgotten your username link.';
const usernameLength = 'Your username must be at least 6 characters, and no more than 23 characters';
const usernameSymbols =
  'Your username contains one or more of these invalid symbols $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \\ Please remove them and try again';

function step1Errors(input: Record<string, unknown>) {
  const result = validateForm(signInStep1Schema, input);
  return result.ok ? [] : result.errors.map((e) => [e.field, e.message]);
}

describe('signInStep1Schema', () => {
  it('an empty post gives the two required messages, username first', () => {
    expect(step1Errors({})).toEqual([
      ['username', usernameRequired],
      ['password', 'Please enter a password'],
    ]);
  });

  it('username: required wins over the length and symbol rules', () => {
    expect(step1Errors({ username: '', password: 'x' })).toEqual([['username', usernameRequired]]);
    expect(step1Errors({ username: '   ', password: 'x' })).toEqual([['username', usernameRequired]]);
  });

  it('username: length 6 to 23, then the invalid symbols', () => {
    expect(step1Errors({ username: 'short', password: 'x' })).toEqual([['username', usernameLength]]);
    expect(step1Errors({ username: 'a'.repeat(24), password: 'x' })).toEqual([['username', usernameLength]]);
    expect(step1Errors({ username: 'jo$bl', password: 'x' })).toEqual([['username', usernameLength]]);
    expect(step1Errors({ username: 'jo$bloggs', password: 'x' })).toEqual([['username', usernameSymbols]]);
    expect(step1Errors({ username: 'jo bloggs', password: 'x' })).toEqual([['username', usernameSymbols]]);
    expect(step1Errors({ username: ' jobloggs', password: 'x' })).toEqual([['username', usernameSymbols]]);
  });

  it('parses a valid post; Remember me "on" → true, absent → false; the password is kept as typed', () => {
    const form = new URLSearchParams('username=jo.bloggs&password=%20Pa55word!%20&rememberMe=on&_csrf=t');
    expect(validateForm(signInStep1Schema, formDataToObject(form))).toEqual({
      ok: true,
      data: { username: 'jo.bloggs', password: ' Pa55word! ', rememberMe: true },
    });
    const without = validateForm(signInStep1Schema, { username: 'jo.bloggs', password: 'p' });
    expect(without.ok && without.data.rememberMe).toBe(false);
  });

  it('never echoes the password', () => {
    const result = validateForm(signInStep1Schema, {
      username: 'jo',
      password: 'S3cret-Pa55',
      rememberMe: 'on',
    });
    if (result.ok) throw new Error('expected failure');
    expect(result.values).toEqual({ username: 'jo', rememberMe: 'on' });
    expect(JSON.stringify(result)).not.toContain('S3cret-Pa55');
  });

  it('exports its field order and secret fields, matching the schema', () => {
    expect(formFieldNames(signInStep1Schema)).toEqual([...signInStep1Fields]);
    expect(secretFieldNames(signInStep1Schema)).toEqual([...signInStep1SecretFields]);
  });

  it('the remembered-user variant posts no username', () => {
    expect(formFieldNames(signInStep1RememberedSchema)).toEqual(['password', 'rememberMe']);
    expect(validateForm(signInStep1RememberedSchema, { password: 'p' })).toEqual({
      ok: true,
      data: { password: 'p', rememberMe: false },
    });
    const result = validateForm(signInStep1RememberedSchema, { password: '' });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'password', href: '#password', message: 'Please enter a password' },
    ]);
    expect(secretFieldNames(signInStep1RememberedSchema)).toEqual(['password']);
  });
});

/** The digits the bank asked for, labelled as the page labels them. */
const signInStep2Schema = createSignInStep2Schema(['1st', '3rd', '6th']);

describe('signInStep2Schema', () => {
  it('each digit is required, then exactly one digit', () => {
    const result = validateForm(signInStep2Schema, { pin0: '', pin1: '12', pin2: 'a' });
    if (result.ok) throw new Error('expected failure');
    expect(result.errors).toEqual([
      { field: 'pin0', href: '#pin0', message: 'Please enter the 1st digit of your memorable number' },
      { field: 'pin1', href: '#pin1', message: 'Please enter a single number from 0 to 9 for the 3rd digit' },
      { field: 'pin2', href: '#pin2', message: 'Please enter a single number from 0 to 9 for the 6th digit' },
    ]);
  });

  it('each empty digit names its digit, so the three messages differ and none says "above" (decision 063)', () => {
    const result = validateForm(signInStep2Schema, { pin0: '', pin1: '', pin2: '' });
    const messages = result.ok ? [] : result.errors.map((error) => error.message);
    expect(messages).toEqual([
      'Please enter the 1st digit of your memorable number',
      'Please enter the 3rd digit of your memorable number',
      'Please enter the 6th digit of your memorable number',
    ]);
  });

  it('never echoes any digit', () => {
    const result = validateForm(signInStep2Schema, { pin0: '7', pin1: '8', pin2: '' });
    if (result.ok) throw new Error('expected failure');
    expect(result.values).toEqual({});
  });

  it('joins the three digits for upstream', () => {
    const result = validateForm(signInStep2Schema, { pin0: '4', pin1: ' 0 ', pin2: '9' });
    if (!result.ok) throw new Error('expected success');
    expect(joinPinDigits(result.data)).toBe('409');
  });

  it('exports its field order and secret fields, matching the schema', () => {
    expect(formFieldNames(signInStep2Schema)).toEqual([...signInStep2Fields]);
    expect(secretFieldNames(signInStep2Schema)).toEqual([...signInStep2SecretFields]);
  });
});

describe('the same schema through react-hook-form’s resolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('gives each field its required-first message, as validateForm does', async () => {
    const resolve = zodResolver(signInStep1Schema);
    const empty = await resolve({ username: '', password: '', rememberMe: false }, undefined, options);
    expect(empty.errors.username?.message).toBe(usernameRequired);
    expect(empty.errors.password?.message).toBe('Please enter a password');

    const badUsername = await resolve(
      { username: 'jo$', password: 'x', rememberMe: false },
      undefined,
      options,
    );
    expect(badUsername.errors.username?.message).toBe(usernameLength);
    expect(badUsername.errors.password).toBeUndefined();
  });

  it('resolves valid values to the parsed data', async () => {
    const resolve = zodResolver(signInStep2Schema);
    const ok = await resolve({ pin0: '1', pin1: '2', pin2: '3' }, undefined, options);
    expect(ok.values).toEqual({ pin0: '1', pin1: '2', pin2: '3' });
    const bad = await resolve({ pin0: '', pin1: '22', pin2: '3' }, undefined, options);
    expect(bad.errors.pin0?.message).toBe('Please enter the 1st digit of your memorable number');
    expect(bad.errors.pin1?.message).toBe('Please enter a single number from 0 to 9 for the 3rd digit');
  });
});
