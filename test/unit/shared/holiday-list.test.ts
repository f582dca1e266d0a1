import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_HOLIDAY_LIST_TEXT,
  holidayListProblem,
  invalidHolidayEntries,
  parseHolidayList,
  SPEC_HOLIDAY_LIST,
} from '#shared/domain/working-days.ts';

// The managed bank-holiday list (spec 1 §3; decision 038): what the editor may save, and how the
// working-day calculations read it.
describe('the managed holiday list', () => {
  it('defaults to the spec’s comma-separated list, which parses back to it', () => {
    expect(DEFAULT_HOLIDAY_LIST_TEXT).toBe(
      '2020-08-31, 2020-12-25, 2020-12-28, 2021-01-01, 2021-04-02, 2021-05-03, 2021-08-30, 2021-12-27, 2021-12-28',
    );
    expect(parseHolidayList(DEFAULT_HOLIDAY_LIST_TEXT)).toEqual([...SPEC_HOLIDAY_LIST]);
    expect(holidayListProblem(DEFAULT_HOLIDAY_LIST_TEXT)).toBeUndefined();
  });

  it('accepts commas, semicolons and one date per line', () => {
    const text = '2031-12-25\r\n2031-12-26;2032-01-01 ,\n\n2031-12-25';
    expect(holidayListProblem(text)).toBeUndefined();
    expect(parseHolidayList(text)).toEqual(['2031-12-25', '2031-12-26', '2032-01-01']);
  });

  it.each([
    ['2031-02-30', ['2031-02-30']],
    ['2031-13-01, 2031-12-25', ['2031-13-01']],
    ['2030-02-29', ['2030-02-29']],
    ['25/12/2031', ['25/12/2031']],
    ['2031-1-5', ['2031-1-5']],
    ['20311225', ['20311225']],
    ['2031-12-25T00:00', ['2031-12-25T00:00']],
    ['Christmas 2031-12-25', ['Christmas']],
  ])('refuses %p on save, naming %p', (text, invalid) => {
    expect(invalidHolidayEntries(text)).toEqual(invalid);
    expect(holidayListProblem(text)).toBe(
      'Each bank holiday must be a real date in the format YYYY-MM-DD, for example 2031-12-25. ' +
        `This is not a real date: ${invalid.join(', ')}`,
    );
  });

  it('accepts 29 February in a leap year', () => {
    expect(holidayListProblem('2032-02-29')).toBeUndefined();
  });

  it('names several bad entries once each, at most five, with a count of the rest', () => {
    const bad = Array.from({ length: 7 }, (_, i) => `2031-02-3${i}`);
    const problem = holidayListProblem([...bad, bad[0], '2031-12-25'].join(','));
    expect(problem).toMatch(
      /These are not real dates: 2031-02-30, 2031-02-31, 2031-02-32, 2031-02-33, 2031-02-34 and 2 more$/,
    );
  });

  it('asks for a date when there is none', () => {
    expect(holidayListProblem(' ,\n; ')).toBe(
      'Enter at least one bank holiday as a date in the format YYYY-MM-DD',
    );
  });

  it('the reading side ignores what is not a date, so a stored typo cannot break a page', () => {
    expect(parseHolidayList('2031-02-30, 2031-12-25, <script>')).toEqual(['2031-12-25']);
  });
});
