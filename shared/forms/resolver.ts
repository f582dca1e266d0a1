// The browser's resolver for react-hook-form (issue 11 item 2; decision 039): it runs a form's shared schema and gives
// react-hook-form the first message per field, as validateForm does on the server. It replaces
// @hookform/resolvers/zod, and imports nothing from zod, so it works on zod and on the browser's stand-in for it
// (shared/zod-lite.ts) alike.

/** What the resolver needs of a schema: zod's safeParse. */
export type ParsingSchema = {
  safeParse(value: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: readonly { path?: readonly PropertyKey[]; message?: string; code?: string }[] };
      };
};

export type ResolvedFieldError = { type: string; message: string };

/**
 * react-hook-form's resolver result: the parsed values and no errors, or no values and the errors by field (a field
 * whose issues have longer paths holds a nested tree of them instead).
 */
export type ResolverOutcome = {
  values: Record<string, unknown>;
  errors: Record<string, ResolvedFieldError | undefined>;
};

/** Puts `error` at `path` in `tree`, unless an error is already there (the first issue per field wins). */
function place(tree: Record<string, unknown>, path: readonly PropertyKey[], error: ResolvedFieldError): void {
  let node = tree;
  for (const [index, segment] of path.entries()) {
    const key = String(segment);
    if (index === path.length - 1) {
      if (!(key in node)) node[key] = error;
      return;
    }
    const next = node[key];
    if (next !== undefined && (typeof next !== 'object' || next === null || 'message' in next)) return;
    node = (node[key] ??= {}) as Record<string, unknown>;
  }
}

/** The first issue's message per field, nested by path ('address.line1' → errors.address.line1). */
export function fieldErrorsOf(
  issues: readonly { path?: readonly PropertyKey[]; message?: string; code?: string }[],
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path && issue.path.length > 0 ? issue.path : ['root'];
    place(errors, path, { type: issue.code ?? 'custom', message: issue.message ?? '' });
  }
  return errors;
}

/** A react-hook-form resolver for `schema`. */
export function schemaResolver(schema: ParsingSchema) {
  // react-hook-form also passes its context and options; the schema needs neither.
  return (values: Record<string, unknown>, ..._rest: unknown[]): Promise<ResolverOutcome> => {
    const result = schema.safeParse(values);
    return Promise.resolve(
      result.success
        ? { values: result.data as Record<string, unknown>, errors: {} }
        : {
            values: {},
            errors: fieldErrorsOf(result.error.issues) as Record<string, ResolvedFieldError | undefined>,
          },
    );
  };
}
