import {
  cardPaymentSchema,
  isCardNumber,
  londonMonth,
  luhnValid,
  parseExpiry,
  withoutCardData,
} from '../../../shared/forms/card-payment.ts';
import { validateForm } from '../../../shared/forms/validate.ts';

// spec 3 §5 "Pay by card" (docs/money-journeys.md, Pay into an account by card): the one schema of step 1, as the
// server and the browser run it.

const VALID = {
  amount: '25',
  cardNumber: '4444 3333 2222 1111',
  expiryDate: '10/26',
  cardholderName: 'Carl Card',
  securityCode: '737',
  addressLine1: '1 Card Street',
  addressLine2: '',
  townOrCity: 'Cardiff',
  postcode: 'cf10 1ep',
  paymentType: 'specific',
};

// The expiry date is London's: 2026-09-30T23:30Z is 00:30 on 1 October in London (BST).
const OCTOBER = londonMonth(new Date('2026-09-30T23:30:00Z'));
const schema = cardPaymentSchema({ thisMonth: OCTOBER });
const check = (input: Record<string, unknown>, s = schema) => validateForm(s, input);
const messages = (input: Record<string, unknown>, s = schema) => {
  const result = check(input, s);
  return result.ok ? [] : result.errors.map((e) => `${e.field}: ${e.message}`);
};

