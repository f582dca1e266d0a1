import { ChoiceGroup, type ChoiceGroupProps, type ChoiceItem } from './choice-group.tsx';

export type RadiosItem = ChoiceItem;

export interface RadiosProps extends ChoiceGroupProps<RadiosItem> {
  /** The value of the selected item (items can also set `checked`). */
  value?: string | number | boolean;
}

/**
 * govuk-frontend `govukRadios`, with hints, dividers and conditional reveals. Put it in a
 * `fieldset` with a legend. Item ids are `idPrefix`, `idPrefix-2`, … so the error summary can link
 * to the first one.
 */
export function Radios({ value, ...props }: RadiosProps) {
  const hasValue = value !== undefined && value !== null && value !== '' && value !== false;
  return (
    <ChoiceGroup
      {...props}
      kind="radios"
      isChecked={(item) =>
        Boolean(item.checked) || (hasValue && String(item.value) === String(value) && item.checked !== false)
      }
      itemName={() => props.name ?? props.inputProps?.name}
    />
  );
}
