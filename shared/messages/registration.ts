import type { ContentDefaults } from '../content/managed.ts';
import { BLOCKED_SUPPORT_CONTENT, blockedScreenDefaults, UNKNOWN_STATUS_TEMPLATE } from './sign-in.ts';
import {
  CREDENTIAL_ERRORS_FORM_ERRORS,
  credentialSetupMessages,
  NEW_SECRETS_FORM_ERRORS,
  SECURITY_DETAILS_FIELDS_CONTENT,
} from './credentials.ts';
import { timeoutMessages } from './timeout.ts';
import { passwordMessages, personalDetailsFormMessages, usernameMessages } from './validation.ts';

// Registration (spec 1 §8 "Registration"), keyed by the message name the flow stores.

export const registrationMessages = {
  Timeout: 'For security reasons we have logged you out. Please restart the registration process.',
  IdentifyAndVerifyFailedWarning:
    'Please be aware, as this is your 4th attempt, you only have 1 attempt left before a new Activation Code needs to be generated',
  IdentifyAndVerifyFailed: 'The details you have entered do not match our records. Please try again.',
  InvalidTicket: 'Your session has timed out. Please restart the registration process.',
  Invalid: 'The details you have entered have not been recognised. Please check and try again.',
} as const;

/**
 * The activation-code variant of the personal details form (/registration/register/activate). The spec names the
 * variant but gives its field no wording: composed in the style of the personal details messages.
 */
export const activationCodeMessages = {
  required: 'Please enter your activation code',
  invalid: 'Please enter a valid activation code',
  /**
   * Composed. Spec 1 §4 moves an Expired answer to the activation-code stage "with no message"; when the customer is
   * already on that stage nothing would change on screen, so the code's expiry is said (WCAG 2.2 SC 3.3.1).
   */
  expired: 'Your activation code has expired. Please call us to ask for a new one.',
} as const;

// Managed content (decision 035): the registration pages' texts, one tag per page; these are the defaults
// in code. Placeholders are filled in by the page: {step}, {title}, {minutes}.

/**
 * The five personal details fields' labels and hints (spec 1 §3), as managed texts of the pages that show them
 * (registration, forgotten username, forgotten password): their tags spread these into their defaults.
 */
export const PERSONAL_DETAILS_FIELDS_CONTENT = {
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  dateOfBirthLegend: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 1990',
  postcodeLabel: 'Home postcode',
  postcodeHint: 'The postcode of the address we have for you',
  accountNumberLabel: 'Account number',
  accountNumberHint: '8 digits. This can be the number of any savings account you hold with us',
} as const;

/**
 * The personal details form's messages (shared/forms/personal-details.ts raises these defaults): the `errors` kind of
 * the pages that show the fields (registration, forgotten username, forgotten password), shown in their published
 * wording by the page (ManagedErrors).
 */
export const PERSONAL_DETAILS_FORM_ERRORS = {
  firstNameRequired: personalDetailsFormMessages.firstnameRequired,
  firstNameInvalid: personalDetailsFormMessages.firstnameInvalid,
  lastNameRequired: personalDetailsFormMessages.lastnameRequired,
  lastNameInvalid: personalDetailsFormMessages.lastnameInvalid,
  dateOfBirthRequired: personalDetailsFormMessages.dateOfBirthRequired,
  dateOfBirthInvalid: personalDetailsFormMessages.dateOfBirthInvalid,
  postcodeRequired: personalDetailsFormMessages.postcodeRequired,
  postcodeInvalid: personalDetailsFormMessages.postcodeInvalid,
  accountNumberRequired: personalDetailsFormMessages.accountNumberRequired,
  accountNumberInvalid: personalDetailsFormMessages.accountNumberInvalid,
} as const;

