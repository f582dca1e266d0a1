// The states every submitted action can be in once it has left the form (docs/money-journeys.md, Repeats and requests
// still in flight, Back after it is done; spec 3 §8 unknown): being processed, outcome unknown, already done. Each
// result or review page's tag spreads the groups it shows into its defaults, so an editor can reword them per page
// (app/components/money/processing.tsx shows them).

/** spec 3 §8 (message send, unknown): the wording for any action whose outcome could not be confirmed. */
export const UNKNOWN_OUTCOME = 'An unknown error occurred. Please check your accounts before retrying.';

/** Sent, and the bank's answer has not come back yet: 'Your {what} is being processed'. */
export function processingDefaults(what: string) {
  return {
    processingTitle: `Your ${what} is being processed`,
    processingWaiting:
      'We have your request and are waiting for the bank to confirm it. This page will update by itself.',
    processingOnce: 'Do not send it again: it will only be made once.',
  };
}

/** Sent, but its outcome could not be confirmed (a timeout, a dropped connection). */
export function outcomeUnknownDefaults(what: string) {
  return {
    unknownTitle: `We could not confirm your ${what}`,
    unknownAlert: UNKNOWN_OUTCOME,
    unknownWarning: 'It may have been made. Check your accounts before you try again.',
    checkAccounts: 'Check your accounts',
  };
}

/** A review page after the action was made: it says so and links to the confirmation, with no button to send again. */
export function alreadyDoneDefaults(title: string, again: string, confirmationText: string) {
  return {
    doneTitle: title,
    doneAgain: again,
    doneConfirmation: confirmationText,
    backToAccounts: 'Back to your accounts',
  };
}
