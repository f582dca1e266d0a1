import { fillIn, type ContentDefaults } from '../content/managed.ts';
import { invalidCharactersMessage, signInFieldMessages } from './validation.ts';

// Sign-in and signed-out messages (spec 1 §8 "Sign-in", §4 "Sign-in step 1/2", §2 /signed-out).
// Keys are the upstream / client status names so a page can look a status up directly.
// Where the spec only describes a message, the wording below is composed from that description
// (see the report in docs and the comments on each entry).

/** Composed: the spec says "4th attempt, 1 left before the account is blocked"; phrased like the registration warning. */
const fourthAttemptWarning =
  'Please be aware, as this is your 4th attempt, you only have 1 attempt left before your account is blocked.';

/** Composed from "contact the helpline; maximum failed attempts reached". */
const credentialBlocked =
  'You have reached the maximum number of failed attempts and your access has been blocked. Please contact our helpline.';

export const signInMessages = {
  Failed: 'Unknown Username/Password combination',
  Warning: fourthAttemptWarning,
  CredentialBlocked: credentialBlocked,
  /** Composed from "account status inactive, servicing portal unavailable, contact the helpline". */
  Inactive:
    'Your account status is inactive, so the servicing portal is unavailable to you. Please contact our helpline.',
  /** Composed: the spec names InvalidTicket on step 1 without wording. */
  InvalidTicket: 'Your session has timed out. Please sign in again.',
  /** The sign-in (LOG_IN) inactivity timer message of spec 1 §8 "Timeout". */
  Timeout:
    'You have taken too long to complete the sign in process. You will be returned to the first sign in page.',
  TimeoutReset: 'You took too long to complete the sign in process. Please try again.',
  UnknownStatus: 'Returned unknown status',
} as const;

export const signInStep2Messages = {
  Failed:
    'Please check and re-enter your memorable number as the details entered do not match the data we have stored',
  /** Spec 1 §4: "Warning after 3 failed client counts and a further failure" — the same 4th-attempt sentence. */
  Warning: fourthAttemptWarning,
  CredentialBlocked: credentialBlocked,
  UnknownStatus: 'Returned unknown status',
} as const;

/** 'Returned unknown status' followed by the status (spec 1 §8): a managed message's template ('{status}'). */
export const UNKNOWN_STATUS_TEMPLATE = `${signInMessages.UnknownStatus} {status}`;

export function unknownStatusMessage(status: string): string {
  return fillIn(UNKNOWN_STATUS_TEMPLATE, { status });
}

// Messages shown on /signed-out, keyed by the stored timeout message name (spec 1 §4 "HTTP-level handling",
// "Session timeout").
export const signedOutMessages = {
  /**
   * The spec abbreviates this one ('You have been logged out ... due to inactivity.'); the elided words are taken from
   * UnauthorizedSignedOut ('You have been logged out of your current session due to ...').
   */
  SignedOut: 'You have been logged out of your current session due to inactivity.',
  /**
   * The spec's text ends in '...' (abbreviated). Completed with a short instruction; the quoted words are kept.
   */
  UnauthorizedSignedOut:
    'You have been logged out of your current session due to issues with your session on the server. Please sign in again.',
} as const;

export type SignedOutMessageKey = keyof typeof signedOutMessages;

// Managed content (decision 035): the sign-in pages' texts, one tag per page; these are the defaults in code.
// The `errors` kind holds the pages' error messages: the form's own (shared/forms/sign-in.ts raises these defaults)
// and the bank's answers; the page shows a published text in their place (app/components/managed-errors.tsx).

