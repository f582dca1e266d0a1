// The browser's stand-in for zod (issue 11 item 2; decision 039). The client build resolves `shared/zod.ts` to this
// file (scripts/vite-zod-lite.ts), so the shared form schemas run in the browser on a few hundred lines instead of
// zod's 24 kB gzip, while the server keeps zod itself. It implements only what shared/ uses, with zod 4's semantics
// for what a form can observe: which issues are raised, with which path and message, in which order, and when a
// pipe, a transform or a check stops. `test/unit/shared/zod-lite.test.ts` runs the shared form schemas on both and
// compares every issue; the shared form tests also run on this file (jest project 'zod-lite').
//
// Types come from zod (the TypeScript sources import `z` from shared/zod.ts); this file is runtime only.

/* eslint-disable @typescript-eslint/no-explicit-any -- a dynamic re-implementation of zod's runtime */

type Path = PropertyKey[];

export type Issue = {
  code: string;
  message?: string;
  path?: Path;
  params?: unknown;
  continue?: boolean;
  input?: unknown;
  expected?: string;
  [key: string]: unknown;
};

type Payload = { value: any; issues: Issue[]; aborted?: boolean; addIssue?: (issue: Issue | string) => void };

type ErrorParam =
  string | { message?: string } | ((issue: Issue) => string | { message?: string } | undefined);
type Params =
  string | { error?: ErrorParam; message?: string; abort?: boolean; when?: (p: Payload) => boolean };

function normalise(params?: Params): { error?: ErrorParam; abort?: boolean; when?: (p: Payload) => boolean } {
  if (params === undefined) return {};
  if (typeof params === 'string') return { error: params };
  const { message, ...rest } = params;
  return message !== undefined && rest.error === undefined ? { ...rest, error: message } : rest;
}

