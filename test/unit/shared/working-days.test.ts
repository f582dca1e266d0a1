import { describe, expect, it } from '@jest/globals';
import Holidays from 'date-holidays';
import { addDays, dayOfWeek, londonToday } from '#shared/domain/dates.ts';
import {
  englandAndWalesBankHolidays,
  isWorkingDay,
  nextWorkingDayAfter,
  nextWorkingDayOnOrAfter,
  noticeWithdrawalDate,
  parseHolidayList,
  SPEC_HOLIDAY_LIST,
} from '#shared/domain/working-days.ts';

// England and Wales bank holidays as GOV.UK publishes them (https://www.gov.uk/bank-holidays.json, 'england-and-wales'),
// written out by hand. The feed runs to 2028; 2029 and 2030 follow the regular rules (no proclamation yet).
const officialEnglandAndWales: Record<number, string[]> = {
  2019: [
    '2019-01-01',
    '2019-04-19',
    '2019-04-22',
    '2019-05-06',
    '2019-05-27',
    '2019-08-26',
    '2019-12-25',
    '2019-12-26',
  ],
  // Early May bank holiday moved from Monday 4 May to Friday 8 May for VE Day.
  2020: [
    '2020-01-01',
    '2020-04-10',
    '2020-04-13',
    '2020-05-08',
    '2020-05-25',
    '2020-08-31',
    '2020-12-25',
    '2020-12-28',
  ],
  // Christmas on Saturday: substitutes Monday 27 and Tuesday 28.
  2021: [
    '2021-01-01',
    '2021-04-02',
    '2021-04-05',
    '2021-05-03',
    '2021-05-31',
    '2021-08-30',
    '2021-12-27',
    '2021-12-28',
  ],
  // Spring bank holiday moved to Thursday 2 June, Platinum Jubilee Friday 3 June, State Funeral Monday 19 September;
  // New Year's Day on Saturday → Monday 3 January; Christmas on Sunday → 26 and 27 December.
  2022: [
    '2022-01-03',
    '2022-04-15',
    '2022-04-18',
    '2022-05-02',
    '2022-06-02',
    '2022-06-03',
    '2022-08-29',
    '2022-09-19',
    '2022-12-26',
    '2022-12-27',
  ],
  // New Year's Day on Sunday → Monday 2 January; Coronation Monday 8 May.
  2023: [
    '2023-01-02',
    '2023-04-07',
    '2023-04-10',
    '2023-05-01',
    '2023-05-08',
    '2023-05-29',
    '2023-08-28',
    '2023-12-25',
    '2023-12-26',
  ],
  2024: [
    '2024-01-01',
    '2024-03-29',
    '2024-04-01',
    '2024-05-06',
    '2024-05-27',
    '2024-08-26',
    '2024-12-25',
    '2024-12-26',
  ],
  2025: [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
  ],
  // Boxing Day on Saturday → Monday 28 December.
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28',
  ],
  // Christmas on Saturday → Monday 27 and Tuesday 28 December.
  2027: [
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27',
    '2027-12-28',
  ],
  // New Year's Day on Saturday → Monday 3 January.
  2028: [
    '2028-01-03',
    '2028-04-14',
    '2028-04-17',
    '2028-05-01',
    '2028-05-29',
    '2028-08-28',
    '2028-12-25',
    '2028-12-26',
  ],
  2029: [
    '2029-01-01',
    '2029-03-30',
    '2029-04-02',
    '2029-05-07',
    '2029-05-28',
    '2029-08-27',
    '2029-12-25',
    '2029-12-26',
  ],
  2030: [
    '2030-01-01',
    '2030-04-19',
    '2030-04-22',
    '2030-05-06',
    '2030-05-27',
    '2030-08-26',
    '2030-12-25',
    '2030-12-26',
  ],
};

