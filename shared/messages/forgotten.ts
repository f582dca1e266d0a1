import type { ContentDefaults } from '../content/managed.ts';
import { blockedScreenDefaults, UNKNOWN_STATUS_TEMPLATE } from './sign-in.ts';
// Forgotten username and forgotten password (spec 1 §8 "Forgotten username and password").
import {
  PERSONAL_DETAILS_FIELDS_CONTENT,
  PERSONAL_DETAILS_FORM_ERRORS,
  registrationMessages,
} from './registration.ts';
import {
  CREDENTIAL_ERRORS_FORM_ERRORS,
  credentialSetupMessages,
  NEW_SECRETS_FIELDS_CONTENT,
  NEW_SECRETS_FORM_ERRORS,
  USERNAME_SUGGESTION_TEMPLATE,
} from './credentials.ts';
import { timeoutMessages } from './timeout.ts';
import { passwordMessages } from './validation.ts';

const notRegistered = 'You have not yet registered on the site. Please try again.';

export const forgottenUsernameMessages = {
  NotRegistered: notRegistered,
  IdentifyAndVerifyFailed: registrationMessages.IdentifyAndVerifyFailed,
} as const;

export const forgottenPasswordMessages = {
  NotRegistered: notRegistered,
  Timeout: 'You took too long to complete the credentials reset process. Please try again.',
  IdentifyAndVerifyFailed: registrationMessages.IdentifyAndVerifyFailed,
  InvalidTicket: 'Your code has expired. Please restart the forgotten password process.',
} as const;

// Managed content (decision 035): the forgotten username and password pages' texts, one tag per page;
// these are the defaults in code.

/** /forgotten-username/retrieve: the form, and the 'we have sent your username' answer (decision 029). */
export const FORGOTTEN_USERNAME_TAG = 'forgotten-username';
export const FORGOTTEN_USERNAME_DEFAULTS = {
  content: {
    title: 'Forgotten username',
    intro:
      'Enter your details and we will send the username you chose when you registered to the email address or ' +
      'mobile number you gave us.',
    continue: 'Continue',
    forgottenPassword: 'Forgotten your password or memorable number?',
    sentTitle: 'Your username',
    sentPanel: 'We have sent your username',
    sent:
      'If the details you entered match a registered customer, we have sent your username to the email address ' +
      'or mobile number you registered with us.',
    useIt: 'Use this username with your password to sign in.',
    changeIt: 'You can change your username under ‘My Details’ once you have signed in.',
    signIn: 'Sign in',
    ...PERSONAL_DETAILS_FIELDS_CONTENT,
  },
  // The form's messages. The bank's answers lead to other screens (decision 029), but for an unknown status, whose
  // message carries the status: its template ('{status}') is the managed text.
  errors: { ...PERSONAL_DETAILS_FORM_ERRORS, unknownStatus: UNKNOWN_STATUS_TEMPLATE },
} satisfies ContentDefaults;

/** /forgotten-username/blocked. */
export const FORGOTTEN_USERNAME_BLOCKED_TAG = 'forgotten-username-blocked';
export const FORGOTTEN_USERNAME_BLOCKED_DEFAULTS = blockedScreenDefaults(
  'Access denied',
  'We cannot give you your username online. Access to your account was denied for security reasons.',
);

/** /forgotten-password/retrieve: step 1 (personal details) and step 2 (security) on one address. */
export const FORGOTTEN_PASSWORD_TAG = 'forgotten-password';
export const FORGOTTEN_PASSWORD_DEFAULTS = {
  content: {
    title: 'Forgotten your password?',
    personalCaption: 'Step 1 of 2: Personal details',
    intro:
      'Tell us who you are and we will send a one-time passcode to the mobile phone number we hold for you. ' +
      'Then you can choose a new password and memorable number.',
    noMobile:
      'If you have no mobile phone number with us, or it has changed, call us and we will update it for you.',
    acceptBefore: 'By continuing you accept our',
    terms: 'Terms and Conditions (opens in new tab)',
    acceptAnd: 'and',
    privacy: 'Privacy Policy (opens in new tab)',
    continue: 'Continue',
    securityTitle: 'Choose your new security details',
    securityCaption: 'Step 2 of 2: Security',
    securityIntro: 'Choose a new password and memorable number. You will be signed in afterwards.',
    ...PERSONAL_DETAILS_FIELDS_CONTENT,
    ...NEW_SECRETS_FIELDS_CONTENT,
  },
  // Both steps' messages (app/routes/forgotten-password/forgotten-password.server.ts gives the bank's answers).
  // An unknown status's message and the UsernameAlreadyExists suggestion carry data: their templates are managed.
  errors: {
    ...PERSONAL_DETAILS_FORM_ERRORS,
    // Step 1's answers: in the error summary, or above the form when the journey comes back to step 1.
    identifyAndVerifyFailed: forgottenPasswordMessages.IdentifyAndVerifyFailed,
    codeExpired: forgottenPasswordMessages.InvalidTicket,
    timeout: timeoutMessages.ForgottenCredentials,
    // Step 2: the new password and memorable number, and the bank's answers.
    ...NEW_SECRETS_FORM_ERRORS,
    passwordMismatch: passwordMessages.mismatchForgottenOrUpdate,
    ...CREDENTIAL_ERRORS_FORM_ERRORS,
    notEnoughCredentials: credentialSetupMessages.NotEnoughCredentials,
    usernameSuggestion: USERNAME_SUGGESTION_TEMPLATE,
    unknownStatus: UNKNOWN_STATUS_TEMPLATE,
  },
} satisfies ContentDefaults;

/** /forgotten-password/blocked. */
export const FORGOTTEN_PASSWORD_BLOCKED_TAG = 'forgotten-password-blocked';
export const FORGOTTEN_PASSWORD_BLOCKED_DEFAULTS = blockedScreenDefaults(
  'Access denied',
  'Access to your account was denied for security reasons.',
);

/** /forgotten-password/success. */
export const FORGOTTEN_PASSWORD_SUCCESS_TAG = 'forgotten-password-success';
export const FORGOTTEN_PASSWORD_SUCCESS_DEFAULTS = {
  content: {
    title: 'Security details reset',
    panel: 'Your new password and memorable number are set.',
    signedIn: 'You are now signed in. Use your new details the next time you sign in.',
    continue: 'Continue',
  },
} satisfies ContentDefaults;
