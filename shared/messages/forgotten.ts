// Forgotten username and forgotten password (spec 1 §8 "Forgotten username and password").
import { registrationMessages } from './registration.ts';

const notRegistered = 'You have not yet registered on the site. Please try again.';

export const forgottenUsernameMessages = {
  NotRegistered: notRegistered,
  IdentifyAndVerifyFailed: registrationMessages.IdentifyAndVerifyFailed,
} as const;

export const forgottenPasswordMessages = {
  NotRegistered: notRegistered,
  Timeout: 'You took too long to complete the credentials reset process. Please try again.',
  IdentifyAndVerifyFailed: registrationMessages.IdentifyAndVerifyFailed,
  InvalidTicket: 'Your code has expired. Please restart the forgotten password process.',
} as const;
