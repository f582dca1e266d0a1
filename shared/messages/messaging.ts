import type { ContentDefaults } from '../content/managed.ts';
import { invalidCharactersMessage } from './validation.ts';
import { processingDefaults, UNKNOWN_OUTCOME } from './outcomes.ts';

// Secure two-way messaging texts (spec 3 §1, §5, §8). §8's 'occured' is corrected to 'occurred'.
export const messagingMessages = {
  /** The related account posted is not one of the customer's (the server's check of the new-message form). */
  accountInvalid: 'Please select an account',
  subjectInvalid: 'Please enter a valid subject',
  messageRequired: 'Please enter a message',
  messageInvalid: 'Please enter a valid message',
  sendSuccess: 'Your message has been sent. See details below.',
  sendFailed: 'Your message was not sent. Try again.',
  sendUnknown: UNKNOWN_OUTCOME,
  replyFailedHeading: 'Reply failed',
  replyFailed: 'Unfortunately we were unable to send this message at this time.',
  deleteSuccess: 'Your message has been deleted. See details below',
  deleteFailed: 'An error occurred while trying to process your request.',
  closedAccountSuffix: ' <Closed account>',
  conversationClosed: '(Conversation closed)',
  noMessages: 'You have no messages.',
} as const;

// Managed content (decision 035): the messaging pages' texts per page tag, the defaults in code
// (shared/messages/managed-tags-accounts.ts registers the tags). The pieces several pages share are spread in.

/** The conversation's facts and messages (conversation-history.tsx), the view and reply pages. */
export const conversationHistoryDefaults = {
  relatedAccount: 'Related account',
  referenceNumber: 'Reference number',
  notAvailable: 'Not available',
  conversationClosed: messagingMessages.conversationClosed,
  messagesHeading: 'Messages',
} as const;

/** The message textarea (app/routes/messaging-twoway/message-form.tsx). */
export const messageFieldDefaults = { messageLabel: 'Message' } as const;

/**
 * The message textarea's character count (app/routes/messaging-twoway/message-form.tsx, worded 'Chars remaining' as
 * spec 3 §5 says): '{count}' is filled in by code, with the limit in the description and with govuk-frontend's own
 * '%{count}' in the texts its character count script shows as the customer types (passed to it through its data-i18n
 * attributes).
 */
export const messageCountDefaults = {
  countDescription: 'Up to {count} characters',
  countUnderLimitOne: 'Chars remaining: 1',
  countUnderLimit: 'Chars remaining: {count}',
  countAtLimit: 'Chars remaining: 0',
  countOverLimitOne: '1 character too many',
  countOverLimit: '{count} characters too many',
} as const;

/**
 * The message textarea's messages (shared/forms/message.ts raises these defaults; 'Your message' is the field's name
 * there): the `errors` kind of the new-message and reply tags, shown in their published wording by the page
 * (ManagedErrors).
 */
export const messageFieldErrors = {
  messageRequired: messagingMessages.messageRequired,
  messageInvalid: messagingMessages.messageInvalid,
  messageInvalidCharacters: invalidCharactersMessage('Your message'),
} as const;

/** The green alert's title (parts.tsx SuccessAlert). */
export const successAlertDefaults = { successTitle: 'Success' } as const;

/** /messaging-twoway/view: the conversations (spec 3 §2). */
export const MESSAGES_TAG = 'messages';

export const MESSAGES_DEFAULTS = {
  content: {
    title: 'My messages',
    pageTitle: 'My messages (page {page} of {pages})',
    newMessage: 'Send a new message',
    noMessages: messagingMessages.noMessages,
    caption: 'Your conversations',
    captionPage: ', page {page} of {pages}',
    subject: 'Subject',
    status: 'Status',
    lastUpdated: 'Last updated',
    unread: 'Unread',
    read: 'Read',
    pagesLabel: 'Message pages',
    // The pagination links (govuk-frontend's wording; 'page' is read by screen readers only, '{number}' filled in).
    previous: 'Previous',
    next: 'Next',
    pageWord: 'page',
    pageNumber: 'Page {number}',
  },
} satisfies ContentDefaults;

/** /messaging-twoway/new/{id?}: a new conversation (spec 3 §2, §5). */
export const MESSAGE_NEW_TAG = 'message-new';

export const MESSAGE_NEW_DEFAULTS = {
  content: {
    title: 'Send a new message',
    reply: 'We aim to reply within 2 working days.',
    accountLabel: 'Related account (optional)',
    noAccount: 'No related account',
    subjectLabel: 'Subject (optional)',
    subjectHint: "Up to {max} characters. If you leave it blank, we will use '{subject}'.",
    ...messageFieldDefaults,
    ...messageCountDefaults,
    send: 'Send message',
    cancel: 'Cancel',
  },
  errors: {
    accountInvalid: messagingMessages.accountInvalid,
    subjectInvalid: messagingMessages.subjectInvalid,
    subjectInvalidCharacters: invalidCharactersMessage('Subject'),
    ...messageFieldErrors,
  },
} satisfies ContentDefaults;

