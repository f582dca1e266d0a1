// The message widget's texts (spec 3 §2 'Message widget', §5 'Widget send-message form', §8 message send outcomes).
// §8's unknown-outcome text, its spelling slip corrected ('occured' → 'occurred') as everywhere else.

export const messageWidgetMessages = {
  accountRequired: 'Please select a related account',
  messageRequired: 'Please enter a message',
  sendSuccess: 'Your message has been sent. See details below.',
  sendFailed: 'Your message was not sent. Try again.',
  sendUnknown: 'An unknown error occurred. Please check your accounts before retrying.',
  successText:
    "Thank you, your secure message has been received. We'll ensure we get back to you within 2 working days.",
  noAccounts: 'You need at least one account with us to send a message about it.',
} as const;
