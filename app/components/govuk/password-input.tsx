import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import type { LabelledControlProps } from './field-parts.tsx';
import { TextInput } from './text-input.tsx';
import { cx, type Attributes, type InputProps } from './utils.tsx';

export interface PasswordInputProps extends LabelledControlProps<InputProps> {
  /** Initial value. */
  value?: string;
  defaultValue?: string;
  disabled?: boolean;
  describedBy?: string;
  /** Default "current-password"; use "new-password" when setting a password. */
  autocomplete?: string;
  showPasswordText?: string;
  hidePasswordText?: string;
  showPasswordAriaLabelText?: string;
  hidePasswordAriaLabelText?: string;
  passwordShownAnnouncementText?: string;
  passwordHiddenAnnouncementText?: string;
  button?: { classes?: string };
}

/**
 * govuk-frontend `govukPasswordInput`: a password input with a "Show" toggle button. The button is
 * `hidden` until govuk-frontend's PasswordInput JavaScript starts.
 */
export function PasswordInput(props: PasswordInputProps) {
  const id = props.id ?? props.name ?? props.inputProps?.name;
  const i18n: Attributes = {};
  const messages: Array<[string, string | undefined]> = [
    ['show-password', props.showPasswordText],
    ['hide-password', props.hidePasswordText],
    ['show-password-aria-label', props.showPasswordAriaLabelText],
    ['hide-password-aria-label', props.hidePasswordAriaLabelText],
    ['password-shown-announcement', props.passwordShownAnnouncementText],
    ['password-hidden-announcement', props.passwordHiddenAnnouncementText],
  ];
  for (const [key, message] of messages) {
    if (message) i18n[`data-i18n.${key}`] = message;
  }
  const after: ReactNode = (
    <>
      <Button
        type="button"
        classes={cx(
          'govuk-button--secondary govuk-password-input__toggle govuk-js-password-input-toggle',
          props.button?.classes,
        )}
        text={props.showPasswordText || 'Show'}
        attributes={{
          'aria-controls': id,
          'aria-label': props.showPasswordAriaLabelText || 'Show password',
          hidden: true,
        }}
      />
      {props.formGroup?.afterInput?.text}
    </>
  );
  return (
    <TextInput
      formGroup={{
        classes: cx('govuk-password-input', props.formGroup?.classes),
        attributes: { 'data-module': 'govuk-password-input', ...i18n, ...props.formGroup?.attributes },
        beforeInput: props.formGroup?.beforeInput,
        afterInput: { text: after },
      }}
      inputWrapper={{ classes: 'govuk-password-input__wrapper' }}
      label={props.label}
      hint={props.hint}
      classes={cx('govuk-password-input__input govuk-js-password-input-input', props.classes)}
      errorMessage={props.errorMessage}
      id={id}
      name={props.name}
      type="password"
      spellcheck={false}
      autocapitalize="none"
      autocomplete={props.autocomplete || 'current-password'}
      value={props.value ?? props.defaultValue}
      disabled={props.disabled}
      describedBy={props.describedBy}
      attributes={props.attributes}
      required={props.required}
      inputProps={props.inputProps}
    />
  );
}
