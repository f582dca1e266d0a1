// Internal: shared implementation of govukRadios and govukCheckboxes (their templates differ only in
// class names, checked state and how aria-describedby reaches the inputs).
import type { ReactNode } from 'react';
import type { ErrorMessageOptions } from './error-message.tsx';
import { fieldParts, FieldsetField } from './field-parts.tsx';
import type { FieldsetOptions } from './fieldset.tsx';
import { Hint, type HintOptions } from './hint.tsx';
import { Label } from './label.tsx';
import {
  cx,
  hasContent,
  isPresent,
  joinIds,
  toOptions,
  type Attributes,
  type FormGroupInputsOptions,
  type InputProps,
  type TextOr,
} from './utils.tsx';

export interface ChoiceItem {
  text?: ReactNode;
  /** Raw HTML for the label (trusted markup only). */
  html?: string;
  /** Default: `idPrefix` for the first item, `idPrefix-2`, `idPrefix-3`… after that. */
  id?: string;
  value?: string | number | boolean;
  label?: { classes?: string; attributes?: Attributes };
  hint?: TextOr<HintOptions>;
  /** Render a divider ("or") instead of an item. */
  divider?: string;
  checked?: boolean;
  /** Content revealed when this item is selected (govuk-frontend's JS toggles it). */
  conditional?: { html?: string; children?: ReactNode };
  disabled?: boolean;
  attributes?: Attributes;
  /** Spread last onto this item's `<input>`. */
  inputProps?: InputProps;
}

export interface ChoiceGroupProps<Item extends ChoiceItem> {
  fieldset?: FieldsetOptions;
  hint?: TextOr<HintOptions> | false | null;
  errorMessage?: TextOr<ErrorMessageOptions> | false | null;
  formGroup?: FormGroupInputsOptions;
  /** Prefix for the item, hint and error ids; defaults to `name`. */
  idPrefix?: string;
  name?: string;
  items: Array<Item | null | undefined | false>;
  classes?: string;
  attributes?: Attributes;
  /** Adds a visually hidden "(required field)" note to the legend. */
  required?: boolean;
  /** Spread last onto every `<input>`: pass react-hook-form's `register(name)` here. */
  inputProps?: InputProps;
}

interface Internal {
  kind: 'radios' | 'checkboxes';
  describedBy?: string | undefined;
  isChecked: (item: ChoiceItem) => boolean;
  itemName: (item: ChoiceItem) => string | undefined;
  itemExtra?: (item: ChoiceItem) => Attributes;
}

export function ChoiceGroup<Item extends ChoiceItem>(props: ChoiceGroupProps<Item> & Internal) {
  const { kind, formGroup } = props;
  const idPrefix = props.idPrefix || props.name || props.inputProps?.name;
  const hasFieldset = Boolean(props.fieldset);
  const parts = fieldParts({
    idBase: idPrefix,
    describedBy: props.fieldset?.describedBy || props.describedBy,
    hint: props.hint,
    errorMessage: props.errorMessage,
  });

  const renderItem = (item: ChoiceItem, index: number) => {
    const itemId = item.id || `${idPrefix}${index > 1 ? `-${index}` : ''}`;
    const conditionalId = `conditional-${itemId}`;
    if (item.divider) {
      return (
        <div className={`govuk-${kind}__divider`} key={`divider-${index}`}>
          {item.divider}
        </div>
      );
    }
    const checked = props.isChecked(item);
    const hint = toOptions<HintOptions>(item.hint);
    const hasHint = hasContent(hint);
    const itemHintId = `${itemId}-item-hint`;
    const hasConditional = Boolean(
      item.conditional && (item.conditional.html || isPresent(item.conditional.children)),
    );
    // Checkboxes without a fieldset put the group's hint/error ids on every input; radios never do.
    const describedBy =
      kind === 'checkboxes'
        ? joinIds(!hasFieldset && parts.describedBy, hasHint && itemHintId)
        : joinIds(hasHint && itemHintId);
    const controlled = props.inputProps !== undefined && 'checked' in props.inputProps;
    return [
      <div className={`govuk-${kind}__item`} key={`item-${index}`}>
        <input
          className={`govuk-${kind}__input`}
          id={itemId}
          name={props.itemName(item)}
          type={kind === 'radios' ? 'radio' : 'checkbox'}
          value={item.value === undefined || item.value === null ? '' : String(item.value)}
          defaultChecked={controlled ? undefined : checked || undefined}
          disabled={item.disabled || undefined}
          data-aria-controls={hasConditional ? conditionalId : undefined}
          {...props.itemExtra?.(item)}
          aria-describedby={describedBy}
          {...item.attributes}
          {...props.inputProps}
          {...item.inputProps}
        />
        <Label
          text={item.text}
          html={item.html}
          classes={cx(`govuk-${kind}__label`, item.label?.classes)}
          attributes={item.label?.attributes}
          htmlFor={itemId}
        />
        {hasHint && hint ? (
          <Hint
            id={itemHintId}
            classes={cx(`govuk-${kind}__hint`, hint.classes)}
            attributes={hint.attributes}
            html={hint.html}
            text={hint.text}
          />
        ) : null}
      </div>,
      hasConditional && item.conditional ? (
        <div
          className={cx(`govuk-${kind}__conditional`, !checked && `govuk-${kind}__conditional--hidden`)}
          id={conditionalId}
          key={`conditional-${index}`}
          {...(item.conditional.html
            ? { dangerouslySetInnerHTML: { __html: item.conditional.html } }
            : { children: item.conditional.children })}
        />
      ) : null,
    ];
  };

  return (
    <FieldsetField fieldset={props.fieldset} required={props.required} parts={parts} formGroup={formGroup}>
      <div className={cx(`govuk-${kind}`, props.classes)} {...props.attributes} data-module={`govuk-${kind}`}>
        {formGroup?.beforeInputs?.text}
        {props.items.map((item, i) => (item ? renderItem(item, i + 1) : null))}
        {formGroup?.afterInputs?.text}
      </div>
    </FieldsetField>
  );
}
