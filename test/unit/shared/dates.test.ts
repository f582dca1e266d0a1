import {
  addDays,
  addMonths,
  addYears,
  compareIsoDates,
  datePartsToIsoDate,
  dateSelectYears,
  dayOfWeek,
  daysBetween,
  formatDate,
  formatDateTime,
  isLaterThanToday,
  londonToday,
  parseDayMonthYear,
  parseIsoDate,
  toLondonIsoDate,
} from '#shared/domain/dates.ts';

// 2026: BST starts Sunday 29 March at 01:00 UTC and ends Sunday 25 October at 01:00 UTC.
describe('londonToday (injected clock)', () => {
  it.each([
    ['2026-03-28T23:30:00Z', '2026-03-28'], // GMT: London is UTC
    ['2026-03-29T00:59:00Z', '2026-03-29'], // minutes before clocks go forward
    ['2026-03-29T23:30:00Z', '2026-03-30'], // BST: 00:30 on the 30th in London, still the 29th in UTC
    ['2026-06-30T23:00:00Z', '2026-07-01'], // BST midnight
    ['2026-06-30T22:59:59Z', '2026-06-30'],
    ['2026-10-24T23:30:00Z', '2026-10-25'], // still BST: 00:30 on the 25th
    ['2026-10-25T23:30:00Z', '2026-10-25'], // GMT again: 23:30 on the 25th
    ['2026-12-31T23:59:59Z', '2026-12-31'],
  ])('at %s London is on %s', (now, expected) => {
    expect(londonToday(new Date(now))).toBe(expected);
  });

  it('is later-than-today by the London date, not the UTC one', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: 1 July is today, not later.
    const now = new Date('2026-06-30T23:30:00Z');
    expect(isLaterThanToday('2026-07-01', now)).toBe(false);
    expect(isLaterThanToday('2026-07-02', now)).toBe(true);
    expect(isLaterThanToday('2026-06-30', now)).toBe(false);
  });
});

describe('parsing', () => {
  it('parses strict year-month-day', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-1-01')).toBeNull();
    expect(parseIsoDate('26-01-01')).toBeNull();
  });

  it('parses DD/MM/YYYY', () => {
    expect(parseDayMonthYear('05/03/2026')).toBe('2026-03-05');
    expect(parseDayMonthYear('5/3/2026')).toBe('2026-03-05');
    expect(parseDayMonthYear('31/04/2026')).toBeNull();
    expect(parseDayMonthYear('2026-03-05')).toBeNull();
    expect(parseDayMonthYear('05/03/26')).toBeNull();
  });

  it('parses day/month/year parts', () => {
    expect(datePartsToIsoDate({ day: '1', month: '12', year: '1990' })).toBe('1990-12-01');
    expect(datePartsToIsoDate({ day: '29', month: '2', year: '2023' })).toBeNull();
    expect(datePartsToIsoDate({ day: '1', month: '', year: '1990' })).toBeNull();
    expect(datePartsToIsoDate({ day: 'x', month: '1', year: '1990' })).toBeNull();
  });

  it('reads upstream values as London calendar dates', () => {
    expect(toLondonIsoDate('2026-03-05')).toBe('2026-03-05');
    expect(toLondonIsoDate('2026-03-05T00:00:00')).toBe('2026-03-05'); // no zone: London wall clock
    expect(toLondonIsoDate('2026-07-01T23:30:00Z')).toBe('2026-07-02'); // BST
    expect(toLondonIsoDate('2026-01-01T23:30:00Z')).toBe('2026-01-01'); // GMT
    expect(toLondonIsoDate('2026-07-01T23:30:00+01:00')).toBe('2026-07-01');
    expect(toLondonIsoDate('not a date')).toBeNull();
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-03-05', 'DD MMM YYYY', '05 Mar 2026'],
    ['2026-09-15', 'DD MMM YYYY', '15 Sep 2026'],
    ['2026-03-05', 'DD/MM/YYYY', '05/03/2026'],
    ['2026-03-05', 'YYYY-MM-DD', '2026-03-05'],
    ['2026-03-01', 'Do MMMM YYYY', '1st March 2026'],
    ['2026-03-22', 'Do MMMM YYYY', '22nd March 2026'],
    ['2026-03-13', 'Do MMMM YYYY', '13th March 2026'],
  ] as const)('%s as %s → %s', (date, format, expected) => {
    expect(formatDate(date, format)).toBe(expected);
  });

  it('formats instants in London time', () => {
    expect(formatDate(new Date('2026-03-29T23:30:00Z'), 'DD MMM YYYY')).toBe('30 Mar 2026');
    expect(formatDate('2026-10-25T23:30:00Z', 'DD/MM/YYYY')).toBe('25/10/2026');
  });

  it('throws on something that is not a date', () => {
    expect(() => formatDate('2026-02-30', 'DD MMM YYYY')).toThrow(RangeError);
  });

  it('formats a date-time as Do MMMM YYYY h:mma in London', () => {
    expect(formatDateTime('2026-07-01T13:05:00Z')).toBe('1st July 2026 2:05pm');
    expect(formatDateTime('2026-01-01T00:05:00Z')).toBe('1st January 2026 12:05am');
    expect(formatDateTime(new Date('2026-01-01T12:00:00Z'))).toBe('1st January 2026 12:00pm');
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // across the BST change: still whole days
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('adds months clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2026-03-05', -2)).toBe('2024-03-05');
  });

  it('compares, counts and names days', () => {
    expect(compareIsoDates('2026-03-05', '2026-03-06')).toBe(-1);
    expect(compareIsoDates('2026-03-06', '2026-03-06')).toBe(0);
    expect(compareIsoDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(dayOfWeek('2026-03-29')).toBe(0); // a Sunday
    expect(dayOfWeek('2026-03-28')).toBe(6);
  });

  it('refuses invalid dates', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('nope', 1)).toThrow(RangeError);
  });
});

describe('dateSelectYears (spec 1 §5)', () => {
  it('runs 120 years back starting 18 years before the current year', () => {
    const years = dateSelectYears('2026-05-01');
    expect(years).toHaveLength(120);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1889);
  });

  it('offers the current year and the next when future dates are allowed', () => {
    expect(dateSelectYears('2026-05-01', { allowFuture: true })).toEqual([2026, 2027]);
  });
});
