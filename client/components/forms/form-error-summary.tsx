import type { FieldError } from '#shared/forms/validate.ts';
import { errorSummaryTitle } from '#shared/forms/validate.ts';
import { ErrorSummary } from '../govuk/index.ts';

/**
 * The error summary of spec 1 §5 ('There is 1 error in this form:' / 'There are N errors in this form:') with one
 * link per failed rule. Remounted whenever the list changes, so it takes focus again.
 */
export function FormErrorSummary({ errors }: { errors: FieldError[] }) {
  if (errors.length === 0) return null;
  const key = errors.map((e) => `${e.href}:${e.message}`).join('|');
  return (
    <ErrorSummary
      key={key}
      titleText={errorSummaryTitle(errors.length)}
      errorList={errors.map((e) => ({ text: e.message, href: e.href }))}
    />
  );
}
