import { z } from 'zod';
import { credentialErrors } from './forgotten.ts';

// Tolerant schema of the change of security details (spec 1 §7 "Change credentials", §8 "Update security").

export const CHANGE_CREDENTIALS = '/webauthentication/v2.0/user/credentials/change';

export const changeCredentialsResponseSchema = z
  .object({
    Status: z.string(),
    ExtendedProperties: credentialErrors,
  })
  .loose();

export type ChangeCredentialsResponse = z.infer<typeof changeCredentialsResponseSchema>;
