import type { ReactNode } from 'react';
import type { ManagedPage } from '#shared/content/managed.ts';
import type { FieldError } from '#shared/forms/validate.ts';
import { FormErrorSummary } from './forms/form-error-summary.tsx';
import { ManagedErrors } from './managed-errors.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * A form page in the two-thirds column: the page's managed error messages (decision 055), its title ('Error: '
 * first while the form has errors) and the error summary, then the page.
 */
export function FormPage({
  page,
  title,
  errors,
  children,
}: {
  page: ManagedPage;
  title: string;
  errors: FieldError[];
  children: ReactNode;
}) {
  return (
    <ManagedErrors page={page}>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
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