function fromError(error: ErrorParam | undefined, issue: Issue): string | undefined {
  if (error === undefined) return undefined;
  if (typeof error === 'string') return error;
  if (typeof error === 'function') {
    const out = error(issue);
    return typeof out === 'string' ? out : out?.message;
  }
  return error.message;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

/** zod's English messages, for the few issues no form gives a message of its own. */
function defaultMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${String(issue.expected)}, received ${typeName(issue.input)}`;
    case 'too_small':
      return `Too small: expected ${String(issue.origin)} to have >=${String(issue.minimum)}`;
    case 'too_big':
      return `Too big: expected ${String(issue.origin)} to have <=${String(issue.maximum)}`;
    case 'invalid_format':
      return 'Invalid string: must match pattern';
    default:
      return 'Invalid input';
  }
}

type Check = {
  run: (payload: Payload) => void;
  error?: ErrorParam;
  abort?: boolean;
  when?: (payload: Payload) => boolean;
};

function aborted(payload: Payload, start = 0): boolean {
  if (payload.aborted === true) return true;
  for (let i = start; i < payload.issues.length; i++) if (payload.issues[i]?.continue !== true) return true;
  return false;
}

function explicitlyAborted(payload: Payload): boolean {
  return payload.aborted === true || payload.issues.some((i) => i.continue === false);
}

function finalise(issue: Issue, error?: ErrorParam): Issue {
  const message = issue.message ?? fromError(error, issue) ?? defaultMessage(issue);
  return { ...issue, path: issue.path ?? [], message };
}

export class ZodType {
  checks: Check[] = [];
  error?: ErrorParam;
  /** zod's 'optin': may the value be absent? ('defaulted' substitutes one.) */
  optin?: 'optional' | 'defaulted';
  /** zod's 'optout': may the output be absent? */
  optout?: 'optional';

  protected parseInner(payload: Payload): Payload {
    return payload;
  }

  /** An issue raised by the schema itself (its type), with the schema's own error. */
  protected fail(payload: Payload, issue: Issue): Payload {
    payload.issues.push(finalise({ input: payload.value, ...issue }, this.error));
    return payload;
  }

  run(payload: Payload): Payload {
    const result = this.parseInner(payload);
    let isAborted = aborted(result);
    for (const check of this.checks) {
      if (check.when) {
        if (explicitlyAborted(result) || !check.when(result)) continue;
      } else if (isAborted) continue;
      const before = result.issues.length;
      check.run(result);
      if (result.issues.length !== before && !isAborted) isAborted = aborted(result, before);
    }
    return result;
  }

  safeParse(value: unknown): { success: true; data: any } | { success: false; error: ZodError } {
    const result = this.run({ value, issues: [] });
    return result.issues.length > 0
      ? { success: false, error: new ZodError(result.issues) }
      : { success: true, data: result.value };
  }

  parse(value: unknown): any {
    const result = this.safeParse(value);
    if (!result.success) throw result.error;
    return result.data;
  }

  clone(changes: Partial<ZodType> = {}): this {
    const copy = Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this, changes);
    copy.checks = changes.checks ?? [...this.checks];
    return copy;
  }

  check(...checks: Check[]): this {
    return this.clone({ checks: [...this.checks, ...checks] });
  }

  superRefine(fn: (value: any, ctx: Payload) => void, params?: Params): this {
    return this.check(superRefine(fn, params));
  }

  refine(fn: (value: any) => unknown, params?: Params): this {
    return this.check(refineCheck(fn, params));
  }

  optional(): ZodType {
    return new ZodOptional(this);
  }
  nullable(): ZodType {
    return new ZodNullable(this);
  }
  nullish(): ZodType {
    return new ZodOptional(new ZodNullable(this));
  }
  default(value: unknown): ZodType {
    return new ZodDefault(this, value);
  }
  catch(value: unknown): ZodType {
    return new ZodCatch(this, value);
  }
  transform(fn: (value: any, ctx: Payload) => unknown): ZodPipe {
    return new ZodPipe(this, new ZodTransform(fn));
  }
  pipe(next: ZodType): ZodPipe {
    return new ZodPipe(this, next);
  }
  array(): ZodType {
    return new ZodArray(this);
  }
  describe(): this {
    return this;
  }
  meta(): this {
    return this;
  }

  /** Size and pattern checks shared by strings, numbers and arrays. */
  min(minimum: number, params?: Params): this {
    return this.check(sizeCheck('min', minimum, normalise(params).error));
  }
  max(maximum: number, params?: Params): this {
    return this.check(sizeCheck('max', maximum, normalise(params).error));
  }
}

export class ZodError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(issues.map((i) => i.message).join('; '));
    this.name = 'ZodError';
    this.issues = issues;
  }
}

function issueAdder(payload: Payload, check: Check, defaultContinue: boolean) {
  return (raw: Issue | string) => {
    const issue: Issue = typeof raw === 'string' ? { code: 'custom', message: raw } : { ...raw };
    if (issue.fatal) issue.continue = false;
    issue.code ??= 'custom';
    if (!('input' in issue)) issue.input = payload.value;
    if (defaultContinue) issue.continue ??= !check.abort;
    payload.issues.push(finalise(issue, check.error));
  };
}

export function superRefine(fn: (value: any, ctx: Payload) => void, params?: Params): Check {
  const check: Check = {
    ...normalise(params),
    run(payload) {
      payload.addIssue = issueAdder(payload, check, true);
      fn(payload.value, payload);
    },
  };
  return check;
}

function refineCheck(fn: (value: any) => unknown, params?: Params): Check {
  const check: Check = {
    ...normalise(params),
    run(payload) {
      if (fn(payload.value)) return;
      payload.issues.push(
        finalise({ code: 'custom', input: payload.value, continue: !check.abort }, check.error),
      );
    },
  };
  return check;
}

function sizeOf(value: unknown): { size: number; origin: string } | undefined {
  if (typeof value === 'string' || Array.isArray(value))
    return { size: value.length, origin: typeof value === 'string' ? 'string' : 'array' };
  if (typeof value === 'number') return { size: value, origin: 'number' };
  return undefined;
}

function sizeCheck(kind: 'min' | 'max', bound: number, error?: ErrorParam): Check {
  return {
    error,
    run(payload) {
      const measured = sizeOf(payload.value);
      if (!measured) return;
      const ok = kind === 'min' ? measured.size >= bound : measured.size <= bound;
      if (ok) return;
      payload.issues.push(
        finalise(
          kind === 'min'
            ? { code: 'too_small', origin: measured.origin, minimum: bound, input: payload.value }
            : { code: 'too_big', origin: measured.origin, maximum: bound, input: payload.value },
          error,
        ),
      );
    },
  };
}

function overwrite(tx: (value: any) => unknown): Check {
  return {
    run(payload) {
      payload.value = tx(payload.value);
    },
  };
}

export class ZodString extends ZodType {
  protected override parseInner(payload: Payload): Payload {
    if (typeof payload.value !== 'string')
      return this.fail(payload, { code: 'invalid_type', expected: 'string' });
    return payload;
  }
  trim(): this {
    return this.check(overwrite((v: string) => v.trim()));
  }
  toLowerCase(): this {
    return this.check(overwrite((v: string) => v.toLowerCase()));
  }
  toUpperCase(): this {
    return this.check(overwrite((v: string) => v.toUpperCase()));
  }
  length(size: number, params?: Params): this {
    return this.min(size, params).max(size, params);
  }
  nonempty(params?: Params): this {
    return this.min(1, params);
  }
  regex(pattern: RegExp, params?: Params): this {
    const { error } = normalise(params);
    return this.check({
      error,
      run(payload) {
        pattern.lastIndex = 0;
        if (pattern.test(payload.value as string)) return;
        payload.issues.push(
          finalise({ code: 'invalid_format', format: 'regex', input: payload.value }, error),
        );
      },
    });
  }
}

export class ZodNumber extends ZodType {
  readonly coerce: boolean;
  constructor(coerce: boolean = false) {
    super();
    this.coerce = coerce;
  }
  protected override parseInner(payload: Payload): Payload {
    if (this.coerce) {
      try {
        payload.value = Number(payload.value);
      } catch {
        // left as it was: the type check below reports it
      }
    }
    const value = payload.value as unknown;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return this.fail(payload, { code: 'invalid_type', expected: 'number' });
    return payload;
  }
  int(params?: Params): this {
    const { error } = normalise(params);
    return this.check({
      error,
      run(payload) {
        if (Number.isSafeInteger(payload.value)) return;
        payload.issues.push(finalise({ code: 'invalid_type', expected: 'int', input: payload.value }, error));
      },
    });
  }
  nonnegative(params?: Params): this {
    return this.min(0, params);
  }
  positive(params?: Params): this {
    const { error } = normalise(params);
    return this.check({
      error,
      run(payload) {
        if ((payload.value as number) > 0) return;
        payload.issues.push(
          finalise({ code: 'too_small', origin: 'number', minimum: 0, input: payload.value }, error),
        );
      },
    });
  }
}

class ZodBoolean extends ZodType {
  protected override parseInner(payload: Payload): Payload {
    if (typeof payload.value !== 'boolean')
      return this.fail(payload, { code: 'invalid_type', expected: 'boolean' });
    return payload;
  }
}

class ZodUnknown extends ZodType {
  override optin = 'optional' as const;
  override optout = 'optional' as const;
}

class ZodCustom extends ZodType {
  readonly test: ((value: unknown) => unknown) | undefined;
  constructor(test?: (value: unknown) => unknown) {
    super();
    this.test = test;
  }
  protected override parseInner(payload: Payload): Payload {
    if (!this.test || this.test(payload.value)) return payload;
    return this.fail(payload, { code: 'custom', continue: true });
  }
}

class ZodLiteral extends ZodType {
  readonly values: readonly unknown[];
  constructor(values: readonly unknown[]) {
    super();
    this.values = values;
  }
  protected override parseInner(payload: Payload): Payload {
    if (this.values.includes(payload.value)) return payload;
    return this.fail(payload, { code: 'invalid_value', values: this.values });
  }
}

export class ZodEnum extends ZodLiteral {
  get options(): unknown[] {
    return [...this.values];
  }
  get enum(): Record<string, unknown> {
    return Object.fromEntries(this.values.map((v) => [String(v), v]));
  }
}

class ZodArray extends ZodType {
  readonly element: ZodType;
  constructor(element: ZodType) {
    super();
    this.element = element;
  }
  protected override parseInner(payload: Payload): Payload {
    if (!Array.isArray(payload.value)) return this.fail(payload, { code: 'invalid_type', expected: 'array' });
    const input = payload.value as unknown[];
    payload.value = input.map((item, index) => {
      const result = this.element.run({ value: item, issues: [] });
      for (const issue of result.issues)
        payload.issues.push({ ...issue, path: [index, ...(issue.path ?? [])] });
      return result.value;
    });
    return payload;
  }
}

class ZodUnion extends ZodType {
  readonly options: readonly ZodType[];
  constructor(options: readonly ZodType[]) {
    super();
    this.options = options;
  }
  protected override parseInner(payload: Payload): Payload {
    const failures: Issue[][] = [];
    for (const option of this.options) {
      const result = option.run({ value: payload.value, issues: [] });
      if (result.issues.length === 0) {
        payload.value = result.value;
        return payload;
      }
      failures.push(result.issues);
    }
    return this.fail(payload, { code: 'invalid_union', errors: failures });
  }
}

export class ZodObject extends ZodType {
  readonly shape: Record<string, ZodType>;
  /** `.loose()`: keys outside the shape are kept, not dropped. */
  readonly keepsUnknownKeys: boolean;
  constructor(shape: Record<string, ZodType>, keepsUnknownKeys = false) {
    super();
    this.shape = shape;
    this.keepsUnknownKeys = keepsUnknownKeys;
  }

  protected override parseInner(payload: Payload): Payload {
    const input = payload.value as unknown;
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return this.fail(payload, { code: 'invalid_type', expected: 'object' });
    const record = input as Record<string, unknown>;
    const output: Record<string, unknown> = this.keepsUnknownKeys ? { ...record } : {};
    for (const [key, schema] of Object.entries(this.shape)) {
      if (key === '__proto__') continue;
      const result = schema.run({ value: record[key], issues: [] });
      const present = key in record;
      const optionalOut = schema.optout === 'optional';
      if (!present && optionalOut && schema.optin === 'optional') continue;
      if (result.issues.length > 0) {
        if (schema.optin !== undefined && optionalOut && !present) continue;
        for (const issue of result.issues)
          payload.issues.push({ ...issue, path: [key, ...(issue.path ?? [])] });
      }
      if (!present && schema.optin === undefined) {
        if (result.issues.length === 0)
          payload.issues.push(
            finalise({ code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [key] }),
          );
        continue;
      }
      if (result.value === undefined) {
        if (present || (schema.optin === 'defaulted' && !optionalOut)) output[key] = undefined;
      } else output[key] = result.value;
    }
    payload.value = output;
    return payload;
  }

  omit(keys: Record<string, true>): ZodObject {
    const shape = Object.fromEntries(Object.entries(this.shape).filter(([key]) => !keys[key]));
    return new ZodObject(shape, this.keepsUnknownKeys);
  }
  pick(keys: Record<string, true>): ZodObject {
    const shape = Object.fromEntries(Object.entries(this.shape).filter(([key]) => keys[key]));
    return new ZodObject(shape, this.keepsUnknownKeys);
  }
  extend(extra: Record<string, ZodType>): ZodObject {
    return new ZodObject({ ...this.shape, ...extra }, this.keepsUnknownKeys);
  }
  partial(): ZodObject {
    return new ZodObject(
      Object.fromEntries(Object.entries(this.shape).map(([k, v]) => [k, v.optional()])),
      this.keepsUnknownKeys,
    );
  }
  passthrough(): ZodObject {
    return new ZodObject(this.shape, true);
  }
  loose(): ZodObject {
    return this.passthrough();
  }
  strip(): ZodObject {
    return new ZodObject(this.shape, false);
  }
  keyof(): ZodEnum {
    return new ZodEnum(Object.keys(this.shape));
  }
}
class ZodOptional extends ZodType {
  readonly inner: ZodType;
  constructor(inner: ZodType) {
    super();
    this.inner = inner;
    this.optin = inner.optin === 'defaulted' ? 'defaulted' : 'optional';
    this.optout = 'optional';
  }
  protected override parseInner(payload: Payload): Payload {
    if (payload.value === undefined) {
      if (this.inner.optin !== 'defaulted') return payload;
      const result = this.inner.run({ value: undefined, issues: [] });
      payload.value = result.issues.length ? undefined : result.value;
      return payload;
    }
    return this.inner.run(payload);
  }
  unwrap(): ZodType {
    return this.inner;
  }
}

class ZodNullable extends ZodType {
  readonly inner: ZodType;
  constructor(inner: ZodType) {
    super();
    this.inner = inner;
    this.optin = inner.optin;
    this.optout = inner.optout;
  }
  protected override parseInner(payload: Payload): Payload {
    return payload.value === null ? payload : this.inner.run(payload);
  }
}

class ZodDefault extends ZodType {
  override optin = 'defaulted' as const;
  readonly inner: ZodType;
  readonly defaultValue: unknown;
  constructor(inner: ZodType, defaultValue: unknown) {
    super();
    this.inner = inner;
    this.defaultValue = defaultValue;
  }
  protected override parseInner(payload: Payload): Payload {
    if (payload.value === undefined) {
      payload.value = this.defaultValue;
      return payload;
    }
    const result = this.inner.run(payload);
    if (result.value === undefined) result.value = this.defaultValue;
    return result;
  }
}

class ZodCatch extends ZodType {
  readonly inner: ZodType;
  readonly catchValue: unknown;
  constructor(inner: ZodType, catchValue: unknown) {
    super();
    this.inner = inner;
    this.catchValue = catchValue;
    this.optin = inner.optin === 'defaulted' ? 'defaulted' : 'optional';
    this.optout = inner.optout;
  }
  protected override parseInner(payload: Payload): Payload {
    const result = this.inner.run({ value: payload.value, issues: [] });
    if (result.issues.length === 0) payload.value = result.value;
    else
      payload.value =
        typeof this.catchValue === 'function'
          ? (this.catchValue as (ctx: unknown) => unknown)({
              error: new ZodError(result.issues),
              input: payload.value,
            })
          : this.catchValue;
    return payload;
  }
}

class ZodTransform extends ZodType {
  override optin = 'optional' as const;
  readonly fn: (value: any, ctx: Payload) => unknown;
  constructor(fn: (value: any, ctx: Payload) => unknown) {
    super();
    this.fn = fn;
  }
  protected override parseInner(payload: Payload): Payload {
    payload.addIssue = (raw) => {
      const issue: Issue = typeof raw === 'string' ? { code: 'custom', message: raw } : { ...raw };
      if (issue.fatal) issue.continue = false;
      issue.code ??= 'custom';
      issue.input ??= payload.value;
      payload.issues.push(finalise(issue));
    };
    payload.value = this.fn(payload.value, payload);
    return payload;
  }
}

export class ZodPipe extends ZodType {
  readonly in_: ZodType;
  readonly out: ZodType;
  constructor(in_: ZodType, out: ZodType) {
    super();
    this.in_ = in_;
    this.out = out;
    this.optin = in_.optin;
    this.optout = out.optout;
  }
  /** zod's `pipe.in` (validate.ts reads it to find a form's shape). */
  get in(): ZodType {
    return this.in_;
  }
  protected override parseInner(payload: Payload): Payload {
    const left = this.in_.run(payload);
    if (left.issues.some((issue) => issue.code !== 'unrecognized_keys')) {
      left.aborted = true;
      return left;
    }
    return this.out.run({ value: left.value, issues: left.issues });
  }
}

/** zod 4's NEVER: what a transform returns after reporting an issue. */
export const NEVER = Object.freeze({ status: 'aborted' }) as never;

class Registry<M> {
  private readonly map = new WeakMap<object, M>();
  add(schema: object, meta: M): this {
    this.map.set(schema, meta);
    return this;
  }
  get(schema: object): M | undefined {
    return this.map.get(schema);
  }
  has(schema: object): boolean {
    return this.map.has(schema);
  }
  remove(schema: object): this {
    this.map.delete(schema);
    return this;
  }
}

function withError<T extends ZodType>(schema: T, params?: Params): T {
  const { error } = normalise(params);
  if (error !== undefined) schema.error = error;
  return schema;
}

export const z = {
  string: (params?: Params) => withError(new ZodString(), params),
  number: (params?: Params) => withError(new ZodNumber(), params),
  boolean: (params?: Params) => withError(new ZodBoolean(), params),
  unknown: () => new ZodUnknown(),
  any: () => new ZodUnknown(),
  custom: (test?: (value: unknown) => unknown, params?: Params) => withError(new ZodCustom(test), params),
  literal: (value: unknown, params?: Params) =>
    withError(new ZodLiteral(Array.isArray(value) ? value : [value]), params),
  enum: (values: readonly unknown[] | Record<string, unknown>, params?: Params) =>
    withError(new ZodEnum(Array.isArray(values) ? values : Object.values(values)), params),
  array: (element: ZodType, params?: Params) => withError(new ZodArray(element), params),
  union: (options: readonly ZodType[], params?: Params) => withError(new ZodUnion(options), params),
  object: (shape: Record<string, ZodType>, params?: Params) => withError(new ZodObject(shape), params),
  looseObject: (shape: Record<string, ZodType>, params?: Params) =>
    withError(new ZodObject(shape, true), params),
  optional: (schema: ZodType) => schema.optional(),
  nullable: (schema: ZodType) => schema.nullable(),
  preprocess: (fn: (value: any, ctx: Payload) => unknown, schema: ZodType) =>
    new ZodPipe(new ZodTransform(fn), schema),
  transform: (fn: (value: any, ctx: Payload) => unknown) => new ZodTransform(fn),
  pipe: (a: ZodType, b: ZodType) => new ZodPipe(a, b),
  superRefine,
  refine: refineCheck,
  coerce: { number: (params?: Params) => withError(new ZodNumber(true), params) },
  registry: <M>() => new Registry<M>(),
  config: () => ({}),
  NEVER,
  ZodType,
  ZodObject,
  ZodPipe,
  ZodString,
  ZodNumber,
  ZodEnum,
  ZodError,
};
