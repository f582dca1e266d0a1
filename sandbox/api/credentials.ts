import { z } from 'zod';
import { type CredentialError, memorableNumberErrors, passwordErrors } from '../domain/credential-rules.ts';

// Shapes shared by the calls that set security details: registration's credentials/setup, the forgotten-password
// update-forgotten, and the signed-in credentials/change.

/** One entry of CredentialValues: { Name: 'Password' | 'Pin', Value, Context }. A missing Value is allowed here. */
export const credentialEntry = z
  .object({ Name: z.string(), Value: z.string().nullable().optional(), Context: z.unknown().optional() })
  .loose();

/** ExtendedProperties.IdentityRequest.DateOfBirth ('YYYY-MM-DD'), sent with new credentials. */
export const identityRequest = z
  .object({
    IdentityRequest: z
      .object({ DateOfBirth: z.string().nullable().optional() })
      .loose()
      .nullable()
      .optional(),
  })
  .loose()
  .nullable()
  .optional();

export function invalidCredentials(errors: readonly CredentialError[]) {
  return {
    Status: 'InvalidCredentials',
    ExtendedProperties: { IdentityResponse: { CredentialErrors: errors } },
  };
}

/**
 * The InvalidCredentials answer to a new password and memorable number, or undefined when both may be set: the
 * password must not be `username`, the memorable number must not spell any of `datesOfBirth`.
 */
export function refusedCredentials(
  password: string,
  memorableNumber: string,
  username: string,
  datesOfBirth: ReadonlyArray<string | null | undefined>,
) {
  const errors = [
    ...passwordErrors(password, [username]),
    ...memorableNumberErrors(memorableNumber, datesOfBirth),
  ];
  return errors.length > 0 ? invalidCredentials(errors) : undefined;
}

/** Identity entries: [{ Type, Value }]. */
export const identityEntries = z.array(z.object({ Type: z.string(), Value: z.unknown() }).loose());
