import { z } from 'zod';

// Request shapes shared by the account-area calls (shared/api/account-area.ts describes them for the portal).

/** A real calendar date 'YYYY-MM-DD' (2026-02-30 is refused). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a calendar date');

export const accountKey = z.object({ Key: z.string().min(1), Context: z.string().nullish() }).loose();
