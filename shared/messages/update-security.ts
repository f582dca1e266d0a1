// Update security details (spec 1 §8 "Update security", §5 "Update security details").
import { credentialSetupMessages } from './credentials.ts';
import { registrationMessages } from './registration.ts';

export const updateSecurityMessages = {
  MustHaveCredential: 'You must input at least one credential to change.',
  UsernameExists: 'The username you specified is already in use.',
  /** The spec says only "details do not match": the registration wording for that case is reused. */
  NoRegistered: registrationMessages.IdentifyAndVerifyFailed,
  Blocked: 'Access to your account was denied for security reasons.',
  NotEnoughCredentials: credentialSetupMessages.NotEnoughCredentials,
  InvalidCredentials: 'Either the password or memorable number you have entered are invalid.',
  InvalidUsername: 'Your username must be between 6 and 23 characters.',
} as const;
