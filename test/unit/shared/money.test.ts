import {
  formatMoney,
  minorUnitsToDecimalString,
  parseDecimalToMinorUnits,
  toPence,
  tryToPence,
} from '#shared/domain/money.ts';

describe('toPence (upstream amounts, no float arithmetic)', () => {
  it.each([
    [0, 0],
    [0.1, 10],
    [0.01, 1],
    [1234567.89, 123456789],
    [-12.34, -1234],
    [-0, 0],
    [19.99, 1999],
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['0.10', 10],
    ['-0.05', -5],
    ['12', 1200],
    ['1.500', 150],
    ['  7.25 ', 725],
  ])('%p → %p pence', (amount, pence) => {
    expect(toPence(amount)).toBe(pence);
  });

  it('does not go through a float product (1234567.89 * 100 is 123456788.99999999)', () => {
    expect(1234567.89 * 100).not.toBe(123456789);
    expect(toPence(1234567.89)).toBe(123456789);
    expect(toPence(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
  });

  it.each([
    [0.125],
    [NaN],
    [Infinity],
    [1e-7],
    ['12,34'],
    ['1.2.3'],
    ['abc'],
    [''],
    ['£5'],
    ['0.123'],
    ['1e3'],
  ])('rejects %p', (amount) => {
    expect(tryToPence(amount)).toBeNull();
    expect(() => toPence(amount)).toThrow(RangeError);
  });

  it('rejects amounts that do not fit a safe integer of pence', () => {
    expect(tryToPence('90071992547409.92')).toBeNull();
    expect(tryToPence('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('honours the currency decimals', () => {
    expect(tryToPence('1500', 0)).toBe(1500);
    expect(tryToPence('1500.5', 0)).toBeNull();
  });
});

describe('parseDecimalToMinorUnits options', () => {
  it('can refuse negatives, grouping and trailing zeros', () => {
    expect(parseDecimalToMinorUnits('-1', { allowNegative: false })).toBeNull();
    expect(parseDecimalToMinorUnits('1,000', { allowGrouping: false })).toBeNull();
    expect(parseDecimalToMinorUnits('1.000', { allowTrailingZeros: false })).toBeNull();
    expect(parseDecimalToMinorUnits('1,000.00', {})).toBe(100000);
  });
});

describe('minorUnitsToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456, '1234.56'],
    [123456789, '1234567.89'],
  ])('%p → %p', (pence, text) => {
    expect(minorUnitsToDecimalString(pence)).toBe(text);
  });

  it('handles 0 decimals and bigint', () => {
    expect(minorUnitsToDecimalString(7, 0)).toBe('7');
    expect(minorUnitsToDecimalString(12345678901234567890n)).toBe('123456789012345678.90');
  });

  it('refuses unsafe or fractional numbers', () => {
    expect(() => minorUnitsToDecimalString(1.5)).toThrow(RangeError);
    expect(() => minorUnitsToDecimalString(2 ** 53)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '£0.00'],
    [10, '£0.10'],
    [123456789, '£1,234,567.89'],
    [-123450, '-£1,234.50'],
    [Number.MAX_SAFE_INTEGER, '£90,071,992,547,409.91'],
  ])('%p pence → %p', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });

  it('formats a very large bigint exactly (no float rounding)', () => {
    expect(formatMoney(12345678901234567891n)).toBe('£123,456,789,012,345,678.91');
  });

  it('uses the currency and its minor unit', () => {
    expect(formatMoney(150050, 'EUR')).toBe('€1,500.50');
    expect(formatMoney(1500, 'JPY')).toBe('JP¥1,500');
  });

  it('does not throw for a currency code Intl does not know', () => {
    expect(formatMoney(123456, 'not-a-code')).toBe('not-a-code 1,234.56');
  });
});
