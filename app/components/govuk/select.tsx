import type { ErrorMessageOptions } from './error-message.tsx';
import { fieldParts } from './field-parts.tsx';
import type { HintOptions } from './hint.tsx';
import { Label, type LabelOptions } from './label.tsx';
import {
  cx,
  toOptions,
  type Attributes,
  type FormGroupOptions,
  type SelectProps,
  type TextOr,
} from './utils.tsx';

export interface SelectItem {
  /** Omit to use the text as the value (no `value` attribute). */
  value?: string | number | boolean;
  text: string;
  selected?: boolean;
  disabled?: boolean;
  attributes?: Attributes;
}

export interface SelectComponentProps {
  /** Defaults to `name` (or `inputProps.name`). */
  id?: string;
  name?: string;
  items: Array<SelectItem | null | undefined | false>;
  /** The selected value (items can also set `selected`). */
  value?: string | number | boolean;
  disabled?: boolean;
  describedBy?: string;
  label: TextOr<LabelOptions>;
  hint?: TextOr<HintOptions> | false | null;
  errorMessage?: TextOr<ErrorMessageOptions> | false | null;
  formGroup?: FormGroupOptions;
  classes?: string;
  attributes?: Attributes;
  required?: boolean;
  /** Spread last onto the `<select>`: pass react-hook-form's `register(name)` here. */
  inputProps?: SelectProps;
}

/** govuk-frontend `govukSelect`. The selected option is set with React's `defaultValue`. */
export function Select(props: SelectComponentProps) {
  const { name, inputProps, formGroup } = props;
  const id = props.id ?? name ?? inputProps?.name;
  const parts = fieldParts({
    idBase: id,
    describedBy: props.describedBy,
    hint: props.hint,
    errorMessage: props.errorMessage,
  });
  const label = toOptions<LabelOptions>(props.label);
  const hasValue =
    props.value !== undefined && props.value !== null && props.value !== '' && props.value !== false;
  const items = (props.items ?? []).filter((item): item is SelectItem => Boolean(item));
  const effectiveValue = (item: SelectItem) => String(item.value ?? item.text);
  const selected = items
    .filter(
      (item) =>
        item.selected ||
        (hasValue && effectiveValue(item) === String(props.value) && item.selected !== false),
    )
    .map(effectiveValue);
  const multiple = Boolean(props.attributes?.['multiple'] || inputProps?.multiple);
  const controlled = inputProps !== undefined && 'value' in inputProps;
  // A single select shows the last option marked selected, as browsers do with several `selected`.
  const defaultValue = controlled ? undefined : multiple ? selected : selected.at(-1);

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
      <select
        className={cx('govuk-select', props.classes, parts.hasError && 'govuk-select--error')}
        id={id}
        name={name}
        disabled={props.disabled || undefined}
        aria-describedby={parts.describedBy}
        defaultValue={defaultValue}
        {...props.attributes}
        {...inputProps}
      >
        {items.map((item, index) => (
          <option
            key={index}
            value={item.value === undefined ? undefined : String(item.value)}
            disabled={item.disabled || undefined}
            {...item.attributes}
          >
            {item.text}
          </option>
        ))}
      </select>
      {formGroup?.afterInput?.text}
    </div>
  );
}
