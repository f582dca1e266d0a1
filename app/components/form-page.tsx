import type { ReactNode } from 'react';
import type { ManagedPage } from '#shared/content/managed.ts';
import type { FieldError } from '#shared/forms/validate.ts';
import { FormErrorSummary } from './forms/form-error-summary.tsx';
import { ManagedErrors } from './managed-errors.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * The frame of a page with a form (spec 1 §5): the page's published error messages (decision 055), its title with
 * 'Error: ' first while the form has errors, and the error summary at the top of the column, before `children`.
 */
export function FormPage({
  page,
  title,
  errors,
  column = 'two-thirds',
  children,
}: {
  page: ManagedPage;
  title: string;
  errors: FieldError[];
  column?: 'two-thirds' | 'full';
  children: ReactNode;
}) {
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className={`govuk-grid-column-${column}`}>
          <FormPageHead title={title} errors={errors} />
          {children}
        </div>
      </div>
    </ManagedErrors>
  );
}

/** A form page's title ('Error: ' first while the form has errors) and its error summary. */
export function FormPageHead({ title, errors }: { title: string; errors: FieldError[] }) {
  return (
    <>
      <PageTitle page={title} hasErrors={errors.length > 0} />
      <FormErrorSummary errors={errors} />
    </>
  );
}
