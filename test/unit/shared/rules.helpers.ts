import { expect } from '@jest/globals';
import { z } from '#shared/zod.ts';
import type { FieldRule } from '#shared/forms/rules.ts';

// What the field-rule tests share: a rule is tested through the zod field it sits in, as a form's schema runs it.

/** The one message a single field reports for `value` (undefined when valid). */
export function messageFor(field: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.object({ f: field }).safeParse(value === undefined ? {} : { f: value });
  if (result.success) return undefined;
  expect(result.error.issues).toHaveLength(1); // one message per field, never a pile
  return result.error.issues[0]?.message;
}

export function outputOf<T>(field: z.ZodMiniType<T>, value: unknown): T {
  return z.object({ f: field }).parse({ f: value }).f;
}

export const failing = (r: FieldRule, value: string) => !r.test(value);
