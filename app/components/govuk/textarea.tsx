import type { ErrorMessageOptions } from './error-message.tsx';
import { fieldParts } from './field-parts.tsx';
import type { HintOptions } from './hint.tsx';
import { Label, type LabelOptions } from './label.tsx';
import {
  cx,
  toOptions,
  type Attributes,
  type FormGroupOptions,
  type TextareaProps as TextareaElementProps,
  type TextOr,
} from './utils.tsx';

export interface TextareaProps {
  /** Defaults to `name` (or `inputProps.name`). */
  id?: string;
  name?: string;
  /** Default 5. */
  rows?: number | string;
  /** Initial value. */
  value?: string;
  defaultValue?: string;
  spellcheck?: boolean;
  disabled?: boolean;
  describedBy?: string;
  autocomplete?: string;
  label: TextOr<LabelOptions>;
  hint?: TextOr<HintOptions> | false | null;
  errorMessage?: TextOr<ErrorMessageOptions> | false | null;
  formGroup?: FormGroupOptions;
  classes?: string;
  attributes?: Attributes;
  required?: boolean;
  /** Spread last onto the `<textarea>`: pass react-hook-form's `register(name)` here. */
  inputProps?: TextareaElementProps;
}

/** govuk-frontend `govukTextarea`. */
export function Textarea(props: TextareaProps) {
  const { name, inputProps, formGroup } = props;
  const id = props.id ?? name ?? inputProps?.name;
  const parts = fieldParts({
    idBase: id,
    describedBy: props.describedBy,
    hint: props.hint,
    errorMessage: props.errorMessage,
  });
  const label = toOptions<LabelOptions>(props.label);
  const controlled = inputProps !== undefined && 'value' in inputProps;
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
      {formGroup?.beforeInput?.text}
      <textarea
        className={cx('govuk-textarea', parts.hasError && 'govuk-textarea--error', props.classes)}
        id={id}
        name={name}
        rows={Number(props.rows || 5)}
        spellCheck={typeof props.spellcheck === 'boolean' ? props.spellcheck : undefined}
        disabled={props.disabled || undefined}
        aria-describedby={parts.describedBy}
        autoComplete={props.autocomplete || undefined}
        defaultValue={controlled ? undefined : (props.value ?? props.defaultValue)}
        {...props.attributes}
        {...inputProps}
      />
      {formGroup?.afterInput?.text}
    </div>
  );
}
