import type { ReactNode } from 'react';
import { successAlertDefaults } from '#shared/messages/messaging.ts';

/** A message's body as text, one paragraph line per newline (never HTML). */
export function MessageBody({ lines }: { lines: readonly string[] }) {
  return (
    <div className="govuk-body" data-testid="message-body">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </div>
  );
}

/** A green alert (govuk notification banner, success). */
export function SuccessAlert({
  children,
  testId,
  title = successAlertDefaults.successTitle,
}: {
  children: ReactNode;
  testId?: string;
  /** The managed 'successTitle' of the page (decision 035). */
  title?: string;
}) {
  return (
    <div
      className="govuk-notification-banner govuk-notification-banner--success"
      role="alert"
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
    >
      <div className="govuk-notification-banner__header">
        <h2 className="govuk-notification-banner__title" id={testId ? `${testId}-title` : undefined}>
          {title}
        </h2>
      </div>
      <div className="govuk-notification-banner__content">
        <p className="govuk-notification-banner__heading">{children}</p>
      </div>
    </div>
  );
}
