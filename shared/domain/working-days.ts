// Working days for England and Wales (the agreement is governed by the laws of England and Wales, spec 3 §9). A working
// day is a weekday that is not a bank holiday. Bank holidays are computed for any year from the rules in force since
// 1978 plus a table of proclamations (one-off and moved days), and the managed holiday list (spec 3 §3 'Holiday list')
// is added on top, so an editor can add a newly proclaimed day without a release. Nothing is fetched at run time: the
// gov.uk feed only runs about two years ahead and a long notice can land beyond it (docs/money-journeys.md, Working
// days). Browser-safe: no dependency beyond ./dates.ts.
import { addDays, dayOfWeek, daysInMonth, isIsoDate, toIsoDate, type IsoDate } from './dates.ts';

/**
 * Proclamations: bank holidays added for one year only, and regular ones moved to another day. `replaces` is the
 * regular date that the proclamation took away (it is then a working day). Add new proclamations here; until a release
 * carries them, editors add the date to the managed holiday list.
 */
const proclamations: readonly { date: IsoDate; replaces?: IsoDate; reason: string }[] = [
  { date: '1981-07-29', reason: 'Royal wedding (Prince Charles and Lady Diana Spencer)' },
  { date: '1995-05-08', replaces: '1995-05-01', reason: 'Early May bank holiday moved for VE Day (50th)' },
  { date: '1999-12-31', reason: 'Millennium' },
  { date: '2002-06-03', reason: 'Golden Jubilee' },
  { date: '2002-06-04', replaces: '2002-05-27', reason: 'Spring bank holiday moved for the Golden Jubilee' },
  { date: '2011-04-29', reason: 'Royal wedding (Prince William and Catherine Middleton)' },
  { date: '2012-06-04', replaces: '2012-05-28', reason: 'Spring bank holiday moved for the Diamond Jubilee' },
  { date: '2012-06-05', reason: 'Diamond Jubilee' },
  { date: '2020-05-08', replaces: '2020-05-04', reason: 'Early May bank holiday moved for VE Day (75th)' },
  {
    date: '2022-06-02',
    replaces: '2022-05-30',
    reason: 'Spring bank holiday moved for the Platinum Jubilee',
  },
  { date: '2022-06-03', reason: 'Platinum Jubilee' },
  { date: '2022-09-19', reason: 'State Funeral of Queen Elizabeth II' },
  { date: '2023-05-08', reason: 'Coronation of King Charles III' },
];

/** The fixed holiday dates given in spec 3 §3: the seed of the managed holiday list (they are all computed anyway). */
export const SPEC_HOLIDAY_LIST: readonly IsoDate[] = Object.freeze([
  '2020-08-31',
  '2020-12-25',
  '2020-12-28',
  '2021-01-01',
  '2021-04-02',
  '2021-05-03',
  '2021-08-30',
  '2021-12-27',
  '2021-12-28',
]);

const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;

const isWeekend = (date: IsoDate): boolean => {
  const day = dayOfWeek(date);
  return day === SATURDAY || day === SUNDAY;
};

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate({ year, month, day });
}

function firstMonday(year: number, month: number): IsoDate {
  const first = toIsoDate({ year, month, day: 1 });
  return addDays(first, (MONDAY - dayOfWeek(first) + 7) % 7);
}

function lastMonday(year: number, month: number): IsoDate {
  const last = toIsoDate({ year, month, day: daysInMonth(year, month) });
  return addDays(last, -((dayOfWeek(last) - MONDAY + 7) % 7));
}

/** Saturday or Sunday → the Monday after; a weekday → itself. */
function weekdayOnOrAfter(date: IsoDate): IsoDate {
  const day = dayOfWeek(date);
  return day === SATURDAY ? addDays(date, 2) : day === SUNDAY ? addDays(date, 1) : date;
}

/**
 * Christmas Day and Boxing Day, each moved to the next weekday not already taken when it falls on a weekend: Christmas
 * on Friday → Boxing Day Mon 28; on Saturday → Mon 27 and Tue 28; on Sunday → Boxing Day Mon 26 and Tue 27 for
 * Christmas.
 */
function christmasAndBoxingDay(year: number): IsoDate[] {
  const december = (day: number): IsoDate => toIsoDate({ year, month: 12, day });
  switch (dayOfWeek(december(25))) {
    case FRIDAY:
      return [december(25), december(28)];
    case SATURDAY:
      return [december(27), december(28)];
    case SUNDAY:
      return [december(26), december(27)];
    default:
      return [december(25), december(26)];
  }
}

function computeBankHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const regular = [
    weekdayOnOrAfter(toIsoDate({ year, month: 1, day: 1 })), // New Year's Day (substitute Monday)
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    firstMonday(year, 5), // Early May bank holiday
    lastMonday(year, 5), // Spring bank holiday
    lastMonday(year, 8), // Summer bank holiday
    ...christmasAndBoxingDay(year),
  ];
  const inYear = proclamations.filter(({ date }) => date.startsWith(`${year}-`));
  const replaced = new Set(inYear.flatMap(({ replaces }) => (replaces ? [replaces] : [])));
  const dates = new Set([
    ...regular.filter((date) => !replaced.has(date)),
    ...inYear.map(({ date }) => date),
  ]);
  return [...dates].sort();
}

