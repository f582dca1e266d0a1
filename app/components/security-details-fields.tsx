import { SECURITY_DETAILS_FIELDS_CONTENT } from '#shared/messages/credentials.ts';
import { TextInput } from './govuk/index.ts';
import { PasswordField } from './password-field.tsx';
import { FieldEditControls, fieldTexts, type FormFieldBinding } from './personal-details-fields.tsx';

/** The rules as the customer reads them (spec 1 §5; ARCHITECTURE.md: the password help says 10 to 50). */
export const securityDetailsHints = {
  username: SECURITY_DETAILS_FIELDS_CONTENT.usernameHint,
  password: SECURITY_DETAILS_FIELDS_CONTENT.passwordHint,
  memorableNumber: SECURITY_DETAILS_FIELDS_CONTENT.memorableNumberHint,
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
  page,
}: SecurityDetailsFieldsProps) {
  const t = fieldTexts(SECURITY_DETAILS_FIELDS_CONTENT, page);
  const shown = Object.keys(SECURITY_DETAILS_FIELDS_CONTENT).filter(
    (key) =>
      (username !== 'none' || !key.startsWith('username')) &&
      (username === 'confirmed' || key !== 'confirmUsernameLabel'),
  );
  return (
    <>
      {username !== 'none' ? (
        <TextInput
          id="username"
          label={t('usernameLabel')}
          hint={t('usernameHint')}
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
          label={t('confirmUsernameLabel')}
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
      <PasswordField
        id="password"
        label={t('passwordLabel')}
        hint={t('passwordHint')}
        autocomplete="new-password"
        classes="govuk-!-width-two-thirds"
        required={required}
        errorMessage={errorFor('password')}
        inputProps={register('password')}
      />
      <PasswordField
        id="confirmPassword"
        label={t('confirmPasswordLabel')}
        autocomplete="new-password"
        classes="govuk-!-width-two-thirds"
        showPasswordAriaLabelText="Show confirm password"
        hidePasswordAriaLabelText="Hide confirm password"
        required={required}
        errorMessage={errorFor('confirmPassword')}
        inputProps={register('confirmPassword')}
      />
      <PasswordField
        id="memorableNumber"
        label={t('memorableNumberLabel')}
        hint={t('memorableNumberHint')}
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
      <PasswordField
        id="confirmMemorableNumber"
        label={t('confirmMemorableNumberLabel')}
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
      <FieldEditControls page={page} keys={shown} />
    </>
  );
}
