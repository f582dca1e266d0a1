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