// Earlier years with proclamations (before the GOV.UK feed starts), written out by hand.
const proclamationYears: Record<number, string[]> = {
  1981: [
    '1981-01-01',
    '1981-04-17',
    '1981-04-20',
    '1981-05-04',
    '1981-05-25',
    '1981-07-29',
    '1981-08-31',
    '1981-12-25',
    '1981-12-28',
  ],
  1995: [
    '1995-01-02',
    '1995-04-14',
    '1995-04-17',
    '1995-05-08',
    '1995-05-29',
    '1995-08-28',
    '1995-12-25',
    '1995-12-26',
  ],
  1999: [
    '1999-01-01',
    '1999-04-02',
    '1999-04-05',
    '1999-05-03',
    '1999-05-31',
    '1999-08-30',
    '1999-12-27',
    '1999-12-28',
    '1999-12-31',
  ],
  2002: [
    '2002-01-01',
    '2002-03-29',
    '2002-04-01',
    '2002-05-06',
    '2002-06-03',
    '2002-06-04',
    '2002-08-26',
    '2002-12-25',
    '2002-12-26',
  ],
  2011: [
    '2011-01-03',
    '2011-04-22',
    '2011-04-25',
    '2011-04-29',
    '2011-05-02',
    '2011-05-30',
    '2011-08-29',
    '2011-12-26',
    '2011-12-27',
  ],
  2012: [
    '2012-01-02',
    '2012-04-06',
    '2012-04-09',
    '2012-05-07',
    '2012-06-04',
    '2012-06-05',
    '2012-08-27',
    '2012-12-25',
    '2012-12-26',
  ],
};

const isWeekday = (date: string): boolean => dayOfWeek(date) !== 0 && dayOfWeek(date) !== 6;

describe('englandAndWalesBankHolidays', () => {
  it('the hand-written lists hold only weekdays of their own year (a guard against typos in this file)', () => {
    for (const [year, dates] of Object.entries({ ...officialEnglandAndWales, ...proclamationYears })) {
      for (const date of dates) {
        expect([date, isWeekday(date), date.startsWith(`${year}-`)]).toEqual([date, true, true]);
      }
    }
  });

  it.each(Object.entries(officialEnglandAndWales))(
    '%s equals the official England and Wales list',
    (year, dates) => {
      expect(englandAndWalesBankHolidays(Number(year))).toEqual(dates);
    },
  );

  it.each(Object.entries(proclamationYears))('%s has its proclaimed and moved days', (year, dates) => {
    expect(englandAndWalesBankHolidays(Number(year))).toEqual(dates);
  });

  it('includes every date of the spec list, and the two 2021 holidays that list lacks', () => {
    const holidays = [2020, 2021].flatMap((year) => englandAndWalesBankHolidays(year));
    expect(holidays).toEqual(expect.arrayContaining([...SPEC_HOLIDAY_LIST]));
    expect(SPEC_HOLIDAY_LIST).not.toContain('2021-04-05');
    expect(SPEC_HOLIDAY_LIST).not.toContain('2021-05-31');
    expect(holidays).toEqual(expect.arrayContaining(['2021-04-05', '2021-05-31']));
  });

  // date-holidays (devDependency only) lists a weekend holiday and its substitute weekday both, so only its weekday
  // 'public' days are compared. It agrees with every year 2013–2100. Before 2013 it lacks some proclamations (1981,
  // 1995, 1999, 2002, 2011, the 2012 spring move), which are asserted by hand above instead.
  it('agrees with date-holidays (GB, ENG, public) for every year 2013–2100', () => {
    const reference = new Holidays('GB', 'ENG');
    const mismatches: Record<number, { referenceOnly: string[]; oursOnly: string[] }> = {};
    for (let year = 2013; year <= 2100; year += 1) {
      const theirs = reference
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10))
        .filter((date) => date.startsWith(`${year}-`) && isWeekday(date));
      const ours = englandAndWalesBankHolidays(year);
      const referenceOnly = theirs.filter((date) => !ours.includes(date));
      const oursOnly = ours.filter((date) => !theirs.includes(date));
      if (referenceOnly.length > 0 || oursOnly.length > 0) mismatches[year] = { referenceOnly, oursOnly };
    }
    expect(mismatches).toEqual({});
  });

  it('gives sorted weekdays of the year, eight in a year without a proclamation, for 1978–2200', () => {
    const proclaimed = new Set([1981, 1995, 1999, 2002, 2011, 2012, 2020, 2022, 2023]);
    for (let year = 1978; year <= 2200; year += 1) {
      const holidays = englandAndWalesBankHolidays(year);
      expect(holidays).toEqual([...holidays].sort());
      expect(holidays.every((date) => date.startsWith(`${year}-`) && isWeekday(date))).toBe(true);
      if (!proclaimed.has(year)) expect([year, holidays.length]).toEqual([year, 8]);
    }
  });

  it('returns a copy: changing it does not change the memoised year', () => {
    const holidays = englandAndWalesBankHolidays(2026);
    holidays.push('2026-06-06');
    expect(englandAndWalesBankHolidays(2026)).not.toContain('2026-06-06');
    expect(isWorkingDay('2026-06-05')).toBe(true);
  });

  it('rejects a year that is not a four-digit integer', () => {
    expect(() => englandAndWalesBankHolidays(2026.5)).toThrow(RangeError);
    expect(() => englandAndWalesBankHolidays(999)).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  it('is false on Saturday and Sunday, true on an ordinary weekday', () => {
    expect(isWorkingDay('2026-06-05')).toBe(true); // Friday
    expect(isWorkingDay('2026-06-06')).toBe(false); // Saturday
    expect(isWorkingDay('2026-06-07')).toBe(false); // Sunday
    expect(isWorkingDay('2026-06-08')).toBe(true); // Monday
  });

  it('is false on a computed bank holiday, including a substitute day and a proclamation', () => {
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day (substitute)
    expect(isWorkingDay('2022-09-19')).toBe(false); // State Funeral
    expect(isWorkingDay('2020-05-04')).toBe(true); // the early May bank holiday moved to 8 May that year
  });

  it('is false on a date added to the managed holiday list', () => {
    const managed = parseHolidayList('2031-06-06');
    expect(isWorkingDay('2031-06-06')).toBe(true);
    expect(isWorkingDay('2031-06-06', managed)).toBe(false);
    expect(nextWorkingDayAfter('2031-06-05', managed)).toBe('2031-06-09');
  });

  it('throws for a string that is not a calendar date', () => {
    expect(() => isWorkingDay('2026-02-30')).toThrow(RangeError);
    expect(() => isWorkingDay('05/06/2026')).toThrow(RangeError);
  });
});

