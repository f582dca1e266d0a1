import type { FieldError } from '#shared/forms/validate.ts';

/** A message about the whole form (an upstream status), listed in the error summary and linked to a field. */
export function formError(message: string, href: string): FieldError {
  return { field: '_form', href, message };
}
