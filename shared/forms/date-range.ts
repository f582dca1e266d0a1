// The Transactions tab's date-range form (spec 2 §2 "Transactions tab", §5 "Date range"). It is a GET form, so the
// chosen range lives in the URL (shareable, works without JavaScript); the loader validates the query with this
// schema. Inputs: GOV.UK date inputs named start.day, start.month, start.year and end.day, end.month, end.year.
import { z } from '../zod.ts';
import { compareIsoDates } from '../domain/dates.ts';
import { dateRangeMessages } from '../messages/validation.ts';
import { datePartsField } from './fields.ts';

export { dateRangeMessages };

/**
 * start and end: ISO dates. When both are real dates but start is after end, each field gets its own message (the
 * spec gives one per field), so the error summary links to both.
 */
export const dateRangeSchema = z
  .object({
    start: datePartsField({
      required: dateRangeMessages.startRequired,
      invalid: dateRangeMessages.startInvalid,
    }),
    end: datePartsField({ required: dateRangeMessages.endRequired, invalid: dateRangeMessages.endInvalid }),
  })
  .check(
    z.superRefine((range, ctx) => {
      if (compareIsoDates(range.start, range.end) <= 0) return;
      const params = { rule: 'format' };
      ctx.addIssue({ code: 'custom', path: ['start'], message: dateRangeMessages.startAfterEnd, params });
      ctx.addIssue({ code: 'custom', path: ['end'], message: dateRangeMessages.endBeforeStart, params });
    }),
  );

export type DateRange = z.output<typeof dateRangeSchema>;

/** The names the form's inputs post, in order. */
export const DATE_RANGE_FIELDS = [
  'start.day',
  'start.month',
  'start.year',
  'end.day',
  'end.month',
  'end.year',
] as const;
