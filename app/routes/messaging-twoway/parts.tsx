import type { ReactNode } from 'react';
import { successAlertDefaults } from '#shared/messages/messaging.ts';
import { DangerAlert } from '../../components/danger-alert.tsx';
import { SummaryList } from '../../components/govuk/index.ts';

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

/** A result page's outcome: the green alert on success, the red one otherwise, with the same test id. */
export function OutcomeAlert({
  success,
  testId,
  successTitle,
  children,
}: {
  success: boolean;
  testId: string;
  successTitle: string;
  children: string;
}) {
  return success ? (
    <SuccessAlert testId={testId} title={successTitle}>
      {children}
    </SuccessAlert>
  ) : (
    <DangerAlert testId={testId}>{children}</DangerAlert>
  );
}

/**
 * What a conversation is about, as a summary list (spec 3 §2): its subject when given, the related account ('None'
 * when there is none, or no row with `hideNoAccount`) and the reference number ('Not available' until the bank gives
 * one). `t` reads the page's managed texts.
 */
export function ConversationFacts({
  t,
  subject,
  account,
  reference,
  hideNoAccount = false,
  testId,
  referenceTestId,
}: {
  t: (key: string) => string;
  subject?: string;
  account: string | null;
  reference: string;
  hideNoAccount?: boolean;
  testId?: string;
  referenceTestId?: string;
}) {
  return (
    <SummaryList
      attributes={testId ? { 'data-testid': testId } : undefined}
      rows={[
        subject !== undefined && { key: { text: t('subject') }, value: { text: subject } },
        (account !== null || !hideNoAccount) && {
          key: { text: t('relatedAccount') },
          value: { text: account ?? t('none') },
        },
        {
          key: { text: t('referenceNumber') },
          value: {
            text: reference || t('notAvailable'),
            attributes: referenceTestId ? { 'data-testid': referenceTestId } : undefined,
          },
        },
      ]}
    />
  );
}