// Memoised per year: isWorkingDay runs on every page render that shows a date. A handful of years are in use at once,
// so the cache is cleared rather than grown if something walks through many years.
const holidaysByYear = new Map<number, { list: readonly IsoDate[]; set: ReadonlySet<IsoDate> }>();
const MAX_CACHED_YEARS = 32;

function bankHolidaysOf(year: number): { list: readonly IsoDate[]; set: ReadonlySet<IsoDate> } {
  let entry = holidaysByYear.get(year);
  if (!entry) {
    const list = Object.freeze(computeBankHolidays(year));
    entry = { list, set: new Set(list) };
    if (holidaysByYear.size >= MAX_CACHED_YEARS) holidaysByYear.clear();
    holidaysByYear.set(year, entry);
  }
  return entry;
}

/**
 * England and Wales bank holidays of a year, sorted: New Year's Day, Good Friday, Easter Monday, early May, spring and
 * summer bank holidays, Christmas Day and Boxing Day, with substitute weekdays and the proclamations above. The rules
 * are those in force since 1978; earlier years get the same rules, which history did not follow.
 */
export function englandAndWalesBankHolidays(year: number): IsoDate[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`Not a four-digit year: ${year}`);
  return [...bankHolidaysOf(year).list];
}

/**
 * The managed holiday list (spec 3 §3: comma-separated dates held as managed content) as sorted, unique ISO dates.
 * Blank and invalid entries are ignored, so one editor's typo cannot break every page; line breaks and semicolons are
 * accepted as separators too.
 */
export function parseHolidayList(text: string): IsoDate[] {
  const dates = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && isIsoDate(entry));
  return [...new Set(dates)].sort();
}

/** The managed holiday list's default (spec 1 §3: comma-separated dates): the spec's fixed list. */
export const DEFAULT_HOLIDAY_LIST_TEXT = SPEC_HOLIDAY_LIST.join(', ');

/**
 * The entries of a holiday list that are not real 'YYYY-MM-DD' dates (docs/managed-content.md, The bank-holiday list:
 * '2031-02-30' is refused on save), in the order typed, each once. Commas, semicolons, spaces and line breaks separate
 * entries.
 */
export function invalidHolidayEntries(text: string): string[] {
  const entries = text.split(/[\s,;]+/).filter((entry) => entry !== '');
  return [...new Set(entries.filter((entry) => !isIsoDate(entry)))];
}

/** The editor's error for a holiday list, or undefined when every entry is a real date (and there is one at least). */
export function holidayListProblem(text: string): string | undefined {
  if (text.split(/[\s,;]+/).every((entry) => entry === '')) {
    return 'Enter at least one bank holiday as a date in the format YYYY-MM-DD';
  }
  const invalid = invalidHolidayEntries(text);
  if (invalid.length === 0) return undefined;
  const shown = invalid.slice(0, 5).map((entry) => (entry.length > 20 ? `${entry.slice(0, 20)}…` : entry));
  return (
    'Each bank holiday must be a real date in the format YYYY-MM-DD, for example 2031-12-25. ' +
    `${invalid.length === 1 ? 'This is not a real date' : 'These are not real dates'}: ${shown.join(', ')}` +
    (invalid.length > 5 ? ` and ${invalid.length - 5} more` : '')
  );
}

/** Not Saturday or Sunday, not an England and Wales bank holiday, and not in the managed holiday list. */
export function isWorkingDay(date: IsoDate, extraHolidays: readonly IsoDate[] = []): boolean {
  if (isWeekend(date)) return false;
  if (bankHolidaysOf(Number(date.slice(0, 4))).set.has(date)) return false;
  return !extraHolidays.includes(date);
}

/** `date` itself when it is a working day, else the next working day. */
export function nextWorkingDayOnOrAfter(date: IsoDate, extraHolidays: readonly IsoDate[] = []): IsoDate {
  let day = date;
  while (!isWorkingDay(day, extraHolidays)) day = addDays(day, 1);
  return day;
}

/**
 * The first working day strictly after `date`. The easy-access withdrawal is actioned today and the screen says the
 * money arrives on the next working day (spec 3 §9).
 */
export function nextWorkingDayAfter(date: IsoDate, extraHolidays: readonly IsoDate[] = []): IsoDate {
  return nextWorkingDayOnOrAfter(addDays(date, 1), extraHolidays);
}

/**
 * The date a notice withdrawal is paid: today plus the notice period in days, moved forward past weekends and
 * holidays (spec 3 §9; forward, as the spec says, not back to the last working day). `today` is the London date
 * (`londonToday(now)`), not the UTC one the spec names: they differ between midnight and 01:00 in summer.
 */
export function noticeWithdrawalDate(
  today: IsoDate,
  noticePeriodDays: number,
  extraHolidays: readonly IsoDate[] = [],
): IsoDate {
  if (!Number.isInteger(noticePeriodDays) || noticePeriodDays < 0) {
    throw new RangeError(`Not a notice period in days: ${noticePeriodDays}`);
  }
  return nextWorkingDayOnOrAfter(addDays(today, noticePeriodDays), extraHolidays);
}
