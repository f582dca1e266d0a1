import { z } from '#shared/zod.ts';
import {
  ccbEmail,
  ccbPhone,
  compareWithAvailableBalance,
  currency,
  hasInvalidUsernameSymbol,
  isCcbEmail,
  isCcbPhone,
  isCurrencyAmount,
  isCurrencyAmountAsTyped,
  isNumeric,
  isSortCode,
  isValidDateOfBirth,
  isWithinAvailableBalance,
  laterThanToday,
  matches,
  maxAmountCheckWithInputValue,
  minAmountCheck,
  minAmountCheckWithInputValue,
  normaliseSortCode,
  numeric,
  required,
  usernameLength,
  usernameSymbols,
  validDateOfBirth,
  amountToMinorUnits,
  type FieldRule,
} from '#shared/forms/rules.ts';
import {
  checkboxField,
  currencyField,
  dateField,
  datePartsField,
  fieldsMatch,
  sortCodeField,
  textField,
} from '#shared/forms/fields.ts';

/** The one message a single field reports for `value` (undefined when valid). */
function messageFor(field: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.object({ f: field }).safeParse(value === undefined ? {} : { f: value });
  if (result.success) return undefined;
  expect(result.error.issues).toHaveLength(1); // one message per field, never a pile
  return result.error.issues[0]?.message;
}

function outputOf<T>(field: z.ZodMiniType<T>, value: unknown): T {
  return z.object({ f: field }).parse({ f: value }).f;
}

const failing = (r: FieldRule, value: string) => !r.test(value);

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

describe('currency', () => {
  it.each([
    ['1', true],
    ['1234', true],
    ['1,234', true],
    ['1,234,567.89', true],
    ['1234567.8', true],
    ['0.01', true],
    ['9999999999.99', true], // 10 digits
    ['99999999999', false], // 11 digits
    ['9,999,999,999', true],
    ['12,34', false],
    ['1,2345', false],
    [',123', false],
    ['1.234', false],
    ['-5', false],
    ['£5', false],
    ['1.', false],
    ['', false],
  ])('%p valid: %p', (value, valid) => {
    expect(isCurrencyAmount(value)).toBe(valid);
  });

  it.each([
    ['', true],
    ['12', true],
    ['12.3', true],
    ['12.', true],
    ['1,', true],
    ['1,23', true],
    ['1,234,5', true],
    ['9999999999', true],
    ['a', false],
    ['12c', false],
    ['12.345', false],
    ['12.3.', false],
    ['.', false],
    ['1,234,', true],
    ['1234,', false],
    ['12,34.', false],
    ['99999999999', false],
    ['-', false],
  ])('as typed, %p can still become a valid amount: %p (spec 1 §5)', (value, valid) => {
    expect(isCurrencyAmountAsTyped(value)).toBe(valid);
  });

  it('takes the decimals from the currency and the max digits from options', () => {
    expect(isCurrencyAmount('100', { currency: 'JPY' })).toBe(true);
    expect(isCurrencyAmount('100.5', { currency: 'JPY' })).toBe(false);
    expect(isCurrencyAmount('123456', { maxDigits: 5 })).toBe(false);
  });

  it('parses an entered amount to integer pence (commas removed)', () => {
    expect(amountToMinorUnits('1,234.50')).toBe(123450);
    expect(amountToMinorUnits('0.1')).toBe(10);
    expect(amountToMinorUnits('1234567.89')).toBe(123456789);
    expect(amountToMinorUnits('1.234')).toBeNull();
    expect(amountToMinorUnits('-1')).toBeNull();
  });

  it('currencyField outputs pence and reports required first', () => {
    const field = currencyField({ required: 'Please enter an amount' });
    expect(messageFor(field, '')).toBe('Please enter an amount');
    expect(messageFor(field, '12,34')).toBe('Please enter a valid amount');
    expect(messageFor(currencyField({ invalid: 'Amount?' }), 'x')).toBe('Amount?');
    expect(outputOf(field, '1,234.50')).toBe(123450);
    expect(outputOf(field, ' 0.1 ')).toBe(10);
    expect(outputOf(currencyField({ required: false }), '')).toBeNull();
    expect(currency().message).toBe('Please enter a valid amount');
  });
});

