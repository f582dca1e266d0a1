import {
  ccbEmail,
  ccbPhone,
  hasInvalidUsernameSymbol,
  isCcbEmail,
  isCcbPhone,
  isSortCode,
  normaliseSortCode,
  required,
  usernameLength,
  usernameSymbols,
} from '#shared/forms/rules.ts';
import { sortCodeField, textField } from '#shared/forms/fields.ts';
import { messageFor, outputOf } from './rules.helpers.ts';

// Fields with a fixed format: sort code, email address, mobile number and username.

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
