import { z } from 'zod';

// Tolerant schemas of the upstream payloads of registration and forgotten username (spec 1 §3 Responses, §7): unknown
// fields pass through, optional fields may be null, so an additive change upstream never breaks the portal.

/** ActivationStatus: '1'..'5' or 'Expired' (a number is read as its digits). */
const activationStatus = z.union([z.string(), z.number()]).transform(String);

export const identityResponseSchema = z
  .object({
    CredentialErrors: z.array(z.string()).nullish(),
    ActivationStatus: activationStatus.nullish(),
  })
  .loose();

const extendedPropertiesSchema = z
  .object({ IdentityResponse: identityResponseSchema.nullish() })
  .loose()
  .nullish();

/** POST webauthentication v2.0/user/register: Status, Ticket (on Success), ExtendedProperties.IdentityResponse. */
export const registerResponseSchema = z
  .object({
    Status: z.string(),
    /** Opaque: kept in the server session as given and sent back to credentials/setup; never shown. */
    Ticket: z.union([z.string(), z.looseObject({})]).nullish(),
    ExtendedProperties: extendedPropertiesSchema,
  })
  .loose();

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST customccb v1.0/registrationcheck: CheckStatus Registered, Invalid, or anything else (go on). */
export const registrationCheckResponseSchema = z.object({ CheckStatus: z.string() }).loose();

/** POST customccb v1.0/token: the account behind a registration link's token. */
export const accountTokenResponseSchema = z
  .object({
    Success: z.boolean(),
    AccountNumber: z.union([z.string(), z.number()]).transform(String).nullish(),
  })
  .loose();

/** POST webauthentication v2.0/user/credentials/setup: Status, and CredentialErrors for InvalidCredentials. */
export const credentialSetupResponseSchema = z
  .object({ Status: z.string(), ExtendedProperties: extendedPropertiesSchema })
  .loose();

export type CredentialSetupResponse = z.infer<typeof credentialSetupResponseSchema>;

/** POST webauthentication v2.0/user/credentials/forgotten-username: Status, Username on Success. */
export const forgottenUsernameResponseSchema = z
  .object({ Status: z.string(), Username: z.string().nullish() })
  .loose();

/** ExtendedProperties.IdentityResponse.CredentialErrors, or an empty list. */
export function credentialErrorsOf(response: {
  ExtendedProperties?: { IdentityResponse?: { CredentialErrors?: string[] | null } | null } | null;
}): string[] {
  return response.ExtendedProperties?.IdentityResponse?.CredentialErrors ?? [];
}

/** ExtendedProperties.IdentityResponse.ActivationStatus, or null. */
export function activationStatusOf(response: RegisterResponse): string | null {
  return response.ExtendedProperties?.IdentityResponse?.ActivationStatus ?? null;
}
