// Secure two-way messaging texts (spec 3 §1, §5, §8). §8's 'occured' is corrected to 'occurred'.
export const messagingMessages = {
  subjectInvalid: 'Please enter a valid subject',
  messageRequired: 'Please enter a message',
  messageInvalid: 'Please enter a valid message',
  sendSuccess: 'Your message has been sent. See details below.',
  sendFailed: 'Your message was not sent. Try again.',
  sendUnknown: 'An unknown error occurred. Please check your accounts before retrying.',
  replyFailedHeading: 'Reply failed',
  replyFailed: 'Unfortunately we were unable to send this message at this time.',
  deleteSuccess: 'Your message has been deleted. See details below',
  deleteFailed: 'An error occurred while trying to process your request.',
  closedAccountSuffix: ' <Closed account>',
  conversationClosed: '(Conversation closed)',
  noMessages: 'You have no messages.',
} as const;