describe('parseHolidayList', () => {
  it('reads the comma-separated managed list', () => {
    expect(parseHolidayList('2020-08-31, 2020-12-25')).toEqual(['2020-08-31', '2020-12-25']);
    expect(parseHolidayList(SPEC_HOLIDAY_LIST.join(','))).toEqual(SPEC_HOLIDAY_LIST);
  });

  it('ignores blanks and invalid entries, and sorts and de-duplicates the rest', () => {
    expect(
      parseHolidayList(
        ' 2021-12-28 ,, 2020-13-01, 31/08/2020, 2021-02-30, holiday,2020-08-31,\n2021-12-28; 2021-01-01 ',
      ),
    ).toEqual(['2020-08-31', '2021-01-01', '2021-12-28']);
    expect(parseHolidayList('')).toEqual([]);
    expect(parseHolidayList(' , ,')).toEqual([]);
  });
});

describe('nextWorkingDayOnOrAfter and nextWorkingDayAfter', () => {
  it('keeps a working day, or moves to the next one', () => {
    expect(nextWorkingDayOnOrAfter('2026-06-05')).toBe('2026-06-05');
    expect(nextWorkingDayOnOrAfter('2026-06-06')).toBe('2026-06-08');
    expect(nextWorkingDayOnOrAfter('2026-04-03')).toBe('2026-04-07'); // Good Friday → Tuesday after Easter Monday
  });

  it('is strictly after the date: the easy-access withdrawal arrives on the next working day', () => {
    expect(nextWorkingDayAfter('2026-06-08')).toBe('2026-06-09'); // Monday → Tuesday
    expect(nextWorkingDayAfter('2026-06-05')).toBe('2026-06-08'); // Friday → Monday
    expect(nextWorkingDayAfter('2026-04-02')).toBe('2026-04-07'); // Thursday before Easter → Tuesday
    expect(nextWorkingDayAfter('2026-12-24')).toBe('2026-12-29'); // over Christmas and the Boxing Day substitute
    expect(nextWorkingDayAfter('2027-12-24')).toBe('2027-12-29'); // over both Christmas substitutes
    expect(nextWorkingDayAfter('2028-12-29')).toBe('2029-01-02'); // Friday → over New Year's Day
  });
});

