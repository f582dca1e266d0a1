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

/** 'Returned unknown status' followed by the status (spec 1 §8). */
export function unknownStatusMessage(status: string): string {
  return `${signInMessages.UnknownStatus} ${status}`;
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
