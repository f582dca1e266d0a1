import { fillIn } from '../content/managed.ts';
// Timeout notices (spec 1 §8 "Timeout", spec 2 §8 "Timeout notices").

/** Spec 1 writes the placeholder as `$[count]`, spec 2 as `{count}`: the same sentence (a managed text, tag 'layout'). */
export const TIMEOUT_COUNTDOWN_TEMPLATE =
  'For security reasons, this page will timeout in {count} seconds. Would you like more time?';

/** The countdown sentence with its seconds; `template`: its published wording, else the default. */
export function timeoutCountdownMessage(
  count: number,
  template: string = TIMEOUT_COUNTDOWN_TEMPLATE,
): string {
  return fillIn(template, { count });
}

export const timeoutMessages = {
  /**
   * Spec 1 §8's 'You will be logged out in one minute. Do you want to continue your session?', counting down the
   * seconds ('{count}') and saying 'signed out' as the portal does (decision 065).
   */
  LastMinute: 'You will be signed out in {count} seconds. Do you want to continue your session?',
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
