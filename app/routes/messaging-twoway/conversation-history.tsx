import type { ConversationView } from './conversations.server.ts';
import type { ManagedPage } from '#shared/content/managed.ts';
import { conversationHistoryDefaults } from '#shared/messages/messaging.ts';
import { EditControls } from '../../components/managed-texts.tsx';
import { MessageBody } from './parts.tsx';

/** The conversation's facts and messages (oldest first), shared by the view and reply pages. */
export function ConversationHistory({
  conversation,
  page,
}: {
  conversation: ConversationView;
  /** The page's managed texts with conversationHistoryDefaults' keys (decision 035). */
  page?: ManagedPage;
}) {
  const t = (key: keyof typeof conversationHistoryDefaults) =>
    page?.values[`content.${key}`] ?? conversationHistoryDefaults[key];
  return (
    <>
      <dl className="govuk-summary-list" data-testid="conversation-facts">
        {conversation.account ? (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">{t('relatedAccount')}</dt>
            <dd className="govuk-summary-list__value" data-testid="related-account">
              {conversation.account}
            </dd>
          </div>
        ) : null}
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">{t('referenceNumber')}</dt>
          <dd className="govuk-summary-list__value" data-testid="conversation-reference">
            {conversation.reference || t('notAvailable')}
            {conversation.closed ? ` ${t('conversationClosed')}` : ''}
          </dd>
        </div>
      </dl>
      {page ? <EditControls page={page} keys={Object.keys(conversationHistoryDefaults)} /> : null}
      <h2 className="govuk-heading-m">{t('messagesHeading')}</h2>
      <ol className="govuk-list" data-testid="messages">
        {conversation.messages.map((message, index) => (
          <li key={index} className="govuk-!-margin-bottom-6" data-testid="message">
            <p className="govuk-body-s govuk-!-margin-bottom-1">
              {message.sender ? <strong className="govuk-!-margin-right-2">{message.sender}</strong> : null}
              <span className="govuk-hint govuk-!-display-inline">{message.when}</span>
            </p>
            <MessageBody lines={message.lines} />
          </li>
        ))}
      </ol>
    </>
  );
}