/** /messaging-twoway/new/confirmation: the send's outcome (spec 3 §2, §8). */
export const MESSAGE_NEW_CONFIRMATION_TAG = 'message-new-confirmation';

export const MESSAGE_NEW_CONFIRMATION_DEFAULTS = {
  content: {
    notConfirmed: 'Message not confirmed',
    // The page titles say what happened, then the subject (WCAG 2.2 SC 2.4.2).
    sentTitle: 'Message sent - {subject}',
    notSentTitle: 'Message not sent - {subject}',
    notConfirmedTitle: 'Message not confirmed - {subject}',
    sendSuccess: messagingMessages.sendSuccess,
    sendFailed: messagingMessages.sendFailed,
    sendUnknown: messagingMessages.sendUnknown,
    ...successAlertDefaults,
    relatedAccount: 'Related account',
    none: 'None',
    referenceNumber: 'Reference number',
    notAvailable: 'Not available',
    yourMessage: 'Your message',
    back: 'Back To Messages',
    ...processingDefaults('message'),
  },
} satisfies ContentDefaults;

/** /messaging-twoway/message/view/{id}: a conversation (spec 3 §2). */
export const MESSAGE_CONVERSATION_TAG = 'message-conversation';

export const MESSAGE_CONVERSATION_DEFAULTS = {
  content: {
    ...conversationHistoryDefaults,
    reply: 'Reply',
    back: 'Back To Messages',
    delete: 'Delete',
    deleteHidden: 'this conversation',
  },
} satisfies ContentDefaults;

/** /messaging-twoway/message/reply/{id}: a reply (spec 3 §2, §5). */
export const MESSAGE_REPLY_TAG = 'message-reply';

export const MESSAGE_REPLY_DEFAULTS = {
  content: {
    pageTitle: 'Reply: {subject}',
    caption: 'Reply',
    ...conversationHistoryDefaults,
    messageLabel: 'Your reply',
    ...messageCountDefaults,
    send: 'Send reply',
    cancel: 'Cancel',
  },
  errors: messageFieldErrors,
} satisfies ContentDefaults;

/** /messaging-twoway/message/reply/{id}/result: the reply's outcome (spec 3 §2, §8). */
export const MESSAGE_REPLY_RESULT_TAG = 'message-reply-result';

export const MESSAGE_REPLY_RESULT_DEFAULTS = {
  content: {
    failedHeading: messagingMessages.replyFailedHeading,
    notConfirmed: 'Reply not confirmed',
    // The page titles say what happened, then the subject (WCAG 2.2 SC 2.4.2).
    sentTitle: 'Reply sent - {subject}',
    failedTitle: `${messagingMessages.replyFailedHeading} - {subject}`,
    notConfirmedTitle: 'Reply not confirmed - {subject}',
    sendSuccess: messagingMessages.sendSuccess,
    replyFailed: messagingMessages.replyFailed,
    sendUnknown: messagingMessages.sendUnknown,
    ...successAlertDefaults,
    relatedAccount: 'Related account',
    referenceNumber: 'Reference number',
    notAvailable: 'Not available',
    yourReply: 'Your reply',
    back: 'Back To Messages',
    viewConversation: 'View the conversation',
    ...processingDefaults('reply'),
  },
} satisfies ContentDefaults;

/** /messaging-twoway/message/delete/{id}: confirm a deletion (spec 3 §2). */
export const MESSAGE_DELETE_TAG = 'message-delete';

export const MESSAGE_DELETE_DEFAULTS = {
  content: {
    title: 'Delete conversation',
    about: 'You are about to delete the following conversation',
    subject: 'Subject',
    relatedAccount: 'Related account',
    none: 'None',
    referenceNumber: 'Reference number',
    notAvailable: 'Not available',
    confirm: 'Confirm Delete',
    busy: 'Deleting the conversation. Do not refresh or leave this page.',
    cancel: 'Cancel',
  },
} satisfies ContentDefaults;

/** /messaging-twoway/message/delete/{id}/result: the deletion's outcome (spec 3 §2, §8). */
export const MESSAGE_DELETE_RESULT_TAG = 'message-delete-result';

export const MESSAGE_DELETE_RESULT_DEFAULTS = {
  content: {
    deleted: 'Conversation deleted',
    notDeleted: 'Conversation not deleted',
    deleteSuccess: messagingMessages.deleteSuccess,
    deleteFailed: messagingMessages.deleteFailed,
    ...successAlertDefaults,
    subject: 'Subject',
    relatedAccount: 'Related account',
    none: 'None',
    referenceNumber: 'Reference number',
    notAvailable: 'Not available',
    back: 'Back to messages',
    ...processingDefaults('request'),
  },
} satisfies ContentDefaults;
