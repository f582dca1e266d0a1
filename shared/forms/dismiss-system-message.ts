import { z } from '../zod.ts';

/**
 * Dismissing a system message banner (spec 2 §2, §4 "System message banners"): which message (the hash of its body,
 * as the banner's form posts it) and the page to return to without JavaScript. Nobody types these fields: a bad value
 * is a tampered or stale form, answered 400 with no message to show.
 */
export const dismissSystemMessageSchema = z.object({
  message: z.string().regex(/^[0-9a-f]{16}$/),
  returnTo: z.string().max(2000).optional(),
  /** Set by the banner's script: answer with data instead of a redirect (the page is not reloaded). */
  enhanced: z.literal('1').optional(),
});
