import { controlParts, LabelledField, type LabelledControlProps } from './field-parts.tsx';
import { cx, type Attributes, type SelectProps } from './utils.tsx';

export interface SelectItem {
  /** Omit to use the text as the value (no `value` attribute). */
  value?: string | number | boolean;
  text: string;
  selected?: boolean;
  disabled?: boolean;
  attributes?: Attributes;
}

export interface SelectComponentProps extends LabelledControlProps<SelectProps> {
  items: Array<SelectItem | null | undefined | false>;
  /** The selected value (items can also set `selected`). */
  value?: string | number | boolean;
  disabled?: boolean;
  describedBy?: string;
}

/** govuk-frontend `govukSelect`. The selected option is set with React's `defaultValue`. */
export function Select(props: SelectComponentProps) {
  const { name, inputProps, formGroup } = props;
  const { id, parts } = controlParts(props);
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
    <LabelledField id={id} label={props.label} required={props.required} parts={parts} formGroup={formGroup}>
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
    </LabelledField>
  );
}
