import { useEffect } from 'react';
import type { FieldError } from '#shared/forms/validate.ts';
import { errorSummaryTitle } from '#shared/forms/validate.ts';
import { ErrorSummary } from '../govuk/index.ts';

/**
 * The error summary of spec 1 §5 ('There is 1 error in this form:' / 'There are N errors in this form:') with one
 * link per failed rule. Remounted whenever the list changes; on mount govuk-frontend's ErrorSummary takes over,
 * so it takes focus (after client-side validation and after a server answer alike) and its links focus the field.
 */
export function FormErrorSummary({ errors }: { errors: FieldError[] }) {
  if (errors.length === 0) return null;
  const key = errors.map((e) => `${e.href}:${e.message}`).join('|');
  return <FocusedErrorSummary key={key} errors={errors} />;
}

function FocusedErrorSummary({ errors }: { errors: FieldError[] }) {
  useEffect(() => {
    // One summary per page, at the top of the main content.
    const el = document.querySelector('main .govuk-error-summary');
    if (el) void import('../../lib/govuk-frontend.ts').then(({ initErrorSummary }) => initErrorSummary(el));
  }, []);
  return (
    <ErrorSummary
      titleText={errorSummaryTitle(errors.length)}
      errorList={errors.map((e) => ({ text: e.message, href: e.href }))}
    />
  );
}
