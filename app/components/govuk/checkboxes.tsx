import { ChoiceGroup, type ChoiceGroupProps, type ChoiceItem } from './choice-group.tsx';

export interface CheckboxesItem extends ChoiceItem {
  /** Overrides the group `name` for this checkbox. */
  name?: string;
  /** "exclusive" for a "None of these" item (govuk-frontend JS unchecks the others). */
  behaviour?: 'exclusive';
}

export interface CheckboxesProps extends ChoiceGroupProps<CheckboxesItem> {
  /** Extra ids for `aria-describedby`. */
  describedBy?: string;
  /** Values of the checked items (items can also set `checked`). */
  values?: Array<string | number | boolean>;
}

/**
 * govuk-frontend `govukCheckboxes`, with hints, dividers, conditional reveals and exclusive
 * ("None") items. Without a `fieldset`, each input is described by the group hint and error.
 */
export function Checkboxes({ values, describedBy, ...props }: CheckboxesProps) {
  const checkedValues = values?.map(String);
  return (
    <ChoiceGroup
      {...props}
      kind="checkboxes"
      describedBy={describedBy}
      isChecked={(item) =>
        Boolean(item.checked) ||
        (checkedValues !== undefined && checkedValues.includes(String(item.value)) && item.checked !== false)
      }
      itemName={(item) => (item as CheckboxesItem).name || props.name || props.inputProps?.name}
      itemExtra={(item) => {
        const behaviour = (item as CheckboxesItem).behaviour;
        return behaviour ? { 'data-behaviour': behaviour } : {};
      }}
    />
  );
}
