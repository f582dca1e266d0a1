import type { ReactNode } from 'react';
import type { ErrorMessageOptions } from './error-message.tsx';
import { fieldParts } from './field-parts.tsx';
import type { HintOptions } from './hint.tsx';
import { Label, type LabelOptions } from './label.tsx';
import {
  contentProps,
  cx,
  hasContent,
  toOptions,
  type Attributes,
  type FormGroupOptions,
  type InputMode,
  type InputProps,
  type TextOr,
} from './utils.tsx';

/** A prefix or suffix shown next to the input (hidden from assistive technology, like govuk-frontend). */
export interface InputAffix {
  text?: ReactNode;
  /** Raw HTML (trusted markup only). */
  html?: string;
  classes?: string;
  attributes?: Attributes;
}

export interface TextInputProps {
  /** Defaults to `name` (or `inputProps.name`). */
  id?: string;
  name?: string;
  /** Input type, default "text". */
  type?: string;
  inputmode?: InputMode;
  /** Initial value (rendered as the `value` attribute; the input stays uncontrolled). */
  value?: string | number;
  /** Alias of `value` for React habits. */
  defaultValue?: string | number;
  disabled?: boolean;
  /** Extra ids for `aria-describedby`, before the hint and error ids. */
  describedBy?: string;
  label: TextOr<LabelOptions>;
  hint?: TextOr<HintOptions> | false | null;
  /** Error message; a falsy value means no error (so `errors.x?.message` can be passed). */
  errorMessage?: TextOr<ErrorMessageOptions> | false | null;
  prefix?: TextOr<InputAffix>;
  suffix?: TextOr<InputAffix>;
  formGroup?: FormGroupOptions;
  inputWrapper?: { classes?: string; attributes?: Attributes };
  classes?: string;
  autocomplete?: string;
  pattern?: string;
  spellcheck?: boolean;
  autocapitalize?: string;
  attributes?: Attributes;
  /** Adds a visually hidden "(required field)" note to the label. */
  required?: boolean;
  /** Spread last onto the `<input>`: pass react-hook-form's `register(name)` here. */
  inputProps?: InputProps;
}

/** govuk-frontend `govukInput` (text input), with optional prefix/suffix. */
export function TextInput(props: TextInputProps) {
  const { name, inputProps, formGroup } = props;
  const id = props.id ?? name ?? inputProps?.name;
  const parts = fieldParts({
    idBase: id,
    describedBy: props.describedBy,
    hint: props.hint,
    errorMessage: props.errorMessage,
  });
  const label = toOptions<LabelOptions>(props.label);
  const prefix = toOptions<InputAffix>(props.prefix);
  const suffix = toOptions<InputAffix>(props.suffix);
  const hasPrefix = hasContent(prefix);
  const hasSuffix = hasContent(suffix);
  const hasBefore = hasContent(formGroup?.beforeInput);
  const hasAfter = hasContent(formGroup?.afterInput);
  const value = props.value ?? props.defaultValue;
  const controlled = inputProps !== undefined && 'value' in inputProps;

  const input = (
    <input
      className={cx('govuk-input', props.classes, parts.hasError && 'govuk-input--error')}
      id={id}
      name={name}
      type={props.type || 'text'}
      spellCheck={typeof props.spellcheck === 'boolean' ? props.spellcheck : undefined}
      defaultValue={controlled ? undefined : value}
      disabled={props.disabled || undefined}
      aria-describedby={parts.describedBy}
      autoComplete={props.autocomplete || undefined}
      autoCapitalize={props.autocapitalize || undefined}
      pattern={props.pattern || undefined}
      inputMode={props.inputmode || undefined}
      {...props.attributes}
      {...inputProps}
    />
  );

  return (
    <div
      className={cx('govuk-form-group', parts.hasError && 'govuk-form-group--error', formGroup?.classes)}
      {...formGroup?.attributes}
    >
      <Label
        text={label?.text}
        html={label?.html}
        classes={label?.classes}
        isPageHeading={label?.isPageHeading}
        attributes={label?.attributes}
        htmlFor={id}
        required={props.required}
      />
      {parts.hint}
      {parts.error}
      {hasPrefix || hasSuffix || hasBefore || hasAfter ? (
        <div
          className={cx('govuk-input__wrapper', props.inputWrapper?.classes)}
          {...props.inputWrapper?.attributes}
        >
          {hasBefore ? formGroup?.beforeInput?.text : null}
          {hasPrefix && prefix ? <Affix affix={prefix} type="prefix" /> : null}
          {input}
          {hasSuffix && suffix ? <Affix affix={suffix} type="suffix" /> : null}
          {hasAfter ? formGroup?.afterInput?.text : null}
        </div>
      ) : (
        input
      )}
    </div>
  );
}

function Affix({ affix, type }: { affix: InputAffix; type: 'prefix' | 'suffix' }) {
  return (
    <div
      className={cx(`govuk-input__${type}`, affix.classes)}
      aria-hidden="true"
      {...affix.attributes}
      {...contentProps(affix.html, affix.text)}
    />
  );
}
