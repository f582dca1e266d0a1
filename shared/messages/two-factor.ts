import type { ContentDefaults } from '../content/managed.ts';
import { invalidCharactersMessage, otpMessages } from './validation.ts';

// Two-factor challenge screens and failures (spec 2 §2 "Two-factor challenge screens", §8 "Two-factor failures").

export const twoFactorMessages = {
  /** Shown with the code entry after the first wrong code. */
  SecondAttemptWarning:
    'Please be aware as this is your second attempt. You have one attempt left and after that you will be locked out of your account. If you are locked out, you can try again in 24 hours.',
  /** Challenge status FAILED: code entry again with this error. */
  IncorrectCode: 'You have entered an incorrect OTP. Please check and try again.',
  /** Challenge status EXCEEDED. */
  Exceeded:
    'You have entered an incorrect OTP too many times. For security reasons we have cancelled your request.',
  /** ResponseStatus ExceededMaximumActivationCodeRequests. */
  RequestLimitReached:
    "We're sorry, you have reached the limit of OTP requests. For security reasons please wait for 24 hours before you try again.",
  /** Challenge status EXPIRED_CODE / EXPIRED_CHALLENGE. */
  Expired: 'The OTP you entered has expired. Please start the session again.',
  RequestNotCompleted: 'Request not completed.',
} as const;

/** 'Unsupported challenge status {status}.' */
export function unsupportedChallengeStatusMessage(status: string): string {
  return `Unsupported challenge status ${status}.`;
}

export const twoFactorScreens = {
  chooseDestination: { title: 'Additional authentication' },
  /** Step 2. Spec 2 §9: the code "may take up to three minutes to arrive". */
  enterCode: {
    title: 'Enter your One Time Passcode',
    arrival: 'It may take up to three minutes to arrive.',
    resent: 'We have sent you a new passcode.',
    resend: 'Request another code',
  },
  failed: { title: 'Unsuccessful', text: twoFactorMessages.RequestNotCompleted, button: 'Try again' },
  exceeded: { title: 'Request Cancelled', text: twoFactorMessages.Exceeded },
  phoneNotAvailable: { title: 'Mobile Phone not available', text: 'Please call customer services.' },
  /** The spec names these screens without headings: composed. */
  requestLimit: { title: 'Request limit reached', text: twoFactorMessages.RequestLimitReached },
  expiredCode: { title: 'OTP expired', text: twoFactorMessages.Expired },
  expiredChallenge: { title: 'Request expired', text: twoFactorMessages.Expired },
  unsupported: { title: 'Sorry, there is a problem' },
} as const;

// Managed content (decision 035): the two-factor screens' texts, one tag per page; these are the defaults
// in code. Placeholders filled in by the page: {number} (last digits of a phone), {address} (a masked e-mail),
// {length} (the passcode's digits), {destination}, {status}.

/** /two-factor/destination. */
export const TWO_FACTOR_DESTINATION_TAG = 'two-factor-destination';
export const TWO_FACTOR_DESTINATION_DEFAULTS = {
  content: {
    title: twoFactorScreens.chooseDestination.title,
    intro:
      'To keep your account safe, we need to check it is you. We will send you a one-time passcode (OTP) to ' +
      'enter on the next page.',
    legend: 'Where should we send your passcode?',
    phoneOption: 'Text message to the mobile phone number ending {number}',
    emailOption: 'E-mail to {address}',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  // The form's messages (shared/forms/otp.ts); a destination that is not offered gets the required message too.
  errors: {
    destinationRequired: otpMessages.destinationRequired,
    invalidCharacters: invalidCharactersMessage(),
  },
} satisfies ContentDefaults;

/** /two-factor/code. */
export const TWO_FACTOR_CODE_TAG = 'two-factor-code';
export const TWO_FACTOR_CODE_DEFAULTS = {
  content: {
    title: twoFactorScreens.enterCode.title,
    resentTitle: 'Success',
    resent: twoFactorScreens.enterCode.resent,
    sent: 'We have sent a One Time Passcode (OTP) of {length} digits to {destination}.',
    sentToPhone: 'the mobile phone number ending {number}',
    sentToYou: 'you',
    arrival: twoFactorScreens.enterCode.arrival,
    secondAttempt: twoFactorMessages.SecondAttemptWarning,
    codeLabel: 'One Time Passcode',
    codeHint: 'The {length}-digit code we sent you',
    continue: 'Continue',
    cancel: 'Cancel',
    notReceived: 'Not received a passcode?',
    resend: twoFactorScreens.enterCode.resend,
  },
  // The form's messages (shared/forms/otp.ts) and the bank's answer to a wrong code (challenge status FAILED).
  errors: {
    codeRequired: otpMessages.required,
    codeInvalid: otpMessages.invalid,
    incorrectCode: twoFactorMessages.IncorrectCode,
  },
} satisfies ContentDefaults;

/** The screens that end a challenge (one route, several addresses): a title and text per screen. */
export const TWO_FACTOR_OUTCOME_TAG = 'two-factor-outcome';
export const TWO_FACTOR_OUTCOME_DEFAULTS = {
  content: {
    failedTitle: twoFactorScreens.failed.title,
    failedText: twoFactorScreens.failed.text,
    failedButton: twoFactorScreens.failed.button,
    requestLimitTitle: twoFactorScreens.requestLimit.title,
    requestLimitText: twoFactorScreens.requestLimit.text,
    unavailableTitle: twoFactorScreens.phoneNotAvailable.title,
    unavailableText: twoFactorScreens.phoneNotAvailable.text,
    unavailableCallUs: 'Call us on',
    unavailableCallUsAfter:
      ', Monday to Friday 9am to 5pm, excluding bank holidays. If you have no mobile phone number with us, or ' +
      'it has changed, we can update it for you.',
    expiredCodeTitle: twoFactorScreens.expiredCode.title,
    expiredCodeText: twoFactorScreens.expiredCode.text,
    expiredChallengeTitle: twoFactorScreens.expiredChallenge.title,
    expiredChallengeText: twoFactorScreens.expiredChallenge.text,
    exceededTitle: twoFactorScreens.exceeded.title,
    exceededText: twoFactorScreens.exceeded.text,
    unsupportedTitle: twoFactorScreens.unsupported.title,
    unsupportedText: unsupportedChallengeStatusMessage('{status}'),
    startAgain: 'Start again',
    continue: 'Continue',
    cancel: 'Cancel',
  },
} satisfies ContentDefaults;
