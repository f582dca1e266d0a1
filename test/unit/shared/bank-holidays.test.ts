import { describe, expect, it } from '@jest/globals';
import Holidays from 'date-holidays';
import { dayOfWeek } from '#shared/domain/dates.ts';
import { englandAndWalesBankHolidays, isWorkingDay, SPEC_HOLIDAY_LIST } from '#shared/domain/working-days.ts';
import { officialEnglandAndWales, proclamationYears } from './bank-holiday-lists.ts';

// englandAndWalesBankHolidays (shared/domain/working-days.ts) against the published lists in bank-holiday-lists.ts.

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
