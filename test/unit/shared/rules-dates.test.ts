import { isValidDateOfBirth, laterThanToday, validDateOfBirth } from '#shared/forms/rules.ts';
import { dateField, datePartsField } from '#shared/forms/fields.ts';
import { messageFor, outputOf } from './rules.helpers.ts';

// Date fields: the date picker's day later than today and the date of birth's parts, both by London's date.

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
