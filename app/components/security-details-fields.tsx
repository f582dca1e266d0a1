import { SECURITY_DETAILS_FIELDS_CONTENT } from '#shared/messages/credentials.ts';
import { TextInput } from './govuk/index.ts';
import { PasswordField } from './password-field.tsx';
import { EditControls } from './managed-texts.tsx';
import { bindField, fieldTexts, type FormFieldBinding } from './form-field-binding.ts';

/**
 * The rules as the customer reads them (spec 1 §5; docs/architecture.md, "Choices where the spec is out of date or
 * reads two ways": the password help says 10 to 50).
 */
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

/** The memorable number's inputs: digits, and the Show/Hide toggle's announcements name it. */
const MEMORABLE_NUMBER = {
  autocomplete: 'off',
  classes: 'govuk-input--width-10',
  attributes: { inputMode: 'numeric' },
  passwordShownAnnouncementText: 'Your memorable number is visible',
  passwordHiddenAnnouncementText: 'Your memorable number is hidden',
} as const;

/** The Show/Hide toggle's accessible names for a secret other than 'password'. */
function toggleNames(secret: string) {
  return { showPasswordAriaLabelText: `Show ${secret}`, hidePasswordAriaLabelText: `Hide ${secret}` };
}

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
  const secret = (id: string) => ({ ...bindField({ register, errorFor }, id), required });
  const name = (id: string) => ({
    ...secret(id),
    defaultValue: values[id],
    spellcheck: false,
    autocapitalize: 'none',
    classes: 'govuk-!-width-two-thirds',
  });
  return (
    <>
      {username !== 'none' ? (
        <TextInput
          {...name('username')}
          label={t('usernameLabel')}
          hint={t('usernameHint')}
          autocomplete="username"
        />
      ) : null}
      {username === 'confirmed' ? (
        <TextInput {...name('confirmUsername')} label={t('confirmUsernameLabel')} autocomplete="off" />
      ) : null}
      <PasswordField
        {...secret('password')}
        label={t('passwordLabel')}
        hint={t('passwordHint')}
        autocomplete="new-password"
        classes="govuk-!-width-two-thirds"
      />
      <PasswordField
        {...secret('confirmPassword')}
        {...toggleNames('confirm password')}
        label={t('confirmPasswordLabel')}
        autocomplete="new-password"
        classes="govuk-!-width-two-thirds"
      />
      <PasswordField
        {...secret('memorableNumber')}
        {...MEMORABLE_NUMBER}
        {...toggleNames('memorable number')}
        label={t('memorableNumberLabel')}
        hint={t('memorableNumberHint')}
      />
      <PasswordField
        {...secret('confirmMemorableNumber')}
        {...MEMORABLE_NUMBER}
        {...toggleNames('confirm memorable number')}
        label={t('confirmMemorableNumberLabel')}
      />
      {page ? <EditControls page={page} keys={shown} /> : null}
    </>
  );
}
