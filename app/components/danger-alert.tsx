import type { ReactNode } from 'react';
import { useLayoutText } from './layout-text.ts';
import { useManagedMessage } from './managed-errors.tsx';

/**
 * spec 3 §8 "General server errors are shown in a danger alert": the error summary's red box with a heading and the
 * message, announced when it appears (role="alert"), focusable for the page to move focus to. Its title is the
 * shell's managed text (tag 'layout'); a message given as text shows in its published wording on a page that manages
 * its messages (<ManagedErrors>, decision 055).
 */
export function DangerAlert({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  const t = useLayoutText();
  const managed = useManagedMessage();
  return (
    <div className="govuk-error-summary" role="alert" tabIndex={-1} data-testid={testId}>
      <h2 className="govuk-error-summary__title">{title ?? t('problemTitle')}</h2>
      <div className="govuk-error-summary__body">
        <p className="govuk-body govuk-!-margin-bottom-0">
          {typeof children === 'string' ? managed(children) : children}
        </p>
      </div>
    </div>
  );
}
