import type { ContentDefaults } from '../content/managed.ts';
// Update security details (spec 1 §8 "Update security", §5 "Update security details").
import {
  CHANGE_SECURITY_FIELDS_CONTENT,
  CREDENTIAL_ERRORS_FORM_ERRORS,
  credentialSetupMessages,
  FILLED_SECRETS_FORM_ERRORS,
  invalidCredentialsMessage,
} from './credentials.ts';
import { registrationMessages } from './registration.ts';
import { UNKNOWN_STATUS_TEMPLATE } from './sign-in.ts';
import { passwordMessages, usernameMessages } from './validation.ts';

export const updateSecurityMessages = {
  MustHaveCredential: 'You must input at least one credential to change.',
  UsernameExists: 'The username you specified is already in use.',
  /** The spec says only "details do not match": the registration wording for that case is reused. */
  NoRegistered: registrationMessages.IdentifyAndVerifyFailed,
  Blocked: 'Access to your account was denied for security reasons.',
  NotEnoughCredentials: credentialSetupMessages.NotEnoughCredentials,
  InvalidCredentials: invalidCredentialsMessage,
  InvalidUsername: 'Your username must be between 6 and 23 characters.',
} as const;

// Managed content (decision 035): the update security details pages' texts; the defaults in code.

/** /update-security-details/retrieve. */
export const UPDATE_SECURITY_TAG = 'update-security-details';
export const UPDATE_SECURITY_DEFAULTS = {
  content: {
    title: 'Update your security details',
    intro:
      'Fill in only the details you want to change. To keep your account safe, we will send you a one-time ' +
      'passcode before we make the change.',
    continue: 'Continue',
    back: 'Back to services',
    ...CHANGE_SECURITY_FIELDS_CONTENT,
  },
  // The form's messages (shared/forms/update-security.ts; every field optional, checked once filled) and the
  // bank's answers (app/routes/update-security-details/update-security.server.ts); an unknown status's message by
  // its template ('{status}').
  errors: {
    unknownStatus: UNKNOWN_STATUS_TEMPLATE,
    mustHaveCredential: updateSecurityMessages.MustHaveCredential,
    usernameLength: usernameMessages.length,
    usernameInvalidSymbols: usernameMessages.invalidSymbols,
    ...FILLED_SECRETS_FORM_ERRORS,
    passwordMismatch: passwordMessages.mismatchForgottenOrUpdate,
    usernameExists: updateSecurityMessages.UsernameExists,
    invalidUsername: updateSecurityMessages.InvalidUsername,
    noRegistered: updateSecurityMessages.NoRegistered,
    blocked: updateSecurityMessages.Blocked,
    notEnoughCredentials: updateSecurityMessages.NotEnoughCredentials,
    ...CREDENTIAL_ERRORS_FORM_ERRORS,
  },
} satisfies ContentDefaults;

/** /update-security-details/success. */
export const UPDATE_SECURITY_SUCCESS_TAG = 'update-security-details-success';
export const UPDATE_SECURITY_SUCCESS_DEFAULTS = {
  content: {
    title: 'Security details updated',
    panel: 'Your security details have been changed.',
    next: 'Use your new details the next time you sign in.',
    back: 'Back to Accounts',
  },
} satisfies ContentDefaults;
