import { usernameInvalidSymbols } from '#shared/messages/validation.ts';
import { PasswordInput, TextInput } from './govuk/index.ts';
import type { FormFieldBinding } from './personal-details-fields.tsx';

/** The rules as the customer reads them (spec 1 §5; ARCHITECTURE.md: the password help says 10 to 50). */
export const securityDetailsHints = {
  username: `Between 6 and 23 characters. Do not use spaces or these symbols: ${usernameInvalidSymbols.join(' ')}`,
  password:
    'Between 10 and 50 characters, with at least one lowercase letter, one capital letter, one number and one symbol. It must not end with a space.',
  memorableNumber:
    '6 digits. Do not use your date of birth, the same digit 6 times or a sequence such as 123456.',
} as const;

export type SecurityDetailsFieldsProps = FormFieldBinding & {
  /**
   * Which username fields to show, as in `credentialsSchema({ username })`: 'confirmed' (default) username and
   * confirmUsername; 'single' username only; 'none' no username (forgotten password).
   */
  username?: 'confirmed' | 'single' | 'none';
  /** Adds the visually hidden "(required field)" note to the labels. Default true; false for optional forms. */
  required?: boolean;
};

/**
 * Username, password and memorable number with their confirm fields (spec 1 §3 "Registration security form"), named
 * as shared/forms/credentials.ts expects: username, confirmUsername, password, confirmPassword, memorableNumber,
 * confirmMemorableNumber. Secrets are never given a value back; usernames are (from `values`).
 */
export function SecurityDetailsFields({
  register,
  errorFor,
  values = {},
  username = 'confirmed',
  required = true,
}: SecurityDetailsFieldsProps) {
  return (
    <>
      {username !== 'none' ? (
        <TextInput
          id="username"
          label="Username"
          hint={securityDetailsHints.username}
          autocomplete="username"
          spellcheck={false}
          autocapitalize="none"
          classes="govuk-!-width-two-thirds"
          required={required}
          defaultValue={values.username}
          errorMessage={errorFor('username')}
          inputProps={register('username')}
        />
      ) : null}
      {username === 'confirmed' ? (
        <TextInput
          id="confirmUsername"
          label="Confirm username"
          autocomplete="off"
          spellcheck={false}
          autocapitalize="none"
          classes="govuk-!-width-two-thirds"
          required={required}
          defaultValue={values.confirmUsername}
          errorMessage={errorFor('confirmUsername')}
          inputProps={register('confirmUsername')}
        />
      ) : null}
      <PasswordInput
        id="password"
        label="Password"
        hint={securityDetailsHints.password}
        autocomplete="new-password"
        classes="govuk-!-width-two-thirds"
        required={required}
        errorMessage={errorFor('password')}
        inputProps={register('password')}
      />
      <PasswordInput
        id="confirmPassword"
        label="Confirm password"
        autocomplete="new-password"
        classes="govuk-!-width-two-thirds"
        showPasswordAriaLabelText="Show confirm password"
        hidePasswordAriaLabelText="Hide confirm password"
        required={required}
        errorMessage={errorFor('confirmPassword')}
        inputProps={register('confirmPassword')}
      />
      <PasswordInput
        id="memorableNumber"
        label="Memorable number"
        hint={securityDetailsHints.memorableNumber}
        autocomplete="off"
        classes="govuk-input--width-10"
        attributes={{ inputMode: 'numeric' }}
        showPasswordAriaLabelText="Show memorable number"
        hidePasswordAriaLabelText="Hide memorable number"
        passwordShownAnnouncementText="Your memorable number is visible"
        passwordHiddenAnnouncementText="Your memorable number is hidden"
        required={required}
        errorMessage={errorFor('memorableNumber')}
        inputProps={register('memorableNumber')}
      />
      <PasswordInput
        id="confirmMemorableNumber"
        label="Confirm memorable number"
        autocomplete="off"
        classes="govuk-input--width-10"
        attributes={{ inputMode: 'numeric' }}
        showPasswordAriaLabelText="Show confirm memorable number"
        hidePasswordAriaLabelText="Hide confirm memorable number"
        passwordShownAnnouncementText="Your memorable number is visible"
        passwordHiddenAnnouncementText="Your memorable number is hidden"
        required={required}
        errorMessage={errorFor('confirmMemorableNumber')}
        inputProps={register('confirmMemorableNumber')}
      />
    </>
  );
}
