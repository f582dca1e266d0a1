// Calendar dates for a UK bank: "today" is the London calendar date, whatever the server's or browser's time zone.
// Dates are ISO strings 'YYYY-MM-DD' and are handled as calendar dates (no time, no zone); Intl is used only to find
// the London date and time of an instant. Month names are fixed English names (as the spec's moment formats give
// them: 'Sep', not ICU's newer en-GB 'Sept'), so server and browser render the same text whatever their ICU version.
import { ordinal } from './ordinals.ts';

/** 'YYYY-MM-DD'. */
export type IsoDate = string;

export type CalendarDate = { year: number; month: number; day: number };

export type DateParts = { day?: string | undefined; month?: string | undefined; year?: string | undefined };

/** English month names, January first (index = month - 1). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const dayMs = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A real calendar day with a four-digit year (1000 to 9999). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1000 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function toIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Strict 'YYYY-MM-DD' that is a real day, else null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date.year, date.month, date.day) ? date : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** 'DD/MM/YYYY' (day and month may have one digit) to an ISO date, or null when it is not a real day. */
export function parseDayMonthYear(value: string): IsoDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  return calendarToIso(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Day, month and year inputs (GOV.UK date input, date select) to an ISO date, or null when not a real day. */
export function datePartsToIsoDate(parts: DateParts): IsoDate | null {
  const day = (parts.day ?? '').trim();
  const month = (parts.month ?? '').trim();
  const year = (parts.year ?? '').trim();
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  return calendarToIso(Number(year), Number(month), Number(day));
}

function calendarToIso(year: number, month: number, day: number): IsoDate | null {
  return isValidCalendarDate(year, month, day) ? toIsoDate({ year, month, day }) : null;
}

function requireIsoDate(value: IsoDate): CalendarDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD calendar date: ${value}`);
  return date;
}

function toEpochDay({ year, month, day }: CalendarDate): number {
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return Math.round(instant.getTime() / dayMs);
}

function fromEpochDay(epochDay: number): IsoDate {
  const instant = new Date(epochDay * dayMs);
  return toIsoDate({
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  });
}

let londonFormatter: Intl.DateTimeFormat | undefined;

type LondonParts = CalendarDate & { hour: number; minute: number };

/** The London wall-clock date and time of an instant (GMT in winter, BST in summer). */
export function londonParts(instant: Date): LondonParts {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  londonFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of londonFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    hour: parts.hour ?? NaN,
    minute: parts.minute ?? NaN,
  };
}

/** The London calendar date of an instant. */
export function londonDate(instant: Date): IsoDate {
  return toIsoDate(londonParts(instant));
}

/** Today's London calendar date. Pass the clock's `now` (tests inject it); defaults to the system clock. */
export function londonToday(now: Date = new Date()): IsoDate {
  return londonDate(now);
}

/**
 * The London calendar date of an upstream value: 'YYYY-MM-DD' as it is; a date-time without a zone
 * ('2026-03-05T00:00:00') by its date part (the bank's API gives London wall-clock times); a date-time with 'Z' or an
 * offset, or a Date, converted to London. Null when it is none of these.
 */
export function toLondonIsoDate(value: string | Date): IsoDate | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : londonDate(value);
  const trimmed = value.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(trimmed);
  if (!match || !isIsoDate(match[1] ?? '')) return null;
  if (!match[2]) return match[1] ?? null;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : londonDate(instant);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(requireIsoDate(date)) + days);
}

/** Calendar months; the day is clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return toIsoDate({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) });
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** -1, 0 or 1. ISO dates compare as strings, but this also checks that both are dates. */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const left = toEpochDay(requireIsoDate(a));
  const right = toEpochDay(requireIsoDate(b));
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(requireIsoDate(to)) - toEpochDay(requireIsoDate(from));
}

/** 0 Sunday to 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toEpochDay(requireIsoDate(date)) * dayMs).getUTCDay();
}

/** True when `date` is after London today. */
export function isLaterThanToday(date: IsoDate, now: Date = new Date()): boolean {
  return compareIsoDates(date, londonToday(now)) > 0;
}

export type DateFormat = 'DD MMM YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD' | 'Do MMMM YYYY';

/**
 * Formats a calendar date: 'DD MMM YYYY' → '05 Mar 2026', 'DD/MM/YYYY' → '05/03/2026', 'Do MMMM YYYY' →
 * '5th March 2026'. Accepts what toLondonIsoDate accepts; throws RangeError for anything else.
 */
export function formatDate(value: IsoDate | string | Date, format: DateFormat): string {
  const iso = toLondonIsoDate(value);
  if (iso === null) throw new RangeError(`Not a date: ${String(value)}`);
  const { year, month, day } = requireIsoDate(iso);
  const monthName = monthNames[month - 1] ?? '';
  switch (format) {
    case 'DD MMM YYYY':
      return `${pad2(day)} ${monthName.slice(0, 3)} ${year}`;
    case 'DD/MM/YYYY':
      return `${pad2(day)}/${pad2(month)}/${year}`;
    case 'YYYY-MM-DD':
      return iso;
    case 'Do MMMM YYYY':
      return `${ordinal(day)} ${monthName} ${year}`;
  }
}

/** 'Do MMMM YYYY h:mma' in London time: '5th March 2026 2:05pm'. */
export function formatDateTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const { year, month, day, hour, minute } = londonParts(date);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${ordinal(day)} ${monthNames[month - 1] ?? ''} ${year} ${hour12}:${pad2(minute)}${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * Years offered by the date select (spec 1 §5): 120 years back starting 18 years before the current year, or, when
 * future dates are allowed, the current year and the next. Newest first.
 */
export function dateSelectYears(
  today: IsoDate,
  options: { allowFuture?: boolean; offset?: number; span?: number } = {},
): number[] {
  const { allowFuture = false, offset = 18, span = 120 } = options;
  const { year } = requireIsoDate(today);
  if (allowFuture) return [year, year + 1];
  return Array.from({ length: span }, (_, i) => year - offset - i);
}
