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
