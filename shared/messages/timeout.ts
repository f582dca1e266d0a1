// Timeout notices (spec 1 §8 "Timeout", spec 2 §8 "Timeout notices").

/** Spec 1 writes the placeholder as `$[count]`, spec 2 as `{count}`: the same sentence. */
export function timeoutCountdownMessage(count: number): string {
  return `For security reasons, this page will timeout in ${count} seconds. Would you like more time?`;
}

export const timeoutMessages = {
  LastMinute: 'You will be logged out in one minute. Do you want to continue your session?',
  SignIn:
    'You have taken too long to complete the sign in process. You will be returned to the first sign in page.',
  ForgottenCredentials:
    'You have taken too long to complete the credentials reset process. You will be returned to the first forgotten credentials page.',
  Registration:
    'You have taken too long to complete the registration process. You will be returned to the first registration page.',
} as const;

/** Default confirm dialog. */
export const confirmDialog = {
  title: 'Warning!',
  text: 'Are you sure?',
  ok: 'Ok',
  cancel: 'Cancel',
} as const;
