import { describe, expect, it } from '@jest/globals';
import { addDays, londonToday } from '#shared/domain/dates.ts';
import {
  isWorkingDay,
  nextWorkingDayAfter,
  nextWorkingDayOnOrAfter,
  noticeWithdrawalDate,
  parseHolidayList,
  SPEC_HOLIDAY_LIST,
} from '#shared/domain/working-days.ts';

// Working days and the notice withdrawal date (shared/domain/working-days.ts).

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
