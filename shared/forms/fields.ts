// zod field builders for the shared rules, on zod/mini (decision 040). Each field reports at most ONE issue: its
// required rule if that fails, otherwise the first failing rule in the order given. react-hook-form's zod resolver keeps
// the first issue per path, and validateForm keeps one message per field, so the client and the server show the same,
// required-first message.
import { z } from '../zod.ts';
import {
  datePartsToIsoDate,
  isIsoDate,
  parseDayMonthYear,
  type DateParts,
  type IsoDate,
} from '../domain/dates.ts';
import type { Pence } from '../domain/money.ts';
import { invalidCharactersMessage, widgetMessages } from '../messages/validation.ts';
import {
  amountToMinorUnits,
  currency,
  normaliseSortCode,
  required,
  rule,
  sortCode,
  type CurrencyOptions,
  type FieldRule,
} from './rules.ts';

/** What validateForm needs to know about a field beyond its rules. */
export type FieldMeta = {
  /** Never echoed back to the page (passwords, memorable numbers, pin digits). */
  secret?: boolean;
  /** A GOV.UK date input: the error link points at `<id>-day`. */
  input?: 'date-parts';
};

/** Field metadata, read by validateForm. Registered on the exact schema instance a builder returns. */
export const formFieldMeta = z.registry<FieldMeta>();

/** Issue params that mark an issue as a required-rule failure (validateForm prefers these). */
export type RuleIssueParams = { rule: FieldRule['kind'] };

/** A form rule's issue: its message, the field it names when raised on the whole form, and the rule's kind. */
export type FormIssue = {
  code: 'custom';
  message: string;
  path?: PropertyKey[];
  params?: Record<string, unknown>;
};

/** Where a rule reports: a refinement's context, or issuesOf() a transform's. */
export type IssueSink = { addIssue: (issue: FormIssue) => void };

/**
 * A transform's issue sink. zod/mini's transforms are given the bare parse payload, without the `addIssue` classic
 * zod adds: the issue goes into the payload as classic zod puts it (with the input, and no `continue`, so it stops
 * the pipe and the object's checks without `when`).
 */
export function issuesOf(ctx: z.core.ParsePayload): IssueSink {
  return { addIssue: (issue) => void ctx.issues.push({ ...issue, input: ctx.value }) };
}

function report(ctx: IssueSink, failed: FieldRule<never>): void {
  ctx.addIssue({ code: 'custom', message: failed.message, params: { rule: failed.kind } });
}

/** The rule to report for `value`: the required rule if it fails, else the first other failing rule. */
export function firstFailingRule<T>(rules: readonly FieldRule<T>[], value: T): FieldRule<T> | undefined {
  const requiredRule = rules.find((r) => r.kind === 'required');
  if (requiredRule && !requiredRule.test(value)) return requiredRule;
  return rules.find((r) => r.kind !== 'required' && !r.test(value));
}

export type TextFieldOptions = {
  /** Trim surrounding spaces before checking (default true). Credentials are checked as typed. */
  trim?: boolean;
  /** Never echo the entered value back (default false). */
  secret?: boolean;
  /** The field's name in messages: 'Address line 1 contains one or more invalid characters...' (default 'Your answer'). */
  label?: string;
  /** A textarea: TAB, CR and LF are allowed (default false: a one-line field refuses them). */
  multiline?: boolean;
};

/**
 * Characters no free-text field accepts (decision 030): C0 controls (NUL, ESC...) and DEL, C1 controls, the line and
 * paragraph separators and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that
 * make text display in another order than it is stored. A textarea keeps TAB, CR and LF.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const CONTROL_CHARACTERS_MULTILINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/** The refusal of control characters as a rule, reported when the field's own rules pass. */
export function noControlCharacters(label?: string, multiline = false): FieldRule {
  return rule('format', invalidCharactersMessage(label), (value) => !hasControlCharacters(value, multiline));
}

/**
 * A text input checked by `rules`. With a `required(...)` rule a missing or blank value fails with its message;
 * without one, a blank value is valid ('' out) and the other rules are not run. Output: the (trimmed) string.
 */
export function textField(
  rules: readonly FieldRule[],
  options: TextFieldOptions = {},
): z.ZodMiniType<string, string | undefined> {
  const { trim = true, secret = false, label, multiline = false } = options;
  const requiredRule = rules.find((r) => r.kind === 'required');
  const base = z.string({ error: requiredRule?.message ?? widgetMessages.required });
  // After the field's own rules: a field with a format of its own (a name, a postcode) keeps the spec's message.
  const checks = [...rules, noControlCharacters(label, multiline)];
  const checked = (trim ? base.check(z.trim()) : base).check(
    z.superRefine<string>((value, ctx) => {
      if (!requiredRule && value === '') return;
      const failed = firstFailingRule(checks, value);
      if (failed) report(ctx, failed);
    }),
  );
  const field: z.ZodMiniType<string, string | undefined> = requiredRule ? checked : z._default(checked, '');
  if (secret) formFieldMeta.add(field, { secret: true });
  return field;
}

export type DateFieldOptions = {
  /** Message when blank (default 'Please select a date.'); false makes the field optional ('' out when blank). */
  required?: string | false;
  /** Message when not a real date (default 'Please enter a valid date.'). */
  invalid?: string;
  /** Rules on the parsed ISO date, e.g. laterThanToday(), validDateOfBirth(). */
  rules?: readonly FieldRule<IsoDate>[];
};

