/** The sandbox's notion of now. Injected so time-based rules (ticket expiry, session idle expiry) are testable. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in London, 'YYYY-MM-DD'. */
export function londonDate(instant: Date): string {
  return LONDON_DATE.format(instant);
}

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new TypeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first day of the month after `today`. */
export function firstOfNextMonth(today: string): string {
  const [year, month] = parts(today);
  return month === 12 ? format(year + 1, 1, 1) : format(year, month + 1, 1);
}

/** The next anniversary of `since` strictly after `today` (29 February falls back to 28 February). */
export function nextAnniversary(since: string, today: string): string {
  const [, month, day] = parts(since);
  let [year] = parts(today);
  for (;;) {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const candidate = format(year, month, Math.min(day, lastDay));
    if (candidate > today) return candidate;
    year += 1;
  }
}

/** A clock that tests can move on: the system time plus an offset (SANDBOX_TEST_CONTROLS). */
export function adjustableClock(): { clock: Clock; advance(ms: number): void } {
  let offsetMs = 0;
  return {
    clock: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}

/** `date` moved by `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** `date` moved by `months` calendar months, the day kept or clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return format(targetYear, targetMonth, Math.min(day, lastDay));
}
