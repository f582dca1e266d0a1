import { controlParts, LabelledField, type LabelledControlProps } from './field-parts.tsx';
import { cx, type TextareaProps as TextareaElementProps } from './utils.tsx';

export interface TextareaProps extends LabelledControlProps<TextareaElementProps> {
  /** Default 5. */
  rows?: number | string;
  /** Initial value. */
  value?: string;
  defaultValue?: string;
  spellcheck?: boolean;
  disabled?: boolean;
  describedBy?: string;
  autocomplete?: string;
}

/** govuk-frontend `govukTextarea`. */
export function Textarea(props: TextareaProps) {
  const { name, inputProps, formGroup } = props;
  const { id, parts } = controlParts(props);
  const controlled = inputProps !== undefined && 'value' in inputProps;
  return (
    <LabelledField id={id} label={props.label} required={props.required} parts={parts} formGroup={formGroup}>
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
    </LabelledField>
  );
}
