import type { ConversationView } from './messaging.server.ts';
import { messagingMessages } from '#shared/messages/messaging.ts';
import { MessageBody } from './parts.tsx';

/** The conversation's facts and messages (oldest first), shared by the view and reply pages. */
export function ConversationHistory({ conversation }: { conversation: ConversationView }) {
  return (
    <>
      <dl className="govuk-summary-list" data-testid="conversation-facts">
        {conversation.account ? (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Related account</dt>
            <dd className="govuk-summary-list__value" data-testid="related-account">
              {conversation.account}
            </dd>
          </div>
        ) : null}
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Reference number</dt>
          <dd className="govuk-summary-list__value" data-testid="conversation-reference">
            {conversation.reference || 'Not available'}
            {conversation.closed ? ` ${messagingMessages.conversationClosed}` : ''}
          </dd>
        </div>
      </dl>
      <h2 className="govuk-heading-m">Messages</h2>
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
