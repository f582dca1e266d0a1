// The form pattern every route uses: the action turns the posted body into a plain object (formDataToObject),
// validates it with the form's zod schema (validateForm) and, on failure, answers 400 with one error per field — in
// the form's field order, required before format — and the entered values minus secrets.
// The same schema drives react-hook-form in the browser through @hookform/resolvers' zodResolver (decision 040): every
// field builder in ./fields.ts reports at most one issue, so the resolver (first issue per path) shows the same message.
// The schemas are zod/mini's; this module reads them through zod's core (`z.core`), which classic zod shares.
import { z } from '../zod.ts';
import { formFieldMeta } from './fields.ts';

export type FieldError = {
  /** The form field (top-level key of the schema). */
  field: string;
  /** Link for the error summary: '#<field id>', or '#<field id>-day' for a date input. */
  href: string;
  message: string;
};

/** Entered values as strings, keyed like the inputs' names (nested values as 'b_day.day', lists as 'x.0'). */
export type FormValues = Record<string, string>;

export type ValidationSuccess<T> = { ok: true; data: T };
export type ValidationFailure = { ok: false; errors: FieldError[]; values: FormValues };
export type ValidationResult<T> = ValidationSuccess<T> | ValidationFailure;

export type ValidateFormOptions = {
  /** Fields never echoed back, in addition to those built with `secret: true`. */
  secretFields?: readonly string[];
  /** Date inputs (link to '-day'), in addition to those built with datePartsField(). */
  dateFields?: readonly string[];
  /** Element ids where they differ from the field names. */
  fieldIds?: Readonly<Record<string, string>>;
};

type Schema = z.core.$ZodType;
type ShapeLike = Readonly<Record<string, Schema>>;

/** The object shape behind a form schema (through pipes/transforms), or undefined for a non-object schema. */
function shapeOf(schema: Schema): ShapeLike | undefined {
  let current: Schema = schema;
  for (let depth = 0; depth < 10; depth++) {
    if (current instanceof z.core.$ZodObject) return current._zod.def.shape;
    if (current instanceof z.core.$ZodPipe) {
      current = current._zod.def.in;
      continue;
    }
    return undefined;
  }
  return undefined;
}

/** The schema's fields in order. */
export function formFieldNames(schema: Schema): string[] {
  return Object.keys(shapeOf(schema) ?? {});
}

/** Fields of the schema marked secret with `textField(..., { secret: true })`. */
export function secretFieldNames(schema: Schema): string[] {
  const shape = shapeOf(schema) ?? {};
  return Object.keys(shape).filter((name) => {
    const field = shape[name];
    return field !== undefined && formFieldMeta.get(field)?.secret === true;
  });
}

function isRequiredIssue(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return true; // the value was missing altogether
  return issue.code === 'custom' && (issue.params as { rule?: string } | undefined)?.rule === 'required';
}

/**
 * Validates `input` with `schema`. On failure: one error per field (a required error wins over a format error), in the
 * schema's field order, and the entered values except secret fields.
 */
export function validateForm<S extends Schema>(
  schema: S,
  input: Record<string, unknown>,
  options: ValidateFormOptions = {},
): ValidationResult<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };

  const shape = shapeOf(schema) ?? {};
  const order = Object.keys(shape);
  const firstField = order[0] ?? '';
  const byField = new Map<string, z.core.$ZodIssue>();
  for (const issue of result.error.issues) {
    // Form-level rules must give a path; one without is shown against the first field rather than lost.
    const field = issue.path.length > 0 ? String(issue.path[0]) : firstField;
    const current = byField.get(field);
    if (!current || (!isRequiredIssue(current) && isRequiredIssue(issue))) byField.set(field, issue);
  }

  const dateFields = new Set(options.dateFields ?? []);
  const rank = (field: string): number => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const errors = [...byField.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, issue]): FieldError => {
      const id = options.fieldIds?.[field] ?? field;
      const fieldSchema = shape[field];
      const isDate =
        dateFields.has(field) ||
        (fieldSchema ? formFieldMeta.get(fieldSchema)?.input === 'date-parts' : false);
      return { field, href: `#${isDate ? `${id}-day` : id}`, message: issue.message };
    });

  const secrets = new Set([...secretFieldNames(schema), ...(options.secretFields ?? [])]);
  return { ok: false, errors, values: echoValues(input, order, secrets) };
}

/** The entered values as strings, without secrets; only the schema's fields when it has a shape. */
export function echoValues(
  input: Record<string, unknown>,
  fields: readonly string[],
  secrets: ReadonlySet<string>,
): FormValues {
  const values: FormValues = {};
  const keys = fields.length > 0 ? fields : Object.keys(input);
  for (const key of keys) {
    if (secrets.has(key) || !Object.hasOwn(input, key)) continue;
    flattenInto(values, key, input[key], 0);
  }
  return values;
}

/**
 * What an echoed value never carries back into the page (decision 030): control characters other than TAB, CR and LF
 * (which a textarea keeps) and the invisible bidirectional overrides the field refused. The field keeps the rest of
 * what was entered.
 */
const NOT_ECHOED =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** An entered value as it is echoed back: without the characters a free-text field refuses (decision 030). */
export function echoedText(value: string): string {
  return value.replace(NOT_ECHOED, '');
}

function flattenInto(values: FormValues, name: string, value: unknown, depth: number): void {
  if (value === undefined || value === null || depth > 5) return;
  if (typeof value === 'string') values[name] = echoedText(value);
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    values[name] = String(value);
  else if (Array.isArray(value))
    value.forEach((item, i) => flattenInto(values, `${name}.${i}`, item, depth + 1));
  else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flattenInto(values, `${name}.${key}`, item, depth + 1);
  }
}

// Kept with the messages (no zod there), so a page showing an error summary without a form schema stays zod-free.
export { errorSummaryTitle } from '../messages/validation.ts';

/** Field name → message, for rendering each field's error next to it. */
export function fieldErrorMessages(errors: readonly FieldError[]): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [error.field, error.message]));
}

export type FormDataToObjectOptions = {
  /** Fields always returned as a list (checkbox groups), even with one or no value ticked. */
  arrayFields?: readonly string[];
};

const unsafeSegments = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * FormData or URLSearchParams to a plain object for validateForm. A repeated name becomes a list (checkbox groups); a
 * ticked single checkbox is its value ('on'), an unticked one is absent. Dotted names ('b_day.day', react-hook-form's
 * names for grouped inputs) become nested objects. Files are ignored.
 */
export function formDataToObject(
  form: Iterable<readonly [string, unknown]>,
  options: FormDataToObjectOptions = {},
): Record<string, unknown> {
  const arrayFields = new Set(options.arrayFields ?? []);
  const result: Record<string, unknown> = {};
  for (const name of arrayFields) result[name] = [];
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const path = name.split('.');
    if (path.some((segment) => segment === '' || unsafeSegments.has(segment))) continue;
    let target: Record<string, unknown> = result;
    let blocked = false;
    for (const segment of path.slice(0, -1)) {
      const next = target[segment];
      if (next === undefined) {
        const created: Record<string, unknown> = {};
        target[segment] = created;
        target = created;
      } else if (typeof next === 'object' && next !== null && !Array.isArray(next)) {
        target = next as Record<string, unknown>;
      } else {
        blocked = true; // 'x' was already a plain value: keep it, drop 'x.y'
        break;
      }
    }
    if (blocked) continue;
    const key = path[path.length - 1] as string;
    const existing = target[key];
    if (existing === undefined) target[key] = path.length === 1 && arrayFields.has(name) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[key] = [existing, value];
  }
  return result;
}
