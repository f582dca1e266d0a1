import type { ContentDefaults } from '../content/managed.ts';
import { invalidCharactersMessage } from './validation.ts';
import { processingDefaults, UNKNOWN_OUTCOME } from './outcomes.ts';

// The message widget's texts (spec 3 §2 'Message widget', §5 'Widget send-message form', §8 message send outcomes).
// §8's unknown-outcome text, its spelling slip corrected ('occured' → 'occurred') as everywhere else.

export const messageWidgetMessages = {
  accountRequired: 'Please select a related account',
  messageRequired: 'Please enter a message',
  sendSuccess: 'Your message has been sent. See details below.',
  sendFailed: 'Your message was not sent. Try again.',
  sendUnknown: UNKNOWN_OUTCOME,
  successText:
    "Thank you, your secure message has been received. We'll ensure we get back to you within 2 working days.",
  noAccounts: 'You need at least one account with us to send a message about it.',
} as const;

// Managed content (decision 035): the widget's page texts per page tag, the defaults in code
// (shared/messages/managed-tags-accounts.ts registers the tags).

/** /message-widget and /message-widget-test: the send-message form (spec 3 §2, §5). */
export const MESSAGE_WIDGET_TAG = 'message-widget';

export const MESSAGE_WIDGET_DEFAULTS = {
  content: {
    title: 'Send us a message',
    noAccounts: messageWidgetMessages.noAccounts,
    goToAccounts: 'Go to your accounts',
    accountLabel: 'Related account',
    selectAccount: 'Select an account',
    messageLabel: 'Message',
    send: 'Send message',
    cancel: 'Cancel',
  },
  // The form's messages (shared/forms/message-widget.ts raises these defaults; 'Your message' is the field's name
  // there), shown in their published wording by both widget routes (ManagedErrors).
  errors: {
    accountRequired: messageWidgetMessages.accountRequired,
    messageRequired: messageWidgetMessages.messageRequired,
    messageInvalidCharacters: invalidCharactersMessage('Your message'),
  },
} satisfies ContentDefaults;

/** /message-widget/message/success: the acknowledgement (spec 3 §2, §8). */
export const MESSAGE_WIDGET_SUCCESS_TAG = 'message-widget-success';

export const MESSAGE_WIDGET_SUCCESS_DEFAULTS = {
  content: {
    title: 'Message acknowledgement',
    successTitle: 'Success',
    sendSuccess: messageWidgetMessages.sendSuccess,
    sendFailed: messageWidgetMessages.sendFailed,
    sendUnknown: messageWidgetMessages.sendUnknown,
    successText: messageWidgetMessages.successText,
    relatedAccount: 'Related account',
    reference: 'Reference',
    accounts: 'Accounts',
    ...processingDefaults('message'),
  },
} satisfies ContentDefaults;

/** /select-accounts-test (spec 1 §2): the test page showing the widget's account select alone. */
export const SELECT_ACCOUNTS_TEST_TAG = 'select-accounts-test';

export const SELECT_ACCOUNTS_TEST_DEFAULTS = {
  content: {
    title: 'Select accounts test',
    accountLabel: MESSAGE_WIDGET_DEFAULTS.content.accountLabel,
    selectAccount: MESSAGE_WIDGET_DEFAULTS.content.selectAccount,
  },
} satisfies ContentDefaults;
