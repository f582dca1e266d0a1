// Credential setup (spec 1 §8 "Credential setup"): registration, forgotten password and update security share these.

/** The spec describes this message ("asks for another username") without wording: composed. */
export const usernameAlreadyExistsMessage = 'This username is already taken. Please choose another username.';

/**
 * Forgotten flow: suggests the name plus a random 4-digit number (1000 to 9999, spec 1 §9). The caller supplies the
 * number so the randomness stays on the server and tests are deterministic.
 */
export function usernameAlreadyExistsWithSuggestion(username: string, suffix: number): string {
  return `This username is already taken. Please choose another username, for example ${usernameSuggestion(username, suffix)}.`;
}

export const usernameSuggestionSuffixRange = { min: 1000, max: 9999 } as const;

export function usernameSuggestion(username: string, suffix: number): string {
  if (
    !Number.isInteger(suffix) ||
    suffix < usernameSuggestionSuffixRange.min ||
    suffix > usernameSuggestionSuffixRange.max
  ) {
    throw new RangeError(`username suggestion suffix must be an integer from 1000 to 9999, got ${suffix}`);
  }
  return `${username}${suffix}`;
}

export const credentialSetupMessages = {
  UsernameAlreadyExists: usernameAlreadyExistsMessage,
  NotEnoughCredentials: 'Not enough credentials were submitted',
  /** Named without wording in credential setup; the update-security wording (same rule) is reused. */
  InvalidUsername: 'Your username must be between 6 and 23 characters.',
  /** Banner shown above the form whenever setup fails. */
  General: 'Unfortunately something is incorrect – please scroll to the top for more details.',
} as const;

/** InvalidCredentials: one line per entry of ExtendedProperties.IdentityResponse.CredentialErrors. */
export const credentialErrorMessages = {
  Dob: 'Memorable number cannot be your date of birth',
  AllSame: 'You cannot have all the digits the same',
  Sequential: "You aren't allowed to have a sequential sequence of digits",
  Known: 'Your chosen password is on a list of well known passwords',
  Username: 'Your password cannot be the same as your username',
} as const;

export type CredentialErrorCode = keyof typeof credentialErrorMessages;
