import { daysBetween, type IsoDate } from './dates.ts';

/** spec 2 §9: the maturity message changes 14 days before maturity. */
export const MATURITY_NOTICE_DAYS = 14;

export type MaturityMessageKind = 'today' | 'soon' | 'later';

/**
 * Which maturity message a fixed-rate account shows (spec 2 §2), from its London maturity date and London today:
 * 'today' on the day, 'soon' when fewer than 14 days away, 'later' otherwise. A date already past has no message
 * (the term has ended; the bank's maturity process has taken over — decision 014).
 */
export function maturityMessageKind(maturityDate: IsoDate, today: IsoDate): MaturityMessageKind | null {
  const days = daysBetween(today, maturityDate);
  if (days < 0) return null;
  if (days === 0) return 'today';
  return days < MATURITY_NOTICE_DAYS ? 'soon' : 'later';
}
