// Registration (spec 1 §8 "Registration"), keyed by the message name the flow stores.

export const registrationMessages = {
  Timeout: 'For security reasons we have logged you out. Please restart the registration process.',
  IdentifyAndVerifyFailedWarning:
    'Please be aware, as this is your 4th attempt, you only have 1 attempt left before a new Activation Code needs to be generated',
  IdentifyAndVerifyFailed: 'The details you have entered do not match our records. Please try again.',
  InvalidTicket: 'Your session has timed out. Please restart the registration process.',
  Invalid: 'The details you have entered have not been recognised. Please check and try again.',
} as const;