/** /sign-in/step-1, with the remember-me greeting ('{name}': the remembered username) and the notices. */
export const SIGN_IN_TAG = 'sign-in';
export const SIGN_IN_DEFAULTS = {
  content: {
    title: 'Sign in',
    noticeTimeout: signInMessages.Timeout,
    noticeInvalidTicket: signInMessages.InvalidTicket,
    welcomeBack: 'Welcome back, {name}.',
    notYou: 'Not you? Click here',
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    rememberMe: 'Remember me',
    rememberMeHint: 'Your username is kept on this device. Do not use this on a shared computer.',
    continue: 'Continue',
    forgottenUsername: 'Forgotten your username?',
    forgottenPassword: 'Forgotten your password?',
    withoutNumberHeading: 'Sign in without your memorable number',
    withoutNumber:
      'You can sign in with your username and password only, and let your browser or password manager fill them in.',
    secureSignIn: 'Sign in with our secure sign-in service',
    newHeading: 'New to online banking?',
    register: 'Register',
  },
  errors: {
    usernameRequired: signInFieldMessages.usernameRequired,
    usernameLength: signInFieldMessages.usernameLength,
    usernameInvalidSymbols: signInFieldMessages.usernameInvalidSymbols,
    passwordRequired: signInFieldMessages.passwordRequired,
    invalidCharacters: invalidCharactersMessage(),
    failed: signInMessages.Failed,
    warning: signInMessages.Warning,
    credentialBlocked: signInMessages.CredentialBlocked,
    inactive: signInMessages.Inactive,
    unknownStatus: UNKNOWN_STATUS_TEMPLATE,
  },
} satisfies ContentDefaults;

/** /sign-in/step-2 ('{position}': 1st, 2nd… from code). */
export const SIGN_IN_STEP_2_TAG = 'sign-in-memorable-number';
export const SIGN_IN_STEP_2_DEFAULTS = {
  content: {
    title: 'Enter your memorable number',
    hint: 'Enter the 3 digits requested below, one in each box.',
    digitLabel: '{position} digit',
    continue: 'Continue',
    home: 'Home',
    forgotten: 'Forgotten your memorable number?',
  },
  errors: {
    pinRequired: signInFieldMessages.pinRequired,
    pinInvalid: signInFieldMessages.pinInvalid,
    failed: signInStep2Messages.Failed,
    warning: signInStep2Messages.Warning,
    credentialBlocked: signInStep2Messages.CredentialBlocked,
    unknownStatus: UNKNOWN_STATUS_TEMPLATE,
  },
} satisfies ContentDefaults;

/**
 * The support contact of the blocked-type screens (spec 1 §1): '{callUs} <phone>.' and the call charge. The phone
 * number is configuration; the opening hours are the shell's one managed value for all blocked screens (tag 'layout',
 * key 'blockedHours'; decision 038).
 */
export const BLOCKED_SUPPORT_CONTENT = {
  callUs: 'Please call us on',
  charges: "Calls are charged at the caller's standard mobile operator rate.",
} as const;

/** A screen that refuses access: its title and text, the support contact, and a link home. */
export function blockedScreenDefaults(title: string, text: string) {
  return { content: { title, text, ...BLOCKED_SUPPORT_CONTENT, home: 'Home' } } satisfies ContentDefaults;
}

/** /sign-in/blocked (the phone number is configuration). */
export const SIGN_IN_BLOCKED_TAG = 'sign-in-blocked';
export const SIGN_IN_BLOCKED_DEFAULTS = blockedScreenDefaults(
  'Access denied',
  'Access to your account was denied for security reasons.',
);

/** /sign-in/provider-error (spec 2 §2 /signin-oidc). */
export const SIGN_IN_PROVIDER_ERROR_TAG = 'sign-in-provider-error';
export const SIGN_IN_PROVIDER_ERROR_DEFAULTS = {
  content: {
    title: 'Sign-in was not completed',
    text: 'We could not sign you in with our secure sign-in service. You have not been signed in.',
    tryAgainText:
      'Please try again. If this keeps happening, you can sign in with your memorable number instead.',
    tryAgain: 'Try again',
    memorableNumber: 'Sign in with your memorable number',
  },
} satisfies ContentDefaults;
