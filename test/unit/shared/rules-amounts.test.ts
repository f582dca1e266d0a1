import {
  compareWithAvailableBalance,
  currency,
  isCurrencyAmount,
  isCurrencyAmountAsTyped,
  isWithinAvailableBalance,
  maxAmountCheckWithInputValue,
  minAmountCheck,
  minAmountCheckWithInputValue,
  amountToMinorUnits,
} from '#shared/forms/rules.ts';
import { currencyField } from '#shared/forms/fields.ts';
import { messageFor, outputOf } from './rules.helpers.ts';

// Amount fields: the format an amount may be typed in, its value in pence, and the minimum, maximum and balance checks.

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
