import type { FieldError } from '#shared/forms/validate.ts';

/**
 * A message from the bank's answer rather than from the form's own checks: listed in the error summary and linked
 * to `href`; about the whole form ('_form') unless it belongs to one field, which then shows it too.
 */
export function formError(message: string, href: string, field = '_form'): FieldError {
  return { field, href, message };
}
