import { z } from '#shared/zod.ts';
import { isNumeric, matches, numeric, required } from '#shared/forms/rules.ts';
import { checkboxField, datePartsField, fieldsMatch, textField } from '#shared/forms/fields.ts';
import { failing, messageFor, outputOf } from './rules.helpers.ts';

// How a field runs its rules: required first, then the first failing format rule; checkboxes and matching fields.
// Amounts, dates and formats such as sort codes have their own files (rules-*.test.ts).

describe('required', () => {
  const field = textField([required()]);
  it("says 'Required' for a missing, empty or blank value", () => {
    expect(messageFor(field, undefined)).toBe('Required');
    expect(messageFor(field, '')).toBe('Required');
    expect(messageFor(field, '   ')).toBe('Required');
    expect(messageFor(field, 'x')).toBeUndefined();
  });

  it('takes a custom message and trims the output', () => {
    expect(messageFor(textField([required('Please enter your first name')]), '')).toBe(
      'Please enter your first name',
    );
    expect(outputOf(textField([required()]), '  Ann  ')).toBe('Ann');
  });
});

describe('required before format, then the first failing rule', () => {
  const field = textField([
    matches(/^\d+$/, 'digits only'),
    matches(/^.{3}$/, 'three long'),
    required('Please enter it'), // position does not matter: required is checked first
  ]);

  it('reports the required error even though the format rules fail too', () => {
    expect(messageFor(field, '')).toBe('Please enter it');
  });

  it('reports only the first failing format rule', () => {
    expect(messageFor(field, 'ab')).toBe('digits only');
    expect(messageFor(field, '12')).toBe('three long');
    expect(messageFor(field, '123')).toBeUndefined();
  });

  it('an optional field accepts blank and skips its rules', () => {
    const optional = textField([matches(/^\d+$/, 'digits only')]);
    expect(messageFor(optional, '')).toBeUndefined();
    expect(messageFor(optional, undefined)).toBeUndefined();
    expect(outputOf(optional, undefined)).toBe('');
    expect(messageFor(optional, 'a')).toBe('digits only');
  });
});

describe('numeric', () => {
  it('allows digits with at most dp decimals', () => {
    expect(isNumeric('12', 2)).toBe(true);
    expect(isNumeric('12.3', 2)).toBe(true);
    expect(isNumeric('12.34', 2)).toBe(true);
    expect(isNumeric('12.345', 2)).toBe(false);
    expect(isNumeric('-1', 2)).toBe(false);
    expect(isNumeric('1,000', 2)).toBe(false);
    expect(isNumeric('.5', 2)).toBe(false);
  });

  it('dp 0 means whole numbers', () => {
    expect(isNumeric('42', 0)).toBe(true);
    expect(isNumeric('42.0', 0)).toBe(false);
    expect(isNumeric('42.', 0)).toBe(false);
  });

  it('has a generic message', () => {
    expect(failing(numeric(0), '1.5')).toBe(true);
    expect(numeric(0).message).toBe('Please enter a valid number');
  });
});

describe('checkboxField', () => {
  it("'on' → true, absent → false; react-hook-form booleans too", () => {
    expect(outputOf(checkboxField(), 'on')).toBe(true);
    expect(outputOf(checkboxField(), true)).toBe(true);
    expect(outputOf(checkboxField(), false)).toBe(false);
    expect(z.object({ f: checkboxField() }).parse({}).f).toBe(false);
    expect(z.object({ f: datePartsField({ required: false }) }).parse({}).f).toBe('');
  });

  it('a required checkbox fails unticked with its message', () => {
    expect(messageFor(checkboxField({ required: 'Please confirm' }), undefined)).toBe('Please confirm');
  });
});

describe('fieldsMatch', () => {
  const schema = z
    .object({
      password: textField([required('Please enter a password')]),
      confirmPassword: textField([required('Please confirm your password')]),
    })
    .check(fieldsMatch('confirmPassword', 'password', 'Please ensure the password fields match'));

  it('adds a mismatch error on the confirm field', () => {
    const result = schema.safeParse({ password: 'abc', confirmPassword: 'abd' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['confirmPassword'], 'Please ensure the password fields match'],
    ]);
    expect(schema.safeParse({ password: 'abc', confirmPassword: 'abc' }).success).toBe(true);
  });

  it('never replaces the confirm field’s own required error', () => {
    const result = schema.safeParse({ password: 'abc', confirmPassword: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please confirm your password']);
  });
});
