// Update security details (spec 1 §2, §5 "Update security details", §8 "Update security"): username, password and
// memorable number, every field optional and checked only when filled, with the forgotten/update wording of a
// password mismatch. If everything is empty: MustHaveCredential. Only the filled details are sent upstream.
import { z } from '../zod.ts';
import { updateSecurityMessages } from '../messages/update-security.ts';
import { credentialFieldError, credentialsSchema } from './credentials.ts';
import type { FieldError } from './validate.ts';

export const updateSecurityFields = [
  'username',
  'password',
  'confirmPassword',
  'memorableNumber',
  'confirmMemorableNumber',
] as const;

/** 'You must input at least one credential to change.': reported on the first field, as a required error. */
const mustHaveCredential = z.superRefine<Record<string, unknown>>(
  (value, ctx) => {
    if (updateSecurityFields.every((field) => (value[field] ?? '') === '')) {
      ctx.addIssue({
        code: 'custom',
        message: updateSecurityMessages.MustHaveCredential,
        path: ['username'],
        params: { rule: 'required' },
      });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

export const updateSecuritySchema = credentialsSchema({
  username: 'single',
  optional: true,
  wording: 'forgotten',
}).check(mustHaveCredential);

export type UpdateSecurityData = z.output<typeof updateSecuritySchema>;

/** The change request's body: the username only when given, then Password and/or Pin (spec 1 §7 Change credentials). */
export function changeCredentialsBody(data: UpdateSecurityData) {
  const values = [
    ...(data.password ? [{ Name: 'Password', Value: data.password, Context: 'placeholder' }] : []),
    ...(data.memorableNumber ? [{ Name: 'Pin', Value: data.memorableNumber, Context: 'placeholder' }] : []),
  ];
  return {
    ...(data.username ? { Username: data.username } : {}),
    CredentialValues: values,
    ExtendedProperties: null,
  };
}

/**
 * InvalidCredentials (spec 1 §8): one error per CredentialErrors code, linked to its field, in the order given.
 * Unknown codes are left out (the caller shows its general message too).
 */
export function credentialErrorsToFieldErrors(codes: readonly string[]): FieldError[] {
  return codes.flatMap((code) => credentialFieldError(code) ?? []);
}