describe('noticeWithdrawalDate (spec 3 §9)', () => {
  // The worked examples of docs/money-journeys.md, Working days.
  it.each([
    ['2026-12-23', 3, '2026-12-29'], // lands on Saturday 26; Monday 28 is the Boxing Day substitute
    ['2026-12-25', 7, '2027-01-04'], // lands on New Year's Day (Friday), then the weekend
    ['2026-04-01', 2, '2026-04-07'], // lands on Good Friday; weekend; Easter Monday
    ['2027-03-21', 5, '2027-03-30'], // Good Friday 26 March, Easter Monday 29 March
    ['2028-12-30', 2, '2029-01-02'], // lands on New Year's Day
    ['2022-08-21', 29, '2022-09-20'], // lands on the State Funeral
    ['2023-04-08', 30, '2023-05-09'], // lands on the Coronation
    ['2030-12-24', 1, '2030-12-27'], // lands on Christmas Day (Wednesday), then Boxing Day
    ['2026-06-01', 95, '2026-09-04'], // lands on a working day: unchanged
  ])('%s + %i days → %s', (today, days, expected) => {
    expect(noticeWithdrawalDate(today, days)).toBe(expected);
  });

  it('moves over a weekend and Easter', () => {
    // Thursday 2 April 2026 + 1 day = Good Friday; Saturday, Sunday, Easter Monday follow.
    expect(noticeWithdrawalDate('2026-04-02', 1)).toBe('2026-04-07');
    // Saturday 28 March 2026 + 6 = Good Friday again, from a weekend start.
    expect(noticeWithdrawalDate('2026-03-28', 6)).toBe('2026-04-07');
  });

  it('landing on Christmas Eve stays there on a weekday, and moves past Christmas when Christmas Eve is a weekend', () => {
    expect(noticeWithdrawalDate(addDays('2026-12-24', -30), 30)).toBe('2026-12-24'); // Thursday: a working day
    // Saturday 24 December 2022: Sunday 25, Boxing Day Monday 26, Christmas substitute Tuesday 27 → Wednesday 28.
    expect(noticeWithdrawalDate(addDays('2022-12-24', -30), 30)).toBe('2022-12-28');
    // Sunday 24 December 2023: Christmas Monday 25, Boxing Day Tuesday 26 → Wednesday 27.
    expect(noticeWithdrawalDate(addDays('2023-12-24', -30), 30)).toBe('2023-12-27');
    // Christmas Day on Saturday 2027: Sunday 26, substitutes Monday 27 and Tuesday 28 → Wednesday 29.
    expect(noticeWithdrawalDate(addDays('2027-12-25', -30), 30)).toBe('2027-12-29');
  });

  it('moves past the managed holiday list too', () => {
    expect(noticeWithdrawalDate('2031-06-01', 5, ['2031-06-06'])).toBe('2031-06-09');
    expect(noticeWithdrawalDate('2031-06-01', 5)).toBe('2031-06-06');
  });

  it('rejects a notice period that is not a whole number of days', () => {
    expect(() => noticeWithdrawalDate('2026-06-01', -1)).toThrow(RangeError);
    expect(() => noticeWithdrawalDate('2026-06-01', 1.5)).toThrow(RangeError);
    expect(noticeWithdrawalDate('2026-06-01', 0)).toBe('2026-06-01');
  });

  it('starts from the London date, not the UTC one (injected clock)', () => {
    // 23:30 UTC on Monday 1 June 2026 is 00:30 on Tuesday 2 June in London (BST).
    const now = new Date('2026-06-01T23:30:00Z');
    expect(londonToday(now)).toBe('2026-06-02');
    expect(nextWorkingDayAfter(londonToday(now))).toBe('2026-06-03');
    expect(noticeWithdrawalDate(londonToday(now), 4)).toBe('2026-06-08'); // Saturday 6 → Monday 8
    expect(noticeWithdrawalDate('2026-06-01', 4)).toBe('2026-06-05'); // what UTC today would have given
    // London dates (docs/money-journeys.md, Working days): 23:30 UTC on 30 June with 30 days → 31 July (London), not
    // 30 July (UTC).
    expect(noticeWithdrawalDate(londonToday(new Date('2026-06-30T23:30:00Z')), 30)).toBe('2026-07-31');
  });
});
