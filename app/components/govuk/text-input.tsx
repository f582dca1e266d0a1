import type { ReactNode } from 'react';
import { controlParts, LabelledField, type LabelledControlProps } from './field-parts.tsx';
import {
  contentProps,
  cx,
  hasContent,
  toOptions,
  type Attributes,
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

export interface TextInputProps extends LabelledControlProps<InputProps> {
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
  prefix?: TextOr<InputAffix>;
  suffix?: TextOr<InputAffix>;
  inputWrapper?: { classes?: string; attributes?: Attributes };
  autocomplete?: string;
  pattern?: string;
  spellcheck?: boolean;
  autocapitalize?: string;
}

/** govuk-frontend `govukInput` (text input), with optional prefix/suffix. */
export function TextInput(props: TextInputProps) {
  const { name, inputProps, formGroup } = props;
  const { id, parts } = controlParts(props);
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
    <LabelledField id={id} label={props.label} required={props.required} parts={parts} formGroup={formGroup}>
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
    </LabelledField>
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
