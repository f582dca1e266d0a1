import { describe, expect, it } from '@jest/globals';
import { dateRangeMessages, dateRangeSchema } from '#shared/forms/date-range.ts';
import { formDataToObject, validateForm } from '#shared/forms/validate.ts';

// spec 2 §5 "Date range (transactions)": the messages word for word, one per field, linking to each day box.

function check(query: string) {
  return validateForm(dateRangeSchema, formDataToObject(new URLSearchParams(query)));
}

const errorsOf = (query: string) => {
  const result = check(query);
  return result.ok ? [] : result.errors.map((e) => [e.href, e.message]);
};

describe('the date-range form', () => {
  it('has the spec wording', () => {
    expect(dateRangeMessages).toEqual({
      startRequired: 'Please select a start date',
      endRequired: 'Please select an end date',
      startInvalid: 'Please select a valid start date',
      endInvalid: 'Please select a valid end date',
      startAfterEnd: 'Start date must be less than or equal to the end date',
      endBeforeStart: 'End date must be greater than or equal to the start date.',
    });
  });

  it('requires both dates', () => {
    expect(errorsOf('start.day=&start.month=&start.year=&end.day=&end.month=&end.year=')).toEqual([
      ['#start-day', 'Please select a start date'],
      ['#end-day', 'Please select an end date'],
    ]);
    expect(errorsOf('')).toEqual([
      ['#start-day', 'Please select a start date'],
      ['#end-day', 'Please select an end date'],
    ]);
  });

  it('rejects dates that are not real days, keeping what was typed', () => {
    const result = check('start.day=31&start.month=2&start.year=2026&end.day=1&end.month=13&end.year=2026');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.message)).toEqual([
      'Please select a valid start date',
      'Please select a valid end date',
    ]);
    expect(result.values).toEqual({
      'start.day': '31',
      'start.month': '2',
      'start.year': '2026',
      'end.day': '1',
      'end.month': '13',
      'end.year': '2026',
    });
  });

  it('treats a partly filled date as invalid, not missing', () => {
    expect(errorsOf('start.day=1&start.month=&start.year=2026&end.day=2&end.month=3&end.year=2026')).toEqual([
      ['#start-day', 'Please select a valid start date'],
    ]);
  });

  it('gives each field its message when the start is after the end', () => {
    expect(errorsOf('start.day=2&start.month=3&start.year=2026&end.day=1&end.month=3&end.year=2026')).toEqual(
      [
        ['#start-day', 'Start date must be less than or equal to the end date'],
        ['#end-day', 'End date must be greater than or equal to the start date.'],
      ],
    );
  });

  it('accepts a one-day range and gives ISO dates', () => {
    expect(check('start.day=1&start.month=3&start.year=2026&end.day=1&end.month=3&end.year=2026')).toEqual({
      ok: true,
      data: { start: '2026-03-01', end: '2026-03-01' },
    });
    expect(check('start.day=28&start.month=2&start.year=2025&end.day=05&end.month=03&end.year=2026')).toEqual(
      {
        ok: true,
        data: { start: '2025-02-28', end: '2026-03-05' },
      },
    );
  });
});
