import { z } from 'zod';

// Tolerant schema of the change of security details (spec 1 §7 "Change credentials", §8 "Update security").

export const CHANGE_CREDENTIALS = '/webauthentication/v2.0/user/credentials/change';

export const changeCredentialsResponseSchema = z
  .object({
    Status: z.string(),
    ExtendedProperties: z
      .object({
        IdentityResponse: z
          .object({ CredentialErrors: z.array(z.unknown()).nullish() })
          .loose()
          .nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

export type ChangeCredentialsResponse = z.infer<typeof changeCredentialsResponseSchema>;
