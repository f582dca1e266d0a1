import { z } from 'zod';
import type { CredentialError } from '../domain/credential-rules.ts';

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

/** Identity entries: [{ Type, Value }]. */
export const identityEntries = z.array(z.object({ Type: z.string(), Value: z.unknown() }).loose());