function dateIssue(
  iso: IsoDate | null,
  blank: boolean,
  options: DateFieldOptions,
  ctx: IssueSink,
): IsoDate | typeof z.NEVER {
  const requiredMessage = options.required ?? widgetMessages.dateRequired;
  if (blank) {
    if (requiredMessage === false) return '';
    report(ctx, required(requiredMessage));
    return z.NEVER;
  }
  if (iso === null) {
    ctx.addIssue({
      code: 'custom',
      message: options.invalid ?? widgetMessages.dateInvalid,
      params: { rule: 'format' },
    });
    return z.NEVER;
  }
  const failed = firstFailingRule(options.rules ?? [], iso);
  if (failed) {
    report(ctx, failed);
    return z.NEVER;
  }
  return iso;
}

/** The date picker: 'DD/MM/YYYY' text (an ISO 'YYYY-MM-DD' is accepted too). Output: ISO date. */
export function dateField(options: DateFieldOptions = {}): z.ZodMiniType<IsoDate, string | undefined> {
  const text = z.string({
    error: typeof options.required === 'string' ? options.required : widgetMessages.dateRequired,
  });
  return z.pipe(
    z.optional(text),
    z.transform((value: string | undefined, ctx) => {
      const entered = (value ?? '').trim();
      const iso = isIsoDate(entered) ? entered : parseDayMonthYear(entered);
      return dateIssue(iso, entered === '', options, issuesOf(ctx));
    }),
  );
}

function toParts(input: unknown): DateParts {
  if (typeof input === 'string') {
    // A single year-month-day value (the date select's sent value, or a hidden input).
    const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(input.trim());
    return match ? { year: match[1], month: match[2], day: match[3] } : { day: input };
  }
  if (typeof input !== 'object' || input === null) return {};
  const record = input as Record<string, unknown>;
  const part = (key: string): string | undefined => {
    const value = record[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * Day, month and year inputs (GOV.UK date input / the date select), posted as `<name>.day`, `<name>.month`,
 * `<name>.year` (react-hook-form's names; formDataToObject nests them). A year-month-day string is accepted too.
 * Output: ISO date. Errors link to `#<name>-day`.
 */
export function datePartsField(
  options: DateFieldOptions = {},
): z.ZodMiniType<IsoDate, DateParts | string | undefined> {
  // optional(): an absent key reaches the transform (and its required message) instead of zod's 'nonoptional' issue.
  const field = z.pipe(
    z.optional(z.custom<DateParts | string>()),
    z.transform((input: DateParts | string | undefined, ctx) => {
      const parts = toParts(input);
      const blank = [parts.day, parts.month, parts.year].every((p) => (p ?? '').trim() === '');
      return dateIssue(datePartsToIsoDate(parts), blank, options, issuesOf(ctx));
    }),
  );
  formFieldMeta.add(field, { input: 'date-parts' });
  return field;
}

export type CurrencyFieldOptions = CurrencyOptions & {
  /** Message when blank (default 'Required'); false makes it optional (null out when blank). */
  required?: string | false;
  /** Format message (default 'Please enter a valid amount'). */
  invalid?: string;
  /** Amount rules run after the format rule: minAmountCheck(), compareWithAvailableBalance(balance)... */
  rules?: readonly FieldRule[];
};

/** A currency input. Output: the amount in integer minor units (pence), never a float. */
export function currencyField(
  options: CurrencyFieldOptions & { required: false },
): z.ZodMiniType<Pence | null, string | undefined>;
export function currencyField(options?: CurrencyFieldOptions): z.ZodMiniType<Pence, string | undefined>;
export function currencyField(
  options: CurrencyFieldOptions = {},
): z.ZodMiniType<Pence | null, string | undefined> {
  const code = options.currency ?? 'GBP';
  const rules: FieldRule[] = [
    ...(options.required === false ? [] : [required(options.required)]),
    currency({ ...options, message: options.invalid }),
    ...(options.rules ?? []),
  ];
  return z.pipe(
    textField(rules),
    z.transform((value: string) => (value === '' ? null : amountToMinorUnits(value, code))),
  );
}

/** A sort code (mask 99-99-99). Output: the 6 digits. */
export function sortCodeField(
  options: { required?: string; invalid?: string } = {},
): z.ZodMiniType<string, string | undefined> {
  const field = textField([
    required(options.required ?? widgetMessages.sortCodeRequired),
    sortCode(options.invalid ?? widgetMessages.sortCodeInvalid),
  ]);
  return z.pipe(
    field,
    z.transform((value: string) => normaliseSortCode(value) ?? value),
  );
}

/**
 * A single checkbox. Posted as 'on' (or its value attribute) when ticked and absent when not; react-hook-form gives
 * a boolean. Output: boolean. With `required`, an unticked box fails with that message.
 */
export function checkboxField(
  options: { required?: string } = {},
): z.ZodMiniType<boolean, boolean | string | undefined> {
  return z.pipe(
    z.optional(z.custom<boolean | string>()),
    z.transform((value: boolean | string | undefined, ctx) => {
      const ticked = value === true || (typeof value === 'string' && value !== '' && value !== 'false');
      if (!ticked && options.required) {
        issuesOf(ctx).addIssue({ code: 'custom', message: options.required, params: { rule: 'required' } });
        return z.NEVER;
      }
      return ticked;
    }),
  );
}

/**
 * A confirm field must equal another field, e.g. `.check(fieldsMatch('confirmPassword', 'password', message))`.
 * Runs only when the confirm field passed its own rules, so it never hides a required or format message.
 */
export function fieldsMatch(field: string, other: string, message: string) {
  return z.superRefine<Record<string, unknown>>(
    (value, ctx) => {
      if (value[field] !== value[other]) {
        ctx.addIssue({ code: 'custom', message, path: [field], params: { rule: 'format' } });
      }
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === field),
    },
  );
}
