import { z } from '#shared/zod.ts';
import { datePartsField, textField, currencyField } from '#shared/forms/fields.ts';
import { matches, required, validDateOfBirth } from '#shared/forms/rules.ts';
import {
  errorSummaryTitle,
  fieldErrorMessages,
  formDataToObject,
  formFieldNames,
  secretFieldNames,
  validateForm,
} from '#shared/forms/validate.ts';

const schema = z.object({
  firstname: textField([
    required('Please enter your first name'),
    matches(/^[a-z]+$/i, 'Please enter a valid first name'),
  ]),
  b_day: datePartsField({
    required: 'Please enter your date of birth',
    invalid: 'Please select a valid date of birth.',
    rules: [validDateOfBirth({ clock: () => new Date('2026-05-01T12:00:00Z') })],
  }),
  memorableNumber: textField(
    [
      required('Please enter your memorable number'),
      matches(/^\d{6}$/, 'Please enter a valid memorable number'),
    ],
    { secret: true },
  ),
  amount: currencyField({ required: 'Please enter an amount' }),
  nickname: textField([matches(/^\w+$/, 'Letters only')]),
});

describe('validateForm', () => {
  it('returns the parsed data when valid', () => {
    const result = validateForm(schema, {
      firstname: ' Ann ',
      b_day: { day: '7', month: '3', year: '1990' },
      memorableNumber: '123456',
      amount: '1,234.50',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        firstname: 'Ann',
        b_day: '1990-03-07',
        memorableNumber: '123456',
        amount: 123450,
        nickname: '',
      },
    });
  });

  it('gives one required error per field, in the schema’s field order, for an empty post', () => {
    const result = validateForm(schema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'firstname', href: '#firstname', message: 'Please enter your first name' },
      { field: 'b_day', href: '#b_day-day', message: 'Please enter your date of birth' },
      { field: 'memorableNumber', href: '#memorableNumber', message: 'Please enter your memorable number' },
      { field: 'amount', href: '#amount', message: 'Please enter an amount' },
    ]);
    expect(result.values).toEqual({});
  });

  it('gives format errors when filled but wrong, and keeps field order', () => {
    const result = validateForm(schema, {
      amount: 'lots',
      firstname: 'Ann1',
      b_day: { day: '31', month: '2', year: '1990' },
      memorableNumber: '12',
      nickname: 'a b',
    });
    if (result.ok) throw new Error('expected failure');
    expect(result.errors.map((e) => [e.field, e.message])).toEqual([
      ['firstname', 'Please enter a valid first name'],
      ['b_day', 'Please select a valid date of birth.'],
      ['memorableNumber', 'Please enter a valid memorable number'],
      ['amount', 'Please enter a valid amount'],
      ['nickname', 'Letters only'],
    ]);
  });

  it('echoes what was entered as strings, never secret fields, only the form’s fields', () => {
    const result = validateForm(
      schema,
      {
        firstname: 'Ann1',
        b_day: { day: '31', month: '2', year: '1990' },
        memorableNumber: '654321',
        amount: '12',
        _csrf: 'token',
      },
      { secretFields: ['amount'] },
    );
    if (result.ok) throw new Error('expected failure');
    expect(result.values).toEqual({
      firstname: 'Ann1',
      'b_day.day': '31',
      'b_day.month': '2',
      'b_day.year': '1990',
    });
    expect(JSON.stringify(result)).not.toContain('654321');
  });

  it('prefers a required issue over a format issue for the same field, whatever their order', () => {
    const loose = z.object({ code: z.string() }).check(
      z.superRefine((_, ctx) => {
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'Format first' });
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: 'Required second',
          params: { rule: 'required' },
        });
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'Another format' });
      }),
    );
    const result = validateForm(loose, { code: 'x' });
    if (result.ok) throw new Error('expected failure');
    expect(result.errors).toEqual([{ field: 'code', href: '#code', message: 'Required second' }]);
  });

  it('uses dateFields and fieldIds options for links', () => {
    const plain = z.object({ start: z.string().check(z.minLength(1, 'Please select a start date')) });
    const result = validateForm(
      plain,
      { start: '' },
      { dateFields: ['start'], fieldIds: { start: 'range-start' } },
    );
    if (result.ok) throw new Error('expected failure');
    expect(result.errors[0]?.href).toBe('#range-start-day');
  });

  it('puts a form-level issue without a path on the first field', () => {
    const formLevel = z
      .object({ a: z.string(), b: z.string() })
      .check(z.refine((v) => v.a !== v.b, 'Must differ'));
    const result = validateForm(formLevel, { a: 'x', b: 'x' });
    if (result.ok) throw new Error('expected failure');
    expect(result.errors).toEqual([{ field: 'a', href: '#a', message: 'Must differ' }]);
  });

  it('knows the fields and the secret fields of a schema', () => {
    expect(formFieldNames(schema)).toEqual(['firstname', 'b_day', 'memorableNumber', 'amount', 'nickname']);
    expect(secretFieldNames(schema)).toEqual(['memorableNumber']);
    const transformed = z.pipe(
      schema,
      z.transform((v) => v),
    );
    expect(formFieldNames(transformed)).toEqual(formFieldNames(schema));
  });

  it('gives the same field messages through fieldErrorMessages', () => {
    const result = validateForm(schema, { firstname: '' });
    if (result.ok) throw new Error('expected failure');
    expect(fieldErrorMessages(result.errors).firstname).toBe('Please enter your first name');
  });
});