describe('amount rules', () => {
  it("compareWithAvailableBalance: 'Please enter an amount less than available balance'", () => {
    const rule = compareWithAvailableBalance(123450); // £1,234.50
    expect(rule.message).toBe('Please enter an amount less than available balance');
    expect(rule.test('1,234.50')).toBe(true);
    expect(rule.test('1234.51')).toBe(false);
    expect(rule.test('0.1')).toBe(true);
    expect(isWithinAvailableBalance('1,234.49', 123450)).toBe(true);
    expect(isWithinAvailableBalance('1,234.51', 123450)).toBe(false);
  });

  it('compares in integer pence (0.1 + 0.2 style float errors cannot creep in)', () => {
    expect(compareWithAvailableBalance(30).test('0.30')).toBe(true);
    expect(compareWithAvailableBalance(123456789).test('1234567.89')).toBe(true);
    expect(compareWithAvailableBalance(123456788).test('1234567.89')).toBe(false);
  });

  it("minAmountCheck: at least 0.01 by default, 'Please enter an amount greater than zero'", () => {
    const rule = minAmountCheck();
    expect(rule.message).toBe('Please enter an amount greater than zero');
    expect(rule.test('0')).toBe(false);
    expect(rule.test('0.00')).toBe(false);
    expect(rule.test('0.01')).toBe(true);
    expect(minAmountCheck(500).test('4.99')).toBe(false);
  });

  it('min/maxAmountCheckWithInputValue compare with a supplied value, otherwise pass', () => {
    expect(minAmountCheckWithInputValue(undefined).test('0')).toBe(true);
    expect(minAmountCheckWithInputValue(null).test('0')).toBe(true);
    expect(minAmountCheckWithInputValue(100000).test('999.99')).toBe(false);
    expect(minAmountCheckWithInputValue(100000).test('1,000')).toBe(true);
    expect(maxAmountCheckWithInputValue(undefined).test('99999999')).toBe(true);
    expect(maxAmountCheckWithInputValue(100000).test('1,000.01')).toBe(false);
    expect(maxAmountCheckWithInputValue(100000).test('1,000.00')).toBe(true);
    expect(minAmountCheckWithInputValue(1).message).toBe(
      'Please enter a value that is above the minimum amount.',
    );
    expect(maxAmountCheckWithInputValue(1).message).toBe(
      'Please enter a value that is below the maximum amount.',
    );
    expect(
      minAmountCheckWithInputValue(1, {
        message: 'Please enter a value that is above the minimum investment amount.',
      }).message,
    ).toBe('Please enter a value that is above the minimum investment amount.');
  });

  it('in a field, required then format then the amount rules', () => {
    const field = currencyField({
      required: 'Please enter an amount',
      rules: [minAmountCheck(), compareWithAvailableBalance(10000)],
    });
    expect(messageFor(field, '')).toBe('Please enter an amount');
    expect(messageFor(field, 'abc')).toBe('Please enter a valid amount');
    expect(messageFor(field, '0')).toBe('Please enter an amount greater than zero');
    expect(messageFor(field, '100.01')).toBe('Please enter an amount less than available balance');
    expect(messageFor(field, '100')).toBeUndefined();
  });
});

describe('date picker (DD/MM/YYYY)', () => {
  // 23:30 UTC on 30 June 2026 is 00:30 on 1 July in London (BST).
  const clock = () => new Date('2026-06-30T23:30:00Z');
  const field = dateField({ rules: [laterThanToday({ clock })] });

  it("'Please select a date.' when blank", () => {
    expect(messageFor(field, '')).toBe('Please select a date.');
    expect(messageFor(field, undefined)).toBe('Please select a date.');
  });

  it("'Please enter a valid date.' when not a real DD/MM/YYYY day", () => {
    expect(messageFor(field, '31/06/2026')).toBe('Please enter a valid date.');
    expect(messageFor(field, 'tomorrow')).toBe('Please enter a valid date.');
  });

  it("'Please enter a date later than today.' by London's today on the injected clock", () => {
    expect(messageFor(field, '01/07/2026')).toBe('Please enter a date later than today.');
    expect(messageFor(field, '30/06/2026')).toBe('Please enter a date later than today.');
    expect(messageFor(field, '02/07/2026')).toBeUndefined();
    expect(outputOf(field, '2/7/2026')).toBe('2026-07-02');
  });

  it('optional when required is false', () => {
    expect(messageFor(dateField({ required: false }), '')).toBeUndefined();
    expect(outputOf(dateField({ required: false }), '')).toBe('');
  });
});

