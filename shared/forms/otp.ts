// Two-factor forms (spec 2 §5 "OTP code", "Destination selection").
import { z } from '../zod.ts';
import { destinationRequiredMessage, otpMessages } from '../messages/validation.ts';
import { textField } from './fields.ts';
import { matches, required } from './rules.ts';

/** Spec 2 §9: the one-time passcode has 6 characters; the bank's codes are digits (inputmode numeric). */
export const OTP_LENGTH = 6;

/** The activation-code format of spec 2 §5, for a one-time passcode: exactly 6 digits. */
export function isOneTimePasscode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** The code as typed, surrounding spaces removed; never echoed back to the page. */
const code = textField([required(otpMessages.required), matches(/^\d{6}$/, otpMessages.invalid)], {
  secret: true,
});

/** Step 2: the code. */
export const otpCodeSchema = z.object({ code });
export const otpCodeFields = ['code'] as const;
export type OtpCodeData = z.output<typeof otpCodeSchema>;

/**
 * Step 1: where to send it, one of the offered destinations (posted as its id, never the number or address). The
 * required message names the kinds offered.
 */
export function createDestinationSchema(kinds: readonly ('phone' | 'email')[]) {
  return z.object({ destination: textField([required(destinationRequiredMessage(kinds))]) });
}
export const destinationFields = ['destination'] as const;
export type DestinationData = z.output<ReturnType<typeof createDestinationSchema>>;