describe('errorSummaryTitle', () => {
  it('is singular for one error and counts the others', () => {
    expect(errorSummaryTitle(1)).toBe('There is 1 error in this form:');
    expect(errorSummaryTitle(2)).toBe('There are 2 errors in this form:');
    expect(errorSummaryTitle(11)).toBe('There are 11 errors in this form:');
  });
});

describe('formDataToObject', () => {
  it('keeps single values, lists repeated keys, nests dotted names, drops files', () => {
    const form = new FormData();
    form.append('username', 'jo.bloggs');
    form.append('rememberMe', 'on');
    form.append('types', 'Statement');
    form.append('types', 'Letter');
    form.append('b_day.day', '7');
    form.append('b_day.month', '3');
    form.append('b_day.year', '1990');
    form.append('upload', new Blob(['x']), 'x.txt');
    expect(formDataToObject(form)).toEqual({
      username: 'jo.bloggs',
      rememberMe: 'on',
      types: ['Statement', 'Letter'],
      b_day: { day: '7', month: '3', year: '1990' },
    });
  });

  it('returns a list for array fields even with one or no value', () => {
    const one = new URLSearchParams('types=Statement');
    expect(formDataToObject(one, { arrayFields: ['types', 'others'] })).toEqual({
      types: ['Statement'],
      others: [],
    });
  });

  it('an unticked checkbox is absent', () => {
    expect(formDataToObject(new URLSearchParams('username=jo'))).toEqual({ username: 'jo' });
  });

  it('ignores prototype-polluting names and conflicting nesting', () => {
    const params = new URLSearchParams('__proto__.polluted=yes&a.constructor.x=1&x=1&x.y=2&ok=1&b..c=2');
    const result = formDataToObject(params);
    expect(result).toEqual({ x: '1', ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('feeds validateForm end to end', () => {
    const params = new URLSearchParams(
      'firstname=&b_day.day=1&b_day.month=13&b_day.year=1990&memorableNumber=1&amount=5',
    );
    const result = validateForm(schema, formDataToObject(params));
    if (result.ok) throw new Error('expected failure');
    expect(result.errors.map((e) => e.message)).toEqual([
      'Please enter your first name',
      'Please select a valid date of birth.',
      'Please enter a valid memorable number',
    ]);
    expect(result.values).toEqual({
      firstname: '',
      'b_day.day': '1',
      'b_day.month': '13',
      'b_day.year': '1990',
      amount: '5',
    });
  });
});
