// Sign-in forms (spec 1 §3 "Sign-in form", §5 "Sign-in").
import { z } from '../zod.ts';
import { fillIn } from '../content/managed.ts';
import { signInFieldMessages } from '../messages/validation.ts';
import { checkboxField, textField } from './fields.ts';
import { required, singleDigit, usernameLength, usernameSymbols } from './rules.ts';

/** Username as typed (not trimmed): whitespace is one of the invalid symbols. */
const username = textField(
  [
    required(signInFieldMessages.usernameRequired),
    usernameLength(signInFieldMessages.usernameLength),
    usernameSymbols(signInFieldMessages.usernameInvalidSymbols),
  ],
  { trim: false },
);

const password = textField([required(signInFieldMessages.passwordRequired)], { trim: false, secret: true });

/** 'Remember me': 'on' when ticked → true. */
const rememberMe = checkboxField();

/** Step 1: username, password, Remember me. */
export const signInStep1Schema = z.object({ username, password, rememberMe });

/**
 * Step 1 for a remembered user: the page greets them by the stored name and posts no username; the server uses the
 * stored one (spec 1 §4 "Remember me").
 */
export const signInStep1RememberedSchema = z.omit(signInStep1Schema, { username: true });

export const signInStep1Fields = ['username', 'password', 'rememberMe'] as const;
export const signInStep1SecretFields = ['password'] as const;

export type SignInStep1Input = z.input<typeof signInStep1Schema>;
export type SignInStep1Data = z.output<typeof signInStep1Schema>;
export type SignInStep1RememberedData = z.output<typeof signInStep1RememberedSchema>;

/** One requested digit of the memorable number, its messages naming it by its label ('3rd'). */
function pinDigit(position: string) {
  return textField(
    [
      required(fillIn(signInFieldMessages.pinRequired, { position })),
      singleDigit(fillIn(signInFieldMessages.pinInvalid, { position })),
    ],
    { secret: true },
  );
}

/**
 * Step 2: one digit per requested position, in the order of the positions upstream asked for
 * (pin0 ↔ Positions[0], ...), each labelled as the page labels it (memorableNumberLabels). Upstream receives the
 * three digits joined.
 */
export function createSignInStep2Schema(labels: readonly string[]) {
  const [first = '', second = '', third = ''] = labels;
  return z.object({ pin0: pinDigit(first), pin1: pinDigit(second), pin2: pinDigit(third) });
}

export const signInStep2Fields = ['pin0', 'pin1', 'pin2'] as const;
export const signInStep2SecretFields = ['pin0', 'pin1', 'pin2'] as const;

export type SignInStep2Input = z.input<ReturnType<typeof createSignInStep2Schema>>;
export type SignInStep2Data = z.output<ReturnType<typeof createSignInStep2Schema>>;

/** The Pin credential value upstream expects: the three digits joined. */
export function joinPinDigits(data: SignInStep2Data): string {
  return `${data.pin0}${data.pin1}${data.pin2}`;
}
