import { z } from 'zod';
import { upstreamCustomerSchema } from './webauthentication.ts';

// Tolerant schemas of the forgotten-password calls (spec 1 §3 "Forgotten-password responses", §7): unknown fields
// pass through, optional fields may be null.

export const RESET_FORGOTTEN = '/webauthentication/v2.0/user/credentials/reset-forgotten';
export const FORGOTTEN_ACTIVATE = '/webauthentication/v2.0/user/forgottencredentials/activate';
export const UPDATE_FORGOTTEN = '/webauthentication/v2.0/user/credentials/update-forgotten';

/** A ticket as upstream sends it: an opaque string, or an object carrying one in Value. Kept as sent. */
const ticket = z.union([z.string().min(1), z.object({ Value: z.string().min(1) }).loose()]);

/** ExtendedProperties.IdentityResponse.CredentialErrors of an InvalidCredentials answer (spec 1 §8). */
export const credentialErrors = z
  .object({
    IdentityResponse: z
      .object({ CredentialErrors: z.array(z.unknown()).nullish() })
      .loose()
      .nullish(),
  })
  .loose()
  .nullish();

/** reset-forgotten and forgottencredentials/activate: Status, RequireActivationTicket, ResetUserCredentialsTicket. */
export const forgottenPasswordResponseSchema = z
  .object({
    Status: z.string(),
    RequireActivationTicket: ticket.nullish(),
    ResetUserCredentialsTicket: ticket.nullish(),
    ExtendedProperties: credentialErrors,
  })
  .loose();

/** update-forgotten: Status, SessionTicket and Customer on Success; CredentialErrors on InvalidCredentials. */
export const updateForgottenResponseSchema = z
  .object({
    Status: z.string(),
    SessionTicket: z.string().nullish(),
    Customer: upstreamCustomerSchema.nullish(),
    ExtendedProperties: credentialErrors,
  })
  .loose();

export type ForgottenPasswordResponse = z.infer<typeof forgottenPasswordResponseSchema>;
export type UpdateForgottenResponse = z.infer<typeof updateForgottenResponseSchema>;
export type UpstreamTicket = z.infer<typeof ticket>;

/** The CredentialErrors codes of an answer (strings; an entry in another shape gives its Code or Name). */
export function credentialErrorCodes(response: {
  ExtendedProperties?: z.infer<typeof credentialErrors>;
}): string[] {
  const list = response.ExtendedProperties?.IdentityResponse?.CredentialErrors ?? [];
  return list.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const code = record.Code ?? record.Name;
      return typeof code === 'string' ? [code] : [];
    }
    return [];
  });
}
