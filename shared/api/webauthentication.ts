import { z } from 'zod';

// Tolerant schemas of the upstream webauthentication payloads (spec 1 §3 Responses): unknown fields pass
// through, optional fields may be null, so an additive change upstream never breaks the portal.

const idString = z.union([z.string(), z.number()]).transform(String);

export const credentialStateSchema = z
  .object({
    Name: z.string(),
    Context: z
      .object({ Positions: z.array(z.number().int().min(0).max(5)).optional() })
      .loose()
      .nullish(),
  })
  .loose();

export const signInTicketSchema = z
  .object({
    Value: z.string().optional(),
    Data: z
      .object({ CredentialStates: z.array(credentialStateSchema).nullish() })
      .loose()
      .nullish(),
  })
  .loose();

export const upstreamCustomerSchema = z
  .object({
    UserId: idString,
    Username: z.string().nullish(),
    Name: z.string().nullish(),
    LastLoggedIn: z.string().nullish(),
  })
  .loose();

export const signInResponseSchema = z
  .object({
    Status: z.string(),
    SignInTicket: signInTicketSchema.nullish(),
    SessionTicket: z.string().nullish(),
    Customer: upstreamCustomerSchema.nullish(),
    RequireActivationTicket: z.unknown().optional(),
    ExtendedProperties: z
      .object({
        IdentityResponse: z
          .object({ CredentialErrors: z.array(z.string()).nullish(), ActivationStatus: z.string().nullish() })
          .loose()
          .nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

export type SignInResponse = z.infer<typeof signInResponseSchema>;
export type SignInTicket = z.infer<typeof signInTicketSchema>;

/** The zero-based positions of the memorable number the bank asks for (the entry named Pin). */
export function pinPositions(ticket: SignInTicket | null | undefined): number[] | undefined {
  const pin = ticket?.Data?.CredentialStates?.find((state) => state.Name === 'Pin');
  const positions = pin?.Context?.Positions;
  return positions && positions.length > 0 ? positions : undefined;
}

export const anyResponseSchema = z.unknown();

export const pingResponseSchema = z.object({ Status: z.string().nullish() }).loose().nullish();
