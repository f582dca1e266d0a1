// Internal: the parts form controls share. The hint and error message and the aria-describedby ids they add, in
// govuk-frontend order (describedBy param, then hint, then error); the form group around a control with its label
// (text input, select, textarea), and the form group around a group of inputs in a fieldset (radios, checkboxes,
// date input).
import type { ReactNode } from 'react';
import { ErrorMessage, type ErrorMessageOptions } from './error-message.tsx';
import { Fieldset, type FieldsetOptions } from './fieldset.tsx';
import { Hint, type HintOptions } from './hint.tsx';
import { Label, type LabelOptions } from './label.tsx';
import { cx, joinIds, toOptions, type Attributes, type FormGroupOptions, type TextOr } from './utils.tsx';

/** The params every control with a label takes (text input, password input, select, textarea, character count). */
export interface LabelledControlProps<ElementProps> {
  /** Defaults to `name` (or `inputProps.name`). */
  id?: string;
  name?: string;
  label: TextOr<LabelOptions>;
  hint?: TextOr<HintOptions> | false | null;
  /** Error message; a falsy value means no error (so `errors.x?.message` can be passed). */
  errorMessage?: TextOr<ErrorMessageOptions> | false | null;
  formGroup?: FormGroupOptions;
  classes?: string;
  attributes?: Attributes;
  /** Adds a visually hidden "(required field)" note to the label. */
  required?: boolean;
  /** Spread last onto the control: pass react-hook-form's `register(name)` here. */
  inputProps?: ElementProps;
}

export interface FieldPartsInput {
  /** Base for the ids: `<idBase>-hint` and `<idBase>-error`. */
  idBase: string | undefined;
  describedBy?: string | undefined;
  hint?: TextOr<HintOptions> | false | null | undefined;
  errorMessage?: TextOr<ErrorMessageOptions> | false | null | undefined;
}

export interface FieldParts {
  hint: ReactNode;
  error: ReactNode;
  hasError: boolean;
  describedBy: string | undefined;
}

export function fieldParts({ idBase, describedBy, hint, errorMessage }: FieldPartsInput): FieldParts {
  const hintOptions = toOptions<HintOptions>(hint);
  const errorOptions = toOptions<ErrorMessageOptions>(errorMessage);
  const hintId = hintOptions ? `${idBase}-hint` : undefined;
  const errorId = errorOptions ? `${idBase}-error` : undefined;
  return {
    hint: hintOptions ? (
      <Hint
        id={hintId}
        classes={hintOptions.classes}
        attributes={hintOptions.attributes}
        html={hintOptions.html}
        text={hintOptions.text}
      />
    ) : null,
    error: errorOptions ? (
      <ErrorMessage
        id={errorId}
        classes={errorOptions.classes}
        attributes={errorOptions.attributes}
        html={errorOptions.html}
        text={errorOptions.text}
        visuallyHiddenText={errorOptions.visuallyHiddenText}
      />
    ) : null,
    hasError: Boolean(errorOptions),
    describedBy: joinIds(describedBy, hintId, errorId),
  };
}

/** A labelled control's id (its `id`, else its name) and its hint and error message. */
export function controlParts<ElementProps extends { name?: string | undefined }>(
  props: LabelledControlProps<ElementProps> & { describedBy?: string | undefined },
): { id: string | undefined; parts: FieldParts } {
  const id = props.id ?? props.name ?? props.inputProps?.name;
  const parts = fieldParts({
    idBase: id,
    describedBy: props.describedBy,
    hint: props.hint,
    errorMessage: props.errorMessage,
  });
  return { id, parts };
}

/** The `govuk-form-group` around a field, marked when the field has an error. */
function FormGroup({
  parts,
  formGroup,
  children,
}: {
  parts: FieldParts;
  formGroup: { classes?: string; attributes?: Attributes } | undefined;
  children: ReactNode;
}) {
  return (
    <div
      className={cx('govuk-form-group', parts.hasError && 'govuk-form-group--error', formGroup?.classes)}
      {...formGroup?.attributes}
    >
      {children}
    </div>
  );
}

/** One control's form group: its label (for `id`), hint and error message, then the control (`children`). */
export function LabelledField({
  id,
  label,
  required,
  parts,
  formGroup,
  children,
}: {
  id: string | undefined;
  label: TextOr<LabelOptions>;
  required: boolean | undefined;
  parts: FieldParts;
  formGroup: { classes?: string; attributes?: Attributes } | undefined;
  children: ReactNode;
}) {
  const options = toOptions<LabelOptions>(label);
  return (
    <FormGroup parts={parts} formGroup={formGroup}>
      <Label
        text={options?.text}
        html={options?.html}
        classes={options?.classes}
        isPageHeading={options?.isPageHeading}
        attributes={options?.attributes}
        htmlFor={id}
        required={required}
      />
      {parts.hint}
      {parts.error}
      {children}
    </FormGroup>
  );
}

/**
 * A group of inputs' form group: the hint and error message, then the inputs (`children`), inside a fieldset with
 * its legend when there is one (described by the hint and error).
 */
export function FieldsetField({
  fieldset,
  role,
  required,
  parts,
  formGroup,
  children,
}: {
  fieldset: FieldsetOptions | undefined;
  /** The fieldset's role; the fieldset's own options give it otherwise. */
  role?: string;
  required: boolean | undefined;
  parts: FieldParts;
  formGroup: { classes?: string; attributes?: Attributes } | undefined;
  children: ReactNode;
}) {
  const inner = (
    <>
      {parts.hint}
      {parts.error}
      {children}
    </>
  );
  return (
    <FormGroup parts={parts} formGroup={formGroup}>
      {fieldset ? (
        <Fieldset
          describedBy={parts.describedBy}
          classes={fieldset.classes}
          role={role ?? fieldset.role}
          attributes={fieldset.attributes}
          legend={fieldset.legend}
          required={required}
        >
          {inner}
        </Fieldset>
      ) : (
        inner
      )}
    </FormGroup>
  );
}
