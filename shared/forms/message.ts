// The new-message and reply forms (spec 3 §5 "New message and reply", §9).
import { z } from '../zod.ts';
import { MESSAGING } from '../api/messaging-limits.ts';
import { messagingMessages } from '../messages/messaging.ts';
import { textField } from './fields.ts';
import { required, rule } from './rules.ts';

/** Windows line breaks count as one character (a textarea posts '\r\n'). */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n/g, '\n');
}

/** First character not whitespace, then 1 to 750 characters in all, counted after '\r\n' → '\n'. */
export function isValidMessage(value: string): boolean {
  const text = normaliseLineBreaks(value);
  return /^\S/.test(text) && text.length >= 1 && text.length <= MESSAGING.messageMax;
}

/** The message textarea: checked as typed (not trimmed); the output has '\n' line breaks. */
export const messageField = z.pipe(
  textField(
    [
      required(messagingMessages.messageRequired),
      rule('format', messagingMessages.messageInvalid, isValidMessage),
    ],
    { trim: false, multiline: true, label: 'Your message' },
  ),
  z.transform(normaliseLineBreaks),
);

const subjectField = textField(
  [rule('format', messagingMessages.subjectInvalid, (value) => value.length <= MESSAGING.subjectMax)],
  { label: 'Subject' },
);

/** The related account: a hex account id, or '' for none. */
const accountField = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => (value ?? '').trim()),
);

export const newMessageFields = ['account', 'subject', 'message'] as const;
export const newMessageSchema = z.object({
  account: accountField,
  subject: subjectField,
  message: messageField,
});
export type NewMessage = z.output<typeof newMessageSchema>;

export const replyFields = ['message'] as const;
export const replySchema = z.object({ message: messageField });
