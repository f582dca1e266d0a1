import type { ContentDefaults } from '../content/managed.ts';
import { signedOutMessages } from './sign-in.ts';

// Generic pages (spec 1 §2 "Shell and generic routes", §8 "Pages").

export const notFoundPage = {
  title: 'Resource not found.',
  text: 'The requested resource could not be found.',
} as const;

export const networkErrorPage = {
  title: 'Network Error',
  text: "The operation couldn't be completed.",
  back: 'Back to previous page',
} as const;

/** /network-error's managed texts (decision 035): tag 'network-error', defaults as above. */
export const NETWORK_ERROR_TAG = 'network-error';
export const NETWORK_ERROR_DEFAULTS = { content: { ...networkErrorPage } };

/** /signed-out (spec 1 §2, §4): managed texts, tag 'signed-out' (decision 038). */
export const SIGNED_OUT_TAG = 'signed-out';
export const SIGNED_OUT_DEFAULTS = {
  content: {
    title: 'Signed out',
    signedOut: 'You have signed out of online banking.',
    timedOut: signedOutMessages.SignedOut,
    unauthorised: signedOutMessages.UnauthorizedSignedOut,
    signIn: 'Sign in',
    home: 'Home',
  },
} satisfies ContentDefaults;

/** /already-signed-in (decision 028): managed texts, tag 'already-signed-in' (decision 038). */
export const ALREADY_SIGNED_IN_TAG = 'already-signed-in';
export const ALREADY_SIGNED_IN_DEFAULTS = {
  content: {
    title: 'You are already signed in',
    text: 'To sign in as someone else, register, or get a reminder of your sign-in details, sign out first.',
    signOut: 'Sign out',
    accounts: 'Go to your accounts',
  },
} satisfies ContentDefaults;
