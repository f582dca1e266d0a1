import { londonParts, monthNames } from '#shared/domain/dates.ts';

// spec 3 §2 list: 'h:mm a' when modified today (London), otherwise 'DD MMMM h:mm a'.

/** '2:05 pm' today, '05 March 2:05 pm' another day, in London time; '' when the date cannot be read. */
export function formatMessageTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const at = londonParts(instant);
  const today = londonParts(now);
  const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12;
  const time = `${hour12}:${String(at.minute).padStart(2, '0')} ${at.hour < 12 ? 'am' : 'pm'}`;
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  if (sameDay) return time;
  return `${String(at.day).padStart(2, '0')} ${monthNames[at.month - 1] ?? ''} ${time}`;
}