describe('card payment details form', () => {
  it('accepts a valid form: digits only, MM/YY, the postcode tidied, payment type specific', () => {
    expect(check(VALID)).toEqual({
      ok: true,
      data: {
        amount: 2500,
        cardNumber: '4444333322221111',
        expiryDate: '10/26',
        cardholderName: 'Carl Card',
        securityCode: '737',
        addressLine1: '1 Card Street',
        addressLine2: '',
        townOrCity: 'Cardiff',
        postcode: 'CF10 1EP',
        paymentType: 'specific',
      },
    });
    // Without the hidden field the type is still 'specific'; any other type is refused.
    const { paymentType: _omitted, ...withoutType } = VALID;
    expect(check(withoutType).ok).toBe(true);
    expect(messages({ ...VALID, paymentType: 'full' })).toEqual([
      'paymentType: Please choose a payment type',
    ]);
  });

  it('asks for every required field, in the page order, and never echoes the card number, expiry or code', () => {
    expect(messages({})).toEqual([
      'amount: Please enter an amount',
      'cardNumber: Please enter your card number',
      'expiryDate: Please enter the expiry date',
      'cardholderName: Please enter the name on the card',
      'securityCode: Please enter the card security code',
      'addressLine1: Please enter the first line of the billing address',
      'postcode: Please enter the billing postcode',
    ]);
    const result = check({ ...VALID, amount: 'x', securityCode: '12' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values).toEqual({
      amount: 'x',
      cardholderName: 'Carl Card',
      addressLine1: '1 Card Street',
      addressLine2: '',
      townOrCity: 'Cardiff',
      postcode: 'cf10 1ep',
      paymentType: 'specific',
    });
    expect(JSON.stringify(result)).not.toMatch(/4444|1111|737|10\/26/);
  });

  it('takes the amount in the withdrawal style: pounds, commas, a pound sign, more than zero', () => {
    expect(check({ ...VALID, amount: '£1,000.50' })).toMatchObject({ ok: true, data: { amount: 100_050 } });
    for (const amount of ['10,00', '1.234', '-5', '1e3', 'ten'])
      expect(messages({ ...VALID, amount })).toEqual(['amount: Please enter a valid amount']);
    expect(messages({ ...VALID, amount: '0.00' })).toEqual([
      'amount: Please enter an amount greater than zero',
    ]);
  });

  it('takes no more than is owed on a loan', () => {
    const loan = cardPaymentSchema({ thisMonth: OCTOBER, owed: 750_000 });
    expect(check({ ...VALID, amount: '7,500.00' }, loan).ok).toBe(true);
    expect(messages({ ...VALID, amount: '7500.01' }, loan)).toEqual([
      'amount: Please enter an amount no more than you owe',
    ]);
  });

  describe('card number', () => {
    it.each([
      '4444 3333 2222 1111',
      '4444-3333-2222-1111',
      '4444–3333–2222–1111',
      ' 5555555555554444 ',
      '2223000048400011',
      '6759649826438453',
      '6759649826438453003', // 19 digits
      '500000000009', // 12 digits
    ])('accepts %j', (cardNumber) => {
      expect(messages({ ...VALID, cardNumber })).toEqual([]);
    });

    it.each([
      '4444333322221112', // Luhn fails
      '4444333322221111aaa',
      '4444.3333.2222.1111',
      '12345678901', // 11 digits
      '67596498264384530030', // 20 digits
      '0000 0000 000',
    ])('refuses %j', (cardNumber) => {
      expect(messages({ ...VALID, cardNumber })).toEqual([
        'cardNumber: Please enter a valid credit card number',
      ]);
    });

    it('checks Luhn', () => {
      expect(luhnValid('79927398713')).toBe(true);
      expect(luhnValid('79927398710')).toBe(false);
      expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    });
  });

  describe('expiry date, London time', () => {
    it('finds the London month, not the UTC one, at the month boundaries', () => {
      expect(londonMonth(new Date('2026-09-30T22:59:59Z'))).toBe('2026-09'); // 23:59:59 BST
      expect(londonMonth(new Date('2026-09-30T23:00:00Z'))).toBe('2026-10'); // midnight BST
      expect(londonMonth(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12'); // GMT: London is UTC
      expect(londonMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
      expect(londonMonth(new Date('2027-03-31T23:30:00Z'))).toBe('2027-04'); // BST again
    });

    it.each(['10/26', '1026', '10 / 26', '10-26', '10/2026', '11/26', '01/27'])(
      '%j is valid in October 2026',
      (expiryDate) => {
        expect(messages({ ...VALID, expiryDate })).toEqual([]);
      },
    );

    it('normalises to MM/YY', () => {
      expect(check({ ...VALID, expiryDate: '3/2030' })).toMatchObject({ data: { expiryDate: '03/30' } });
      expect(parseExpiry('0330')).toEqual({ year: 2030, month: 3 });
    });

    it.each(['09/26', '12/25', '0926'])('%j has expired in October 2026', (expiryDate) => {
      expect(messages({ ...VALID, expiryDate })).toEqual([
        'expiryDate: The card has expired: enter the expiry date of a card that is still valid',
      ]);
    });

    it('keeps last month valid until London midnight', () => {
      const september = cardPaymentSchema({ thisMonth: londonMonth(new Date('2026-09-30T22:30:00Z')) });
      expect(messages({ ...VALID, expiryDate: '09/26' }, september)).toEqual([]);
    });

    it.each(['13/27', '00/27', '1/2', '102', 'ab/cd', '10/26/1', '10/3000', '10/1999'])(
      '%j is not MM/YY',
      (expiryDate) => {
        expect(messages({ ...VALID, expiryDate })).toEqual([
          'expiryDate: Expiry date must be in MM/YY format',
        ]);
      },
    );
  });

  describe('card security code', () => {
    it.each(['123', ' 123 ', '000'])('accepts %j', (securityCode) => {
      expect(messages({ ...VALID, securityCode })).toEqual([]);
    });

    it.each(['12', '1234', '12a', '1 23'])('refuses %j', (securityCode) => {
      expect(messages({ ...VALID, securityCode })).toEqual([
        'securityCode: Card security code must be 3 digits',
      ]);
    });
  });

  describe('free text that must not carry card data', () => {
    it('refuses a card number or a security code as the name, and card digits in the address', () => {
      expect(messages({ ...VALID, cardholderName: '4444333322221111' })).toEqual([
        'cardholderName: Please enter the name as it appears on the card',
      ]);
      expect(messages({ ...VALID, cardholderName: '737' })).toEqual([
        'cardholderName: Please enter the name as it appears on the card',
      ]);
      expect(messages({ ...VALID, addressLine2: 'Flat 4444 3333 2222 1111' })).toEqual([
        'addressLine2: Please enter a valid billing address',
      ]);
      expect(messages({ ...VALID, cardholderName: 'x'.repeat(71) })).toEqual([
        'cardholderName: Please enter the name as it appears on the card',
      ]);
      // What the page gets back leaves such a value out too.
      const refused = check({ ...VALID, cardholderName: '4444 3333 2222 1111', addressLine1: '737' });
      expect(refused.ok).toBe(false);
      if (refused.ok) return;
      expect(withoutCardData(refused.values)).toEqual({
        amount: '25',
        addressLine2: '',
        townOrCity: 'Cardiff',
        postcode: 'cf10 1ep',
        paymentType: 'specific',
      });
    });

    it('wants a UK postcode', () => {
      expect(messages({ ...VALID, postcode: 'NOT A CODE' })).toEqual([
        'postcode: Please enter a valid UK postcode for the billing address',
      ]);
    });
  });
});
