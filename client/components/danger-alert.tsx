import type { ReactNode } from 'react';

/**
 * spec 3 §8 "General server errors are shown in a danger alert": the error summary's red box with a heading and the
 * message, announced when it appears (role="alert"), focusable for the page to move focus to.
 */
export function DangerAlert({
  title = 'There is a problem',
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="govuk-error-summary" role="alert" tabIndex={-1} data-testid={testId}>
      <h2 className="govuk-error-summary__title">{title}</h2>
      <div className="govuk-error-summary__body">
        <p className="govuk-body govuk-!-margin-bottom-0">{children}</p>
      </div>
    </div>
  );
}