/** /registration/register/:id? — step 1 (personal details, either variant) and step 2 (security details). */
export const REGISTRATION_TAG = 'registration';
export const REGISTRATION_DEFAULTS = {
  content: {
    pageTitle: 'Registration step {step} of 2: {title}',
    stepCaption: 'Step {step} of 2',
    detailsTitle: 'Personal details',
    activateTitle: 'Personal details and activation code',
    activationRequired:
      'For your security, we need the activation code we sent you by post before you can register.',
    activationIntro: 'Enter your details and the activation code from the letter we sent you.',
    noCode: 'I do not have an activation code',
    intro:
      'Register for online banking. We will check your details against the savings account you hold with us.',
    haveCode: 'I have an activation code',
    activationCodeLabel: 'Activation code',
    activationCodeHint: 'The code in the letter we sent you, for example K7M4 Q2XP',
    acceptBefore: 'Continuing means you accept our',
    terms: 'Terms and Conditions (opens in new tab)',
    acceptAnd: 'and',
    privacy: 'Privacy Policy (opens in new tab)',
    continue: 'Continue',
    securityTitle: 'Register',
    securityIntro:
      'Choose the username, password and memorable number you will use to sign in to online banking.',
    securityTimeout:
      'For your security, this page times out {minutes} minutes after we checked your details. If it does, you ' +
      'will need to enter your personal details again.',
    register: 'Register',
    cancel: 'Cancel',
    ...PERSONAL_DETAILS_FIELDS_CONTENT,
    ...SECURITY_DETAILS_FIELDS_CONTENT,
  },
  // Both steps' and variants' messages (shared/forms/personal-details.ts, credentials.ts) and the bank's answers
  // (app/routes/registration/register-answers.server.ts); an unknown status's message by its template ('{status}').
  errors: {
    ...PERSONAL_DETAILS_FORM_ERRORS,
    unknownStatus: UNKNOWN_STATUS_TEMPLATE,
    activationCodeRequired: activationCodeMessages.required,
    activationCodeInvalid: activationCodeMessages.invalid,
    activationCodeExpired: activationCodeMessages.expired,
    // Step 1's answers: in the error summary, or in the banner when the journey comes back to step 1.
    identifyAndVerifyFailed: registrationMessages.IdentifyAndVerifyFailed,
    identifyAndVerifyFailedWarning: registrationMessages.IdentifyAndVerifyFailedWarning,
    invalid: registrationMessages.Invalid,
    sessionTimedOut: registrationMessages.InvalidTicket,
    timeout: timeoutMessages.Registration,
    // Step 2: the security details, and the bank's answers (the warning above the Register button too).
    usernameRequired: usernameMessages.required,
    usernameLength: usernameMessages.length,
    usernameInvalidSymbols: usernameMessages.invalidSymbols,
    confirmUsernameRequired: usernameMessages.confirmRequired,
    usernameMismatch: usernameMessages.mismatch,
    ...NEW_SECRETS_FORM_ERRORS,
    passwordMismatch: passwordMessages.mismatch,
    usernameAlreadyExists: credentialSetupMessages.UsernameAlreadyExists,
    notEnoughCredentials: credentialSetupMessages.NotEnoughCredentials,
    invalidUsername: credentialSetupMessages.InvalidUsername,
    ...CREDENTIAL_ERRORS_FORM_ERRORS,
    setupFailed: credentialSetupMessages.General,
  },
} satisfies ContentDefaults;

/** /registration/success. */
export const REGISTRATION_SUCCESS_TAG = 'registration-success';
export const REGISTRATION_SUCCESS_DEFAULTS = {
  content: {
    title: 'Registration complete',
    panel: 'You have registered for online banking',
    nextHeading: 'What happens next',
    next: 'You can now sign in to online banking with the details you chose:',
    nextUsername: 'your username and password',
    nextMemorable: '3 digits of your memorable number, which we will ask for each time you sign in',
    keepSafe: 'Keep your security details safe. We will never ask you for your full memorable number.',
    login: 'Login',
  },
} satisfies ContentDefaults;

/** /registration/blocked. */
export const REGISTRATION_BLOCKED_TAG = 'registration-blocked';
export const REGISTRATION_BLOCKED_DEFAULTS = blockedScreenDefaults(
  'Registration blocked',
  'Access to your account was denied for security reasons.',
);

/** /registration/unsuccessful ('{callUs} <phone>{callUsAfter}'). */
export const REGISTRATION_UNSUCCESSFUL_TAG = 'registration-unsuccessful';
export const REGISTRATION_UNSUCCESSFUL_DEFAULTS = {
  content: {
    title: 'Registration unsuccessful',
    text: 'Sorry, we could not set up your security details. Your registration is not complete.',
    callUs: 'If this keeps happening, please call us on',
    callUsAfter: ', Monday to Friday 9am to 5pm (excluding bank holidays).',
    tryAgain: 'Try again',
  },
} satisfies ContentDefaults;

/** /registration/alreadyhascredentials. */
export const REGISTRATION_ALREADY_REGISTERED_TAG = 'registration-already-registered';
export const REGISTRATION_ALREADY_REGISTERED_DEFAULTS = {
  content: {
    title: 'You are already registered',
    text: 'You already have a username, password and memorable number for online banking.',
    signIn: 'Sign in',
    forgotten: 'I forgot my details',
  },
} satisfies ContentDefaults;

/** /registration/notallowed. */
export const REGISTRATION_NOT_ALLOWED_TAG = 'registration-not-allowed';
export const REGISTRATION_NOT_ALLOWED_DEFAULTS = {
  content: {
    title: 'You cannot register for online banking',
    text: 'Our records show that you are not able to use online banking.',
    byPhone: 'You can still manage your savings with us by phone or by post.',
    ...BLOCKED_SUPPORT_CONTENT,
  },
} satisfies ContentDefaults;

/** /registration/accessdenied. */
export const REGISTRATION_ACCESS_DENIED_TAG = 'registration-access-denied';
export const REGISTRATION_ACCESS_DENIED_DEFAULTS = {
  content: {
    title: 'You must be a signatory to register',
    text:
      'Only a signatory of the account can register for online banking. Our records show that you are not a ' +
      'signatory of this account.',
    becomeSignatory: 'If you think this is wrong, or you would like to become a signatory:',
    ...BLOCKED_SUPPORT_CONTENT,
  },
} satisfies ContentDefaults;
