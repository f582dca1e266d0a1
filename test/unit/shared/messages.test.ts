import * as messages from '#shared/messages/index.ts';
import {
  addressLookupMessages,
  confirmDialog,
  credentialErrorMessages,
  credentialSetupMessages,
  forgottenPasswordMessages,
  forgottenUsernameMessages,
  networkErrorPage,
  notFoundPage,
  passwordMessages,
  personalDetailsUpdateOutcome,
  personalDetailsUpdateResult,
  registrationMessages,
  signedOutMessages,
  signInMessages,
  signInStep2Messages,
  timeoutCountdownMessage,
  timeoutMessages,
  twoFactorMessages,
  unknownStatusMessage,
  unsupportedChallengeStatusMessage,
  updateSecurityMessages,
  usernameAlreadyExistsWithSuggestion,
  usernameSuggestion,
} from '#shared/messages/index.ts';

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}

describe('message catalogue', () => {
  it('corrects the spec’s spelling slips', () => {
    const text = allStrings(messages).join('\n');
    expect(text).not.toMatch(/occured|invalide|Unkown|valid a password/);
    expect(addressLookupMessages.InvalidPostcodeFormat.text).toBe(
      'You have entered an invalid postcode format.',
    );
    expect(personalDetailsUpdateResult.Failed.text).toBe(
      'An error occurred while trying to process your request',
    );
    expect(personalDetailsUpdateResult.Unknown).toEqual({
      title: 'Unknown Error',
      text: 'An unknown error occurred please check your accounts before retrying.',
    });
    expect(passwordMessages.invalid).toBe('Please enter a valid password');
  });

  it('sign-in statuses', () => {
    expect(signInMessages.Failed).toBe('Unknown Username/Password combination');
    expect(signInMessages.TimeoutReset).toBe(
      'You took too long to complete the sign in process. Please try again.',
    );
    expect(signInMessages.Warning).toBe(
      'Please be aware, as this is your 4th attempt, you only have 1 attempt left before your account is blocked.',
    );
    expect(signInStep2Messages.Failed).toBe(
      'Please check and re-enter your memorable number as the details entered do not match the data we have stored',
    );
    expect(unknownStatusMessage('Weird')).toBe('Returned unknown status Weird');
    expect(signInMessages.CredentialBlocked).toMatch(/maximum number of failed attempts.*helpline/);
    expect(signInMessages.Inactive).toMatch(/inactive.*servicing portal is unavailable.*helpline/);
  });

  it('signed-out messages', () => {
    expect(signedOutMessages.SignedOut).toBe(
      'You have been logged out of your current session due to inactivity.',
    );
    expect(signedOutMessages.UnauthorizedSignedOut).toMatch(
      /^You have been logged out of your current session due to issues with your session on the server/,
    );
  });

  it('pages', () => {
    expect(notFoundPage).toEqual({
      title: 'Resource not found.',
      text: 'The requested resource could not be found.',
    });
    expect(networkErrorPage).toEqual({
      title: 'Network Error',
      text: "The operation couldn't be completed.",
      back: 'Back to previous page',
    });
  });

  it('timeout', () => {
    expect(timeoutCountdownMessage(45)).toBe(
      'For security reasons, this page will timeout in 45 seconds. Would you like more time?',
    );
    expect(timeoutMessages.LastMinute).toBe(
      'You will be signed out in {count} seconds. Do you want to continue your session?',
    );
    expect(timeoutMessages.Registration).toBe(
      'You have taken too long to complete the registration process. You will be returned to the first registration page.',
    );
    expect(confirmDialog).toEqual({ title: 'Warning!', text: 'Are you sure?', ok: 'Ok', cancel: 'Cancel' });
  });

  it('registration, forgotten and credential setup', () => {
    expect(registrationMessages.IdentifyAndVerifyFailed).toBe(
      'The details you have entered do not match our records. Please try again.',
    );
    expect(forgottenUsernameMessages.NotRegistered).toBe(
      'You have not yet registered on the site. Please try again.',
    );
    expect(forgottenPasswordMessages.InvalidTicket).toBe(
      'Your code has expired. Please restart the forgotten password process.',
    );
    expect(credentialErrorMessages.Sequential).toBe(
      "You aren't allowed to have a sequential sequence of digits",
    );
    expect(credentialSetupMessages.General).toBe(
      'Unfortunately something is incorrect – please scroll to the top for more details.',
    );
    expect(usernameSuggestion('jobloggs', 1234)).toBe('jobloggs1234');
    expect(() => usernameSuggestion('jobloggs', 999)).toThrow(RangeError);
    expect(usernameAlreadyExistsWithSuggestion('jobloggs', 4321)).toContain('jobloggs4321');
    expect(updateSecurityMessages.InvalidUsername).toBe('Your username must be between 6 and 23 characters.');
  });

  it('two-factor and personal details', () => {
    expect(twoFactorMessages.RequestLimitReached).toBe(
      "We're sorry, you have reached the limit of OTP requests. For security reasons please wait for 24 hours before you try again.",
    );
    expect(unsupportedChallengeStatusMessage('ODD')).toBe('Unsupported challenge status ODD.');
    expect(personalDetailsUpdateOutcome('Success')).toBe('Success');
    expect(personalDetailsUpdateOutcome('Failed')).toBe('Failed');
    expect(personalDetailsUpdateOutcome('Timeout')).toBe('Unknown');
  });
});