describe('date of birth (day/month/year parts)', () => {
  const clock = () => new Date('2026-05-01T10:00:00Z');
  const field = datePartsField({
    required: 'Please tell us your date of birth.',
    invalid: 'Please select a valid date of birth.',
    rules: [validDateOfBirth({ clock })],
  });

  it("'Please tell us your date of birth.' when all parts are blank or missing", () => {
    expect(messageFor(field, undefined)).toBe('Please tell us your date of birth.');
    expect(messageFor(field, { day: '', month: '', year: '' })).toBe('Please tell us your date of birth.');
  });

  it("'Please select a valid date of birth.' for a partial, impossible or out-of-range date", () => {
    expect(messageFor(field, { day: '1', month: '', year: '1990' })).toBe(
      'Please select a valid date of birth.',
    );
    expect(messageFor(field, { day: '29', month: '2', year: '1990' })).toBe(
      'Please select a valid date of birth.',
    );
    expect(messageFor(field, { day: '1', month: '1', year: '2010' })).toBe(
      'Please select a valid date of birth.',
    ); // year after 2008
    expect(messageFor(field, { day: '1', month: '1', year: '1888' })).toBe(
      'Please select a valid date of birth.',
    ); // before 1889
  });

  it('accepts a date the select offers and outputs year-month-day', () => {
    expect(outputOf(field, { day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(outputOf(field, { day: '1', month: '5', year: '2008' })).toBe('2008-05-01'); // 18 today
    expect(outputOf(field, '1990-03-07')).toBe('1990-03-07');
  });

  it('isValidDateOfBirth uses the London date', () => {
    expect(isValidDateOfBirth('2009-01-01', new Date('2026-12-31T23:30:00Z'))).toBe(false); // London: still 2026
    expect(isValidDateOfBirth('2009-01-01', new Date('2027-01-01T00:30:00Z'))).toBe(true);
  });

  it('defaults to the date messages', () => {
    expect(messageFor(datePartsField(), {})).toBe('Please select a date.');
    expect(messageFor(datePartsField(), { day: '40', month: '1', year: '2000' })).toBe(
      'Please enter a valid date.',
    );
  });
});

describe('sort code (mask 99-99-99)', () => {
  const field = sortCodeField();
  it("'Please enter your sort code' / 'Please enter a valid sort code'", () => {
    expect(messageFor(field, '')).toBe('Please enter your sort code');
    expect(messageFor(field, '12-34-5')).toBe('Please enter a valid sort code');
    expect(messageFor(field, '12-34-5a')).toBe('Please enter a valid sort code');
    expect(messageFor(field, '12-34-56')).toBeUndefined();
  });

  it('accepts the mask, plain digits and spaces; outputs the 6 digits', () => {
    expect(isSortCode('123456')).toBe(true);
    expect(isSortCode('12 34 56')).toBe(true);
    expect(isSortCode('1234567')).toBe(false);
    expect(normaliseSortCode('12-34-56')).toBe('123456');
    expect(outputOf(field, '12-34-56')).toBe('123456');
  });
});

describe('ccbEmail', () => {
  it.each([
    ['a@b.c', true],
    ['jo@example.co.uk', true],
    ['@.', false], // 2 characters
    ['a@.', true], // 3 characters, an @ and a dot after it: the spec's rule, literally
    ['a.b@c', false], // the dot is before the @
    ['a b@c.d', false],
    ['abc', false],
    [`${'a'.repeat(45)}@b.com`, false], // 51 characters
    [`${'a'.repeat(44)}@b.com`, true], // 50 characters
  ])('%p valid: %p', (value, valid) => {
    expect(isCcbEmail(value)).toBe(valid);
  });

  it("says '{title} must be a valid email address'", () => {
    expect(ccbEmail('Email').message).toBe('Email must be a valid email address');
    expect(messageFor(textField([required(), ccbEmail('Email')]), 'nope')).toBe(
      'Email must be a valid email address',
    );
  });
});

describe('ccbPhone', () => {
  it.each([
    ['07700900123', true],
    ['07700 900 123', true],
    ['07123456789012345678901', false], // 21 after 07
    ['0712345678', false], // 8 after 07
    ['071234567', false],
    ['08700900123', false],
    ['+447700900123', false],
    ['0770090012a', false],
  ])('%p valid: %p', (value, valid) => {
    expect(isCcbPhone(value)).toBe(valid);
  });

  it("says '{title} must be a valid phone number.'", () => {
    expect(ccbPhone('Mobile number').message).toBe('Mobile number must be a valid phone number.');
  });
});

describe('username rules', () => {
  it('length 6 to 23', () => {
    const rule = usernameLength();
    expect(rule.message).toBe('Your username must be at least 6 characters, and no more than 23 characters');
    expect(rule.test('abcde')).toBe(false);
    expect(rule.test('abcdef')).toBe(true);
    expect(rule.test('a'.repeat(23))).toBe(true);
    expect(rule.test('a'.repeat(24))).toBe(false);
  });

  it.each([
    '$',
    '&',
    '+',
    ',',
    '/',
    ':',
    ';',
    '=',
    '?',
    '%',
    '#',
    '<',
    '>',
    '{',
    '}',
    '^',
    '~',
    '[',
    ']',
    '`',
    '\\',
    ' ',
    '\t',
  ])('refuses %p', (symbol) => {
    expect(hasInvalidUsernameSymbol(`user${symbol}name`)).toBe(true);
  });

  it('allows other symbols, and spells the list out in the message', () => {
    expect(hasInvalidUsernameSymbol("jo.bloggs-1_'!*@()")).toBe(false);
    expect(usernameSymbols().message).toBe(
      'Your username contains one or more of these invalid symbols $ & + , / : ; = ? % # < > { } ^ ~ [ ] ` \\ Please remove them and try again',
    );
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
