import type { ErrorMessageOptions } from './error-message.tsx';
import { fieldParts, FieldsetField } from './field-parts.tsx';
import type { FieldsetOptions } from './fieldset.tsx';
import type { HintOptions } from './hint.tsx';
import { TextInput } from './text-input.tsx';
import {
  capitalize,
  cx,
  type Attributes,
  type FormGroupInputsOptions,
  type InputMode,
  type InputProps,
  type TextOr,
} from './utils.tsx';

export interface DateInputItem {
  /** Default `<id>-<name>`, e.g. `dob-day`. */
  id?: string;
  /** "day", "month" or "year" for the default items; prefixed with `namePrefix-`. */
  name?: string;
  /** Default: the capitalised name ("Day"). */
  label?: string;
  /** Initial value. */
  value?: string;
  /** Highlight this field (`govuk-input--error`). */
  error?: boolean;
  autocomplete?: string;
  pattern?: string;
  /** Default "numeric". */
  inputmode?: InputMode;
  classes?: string;
  attributes?: Attributes;
  /** Spread last onto this item's `<input>` (react-hook-form's `register('dob.day')`). */
  inputProps?: InputProps;
}

export interface DateInputProps {
  /** Used for the wrapper and, suffixed, for the item ids (`<id>-day`) and hint/error ids. */
  id: string;
  namePrefix?: string;
  /** Replace the default day/month/year items. */
  items?: Array<DateInputItem | null | undefined | false>;
  hint?: TextOr<HintOptions> | false | null;
  /**
   * Error message. Items get `govuk-input--error` when flagged with `error: true`; when no item is
   * flagged, every item not flagged `error: false` is highlighted (as govuk-frontend does).
   */
  errorMessage?: TextOr<ErrorMessageOptions> | false | null;
  formGroup?: FormGroupInputsOptions;
  /** Wrap in a `<fieldset role="group">` with a legend (recommended). */
  fieldset?: FieldsetOptions;
  day?: DateInputItem;
  month?: DateInputItem;
  year?: DateInputItem;
  values?: Record<string, string | undefined>;
  classes?: string;
  attributes?: Attributes;
  /** Adds a visually hidden "(required field)" note to the legend. */
  required?: boolean;
}

/** govuk-frontend `govukDateInput`: day, month and year text inputs. */
export function DateInput(props: DateInputProps) {
  const { id, values, namePrefix, formGroup } = props;
  const dayItem: DateInputItem = props.day ?? {
    name: 'day',
    value: values?.day,
    classes: 'govuk-input--width-2',
  };
  const monthItem: DateInputItem = props.month ?? {
    name: 'month',
    value: values?.month,
    classes: 'govuk-input--width-2',
  };
  const yearItem: DateInputItem = props.year ?? {
    name: 'year',
    value: values?.year,
    classes: 'govuk-input--width-4',
  };
  const list = props.items?.length ? props.items : [dayItem, monthItem, yearItem];
  const itemHasError = (item: DateInputItem) =>
    Boolean(item.error || (item.classes && item.classes.includes('govuk-input--error')));
  const anyItemHasError = list.some((item) => item && itemHasError(item));

  const parts = fieldParts({
    idBase: id,
    describedBy: props.fieldset?.describedBy,
    hint: props.hint,
    errorMessage: props.errorMessage,
  });

  const renderItem = (item: DateInputItem, index: number) => {
    let itemName = item.name;
    let itemValue = item.value;
    let itemWidth = 2;
    const is = (defaultItem: DateInputItem, name: string) =>
      item === defaultItem ||
      (item.name !== undefined && item.name !== '' && [name, defaultItem.name].includes(item.name));
    if (is(dayItem, 'day')) {
      itemName = item.name || 'day';
      itemValue = item.value ?? dayItem.value;
    } else if (is(monthItem, 'month')) {
      itemName = item.name || 'month';
      itemValue = item.value ?? monthItem.value;
    } else if (is(yearItem, 'year')) {
      itemName = item.name || 'year';
      itemValue = item.value ?? yearItem.value;
      itemWidth = 4;
    }
    const hasError = itemHasError(item);
    const classesHaveError = Boolean(item.classes && item.classes.includes('govuk-input--error'));
    const itemClasses = cx(
      !classesHaveError &&
        (hasError || (item.error !== false && parts.hasError && !anyItemHasError)) &&
        'govuk-input--error',
      !(item.classes && item.classes.includes('govuk-input--width-')) && `govuk-input--width-${itemWidth}`,
      item.classes,
    );
    const name = `${namePrefix ? `${namePrefix}-` : ''}${itemName ?? ''}`;
    return (
      <div className="govuk-date-input__item" key={item.id ?? `${itemName ?? ''}-${index}`}>
        <TextInput
          label={{ text: item.label || capitalize(itemName ?? ''), classes: 'govuk-date-input__label' }}
          id={item.id || `${id}-${itemName ?? ''}`}
          classes={cx('govuk-date-input__input', itemClasses)}
          name={name}
          value={itemValue ?? values?.[name]}
          type="text"
          inputmode={item.inputmode || 'numeric'}
          autocomplete={item.autocomplete}
          pattern={item.pattern}
          attributes={item.attributes}
          inputProps={item.inputProps}
        />
      </div>
    );
  };

  return (
    // role="group" so JAWS announces the fieldset description for text inputs (as govuk-frontend does).
    <FieldsetField
      fieldset={props.fieldset}
      role="group"
      required={props.required}
      parts={parts}
      formGroup={formGroup}
    >
      <div className={cx('govuk-date-input', props.classes)} {...props.attributes} id={id}>
        {formGroup?.beforeInputs?.text}
        {list.map((item, index) => (item ? renderItem(item, index) : null))}
        {formGroup?.afterInputs?.text}
      </div>
    </FieldsetField>
  );
}
