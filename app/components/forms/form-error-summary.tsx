import { useEffect } from 'react';
import type { FieldError } from '#shared/forms/validate.ts';
import { errorSummaryTitle } from '#shared/messages/validation.ts';
import { ErrorSummary } from '../govuk/index.ts';
import { useManagedMessage } from '../managed-errors.tsx';
import { useLayoutText } from '../layout-text.ts';

/**
 * The error summary of spec 1 §5 ('There is 1 error in this form:' / 'There are N errors in this form:') with one
 * link per failed rule. Remounted for every new answer; on mount govuk-frontend's ErrorSummary takes over,
 * so it takes focus (after client-side validation and after a server answer alike) and its links focus the field.
 */
export function FormErrorSummary({ errors }: { errors: FieldError[] }) {
  if (errors.length === 0) return null;
  return <FocusedErrorSummary key={answerId(errors)} errors={errors} />;
}

// Each answer (a server response or a failed client-side submit) brings a new list, even when its messages are the
// same as last time (a second wrong memorable number): a new key remounts the summary so it takes focus again.
const answerIds = new WeakMap<FieldError[], number>();
let lastAnswerId = 0;
function answerId(errors: FieldError[]): number {
  let id = answerIds.get(errors);
  if (id === undefined) answerIds.set(errors, (id = ++lastAnswerId));
  return id;
}

function FocusedErrorSummary({ errors }: { errors: FieldError[] }) {
  const managed = useManagedMessage();
  const t = useLayoutText();
  useEffect(() => {
    // One summary per page, at the top of the main content.
    const el = document.querySelector('main .govuk-error-summary');
    if (el) void import('../../lib/govuk-frontend.ts').then(({ initErrorSummary }) => initErrorSummary(el));
  }, []);
  return (
    <ErrorSummary
      titleText={errorSummaryTitle(errors.length, { one: t('errorSummaryOne'), many: t('errorSummaryMany') })}
      errorList={errors.map((e) => ({ text: managed(e.message), href: e.href }))}
    />
  );
}
