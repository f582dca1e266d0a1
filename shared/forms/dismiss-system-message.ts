import { z } from '../zod.ts';

/**
 * Dismissing a system message banner (spec 2 §2, §4 "System message banners"): which message (the hash of its body,
 * as the banner's form posts it) and the page to return to without JavaScript. Nobody types these fields: a bad value
 * is a tampered or stale form, answered 400 with no message to show.
 */
export const dismissSystemMessageSchema = z.object({
  message: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
  returnTo: z.optional(z.string().check(z.maxLength(2000))),
  /** Set by the banner's script: answer with data instead of a redirect (the page is not reloaded). */
  enhanced: z.optional(z.literal('1')),
});
