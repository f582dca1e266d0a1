import type { ContentDefaults } from '../content/managed.ts';
import {
  alreadyDoneDefaults,
  outcomeUnknownDefaults,
  processingDefaults,
  UNKNOWN_OUTCOME,
} from './outcomes.ts';

// The money journeys' wording (spec 3 §5, §8). Spelling slips corrected, words kept: 'occured' → 'occurred'.

export const moneyMessages = {
  amountRequired: 'Please enter an amount',
  amountInvalid: 'Please enter a valid amount',
  amountAboveZero: 'Please enter an amount greater than zero',
  amountAboveAllowance: 'Please enter an amount less than available balance',
  referenceInvalid: 'Please enter a valid reference',
  /** spec 3 §8: a withdrawal the bank refused. */
  withdrawalFailed: 'Make a Withdraw Failed',
  /** spec 3 §8: a notice the bank refused. */
  noticeFailed: 'Notice to withdraw Failed',
  /**
   * spec 3 §8 has no message for a refused notice cancellation; it is a general server error shown in a danger alert
   * (§8 "Other rules"), in the catalogue's general wording (Delete, Failed), spelling corrected.
   */
  cancelFailed: 'An error occurred while trying to process your request.',
  /** spec 3 §8 (message send, unknown): the wording for any movement whose outcome could not be confirmed. */
  unknown: UNKNOWN_OUTCOME,
} as const;

// Managed content (decision 035): the money journeys' page texts per page tag. These are the defaults in
// code; shared/messages/managed-tags-accounts.ts registers the tags. The shared pieces (the amount fields, the
// review rows, the 'being processed' and 'could not confirm' pages) are spread into each page's defaults.

/** The account selector's button (app/components/money/account-selector.tsx). */
export const accountSelectorDefaults = { changeAccount: 'Change account' } as const;

/** The amount, reference and close-account fields (app/components/money/withdrawal-form.tsx). */
export const movementFieldDefaults = {
  amountLabel: 'Amount',
  amountHint: 'In pounds, up to {allowance}',
  referenceLabel: 'Reference (optional)',
  referenceHint: 'Up to {max} letters, numbers, spaces and - . / &',
  closeLabel: 'I wish to close my account',
} as const;

/** The review rows a withdrawal and a notice share (app/components/money/movement-review.tsx). */
export const movementRowDefaults = {
  rowFrom: 'From',
  rowTo: 'To your nominated account',
  notAvailable: 'Not available',
  rowClose: 'Close account',
  closeValue:
    'Yes: we will send the whole balance, with any interest, to your nominated account and close {account}',
  rowAmount: 'Amount',
  closeAmountValue: 'Your whole balance, {balance} today, with any interest',
  closeAboveLimit:
    'This is more than your online limit of {allowance}. The limit does not apply when you close your account: we will send the whole balance.',
  rowReference: 'Reference',
  noReference: 'None',
  change: 'Change',
  changeAccountHidden: 'account',
  changeCloseHidden: 'close account',
  changeAmountHidden: 'amount',
  changeReferenceHidden: 'reference',
} as const;

/**
 * The withdrawal details form's messages (shared/forms/withdrawal.ts raises these defaults): the `errors` kind of the
 * make-a-withdrawal and give-notice tags, shown in their published wording by the page (ManagedErrors).
 */
const withdrawalFormErrors = {
  amountRequired: moneyMessages.amountRequired,
  amountInvalid: moneyMessages.amountInvalid,
  amountAboveZero: moneyMessages.amountAboveZero,
  amountAboveAllowance: moneyMessages.amountAboveAllowance,
  referenceInvalid: moneyMessages.referenceInvalid,
};

/** /make-withdrawal/{id}, step 1 (spec 3 §2, §5). */
export const MAKE_WITHDRAWAL_TAG = 'make-withdrawal';

export const MAKE_WITHDRAWAL_DEFAULTS = {
  content: {
    title: 'Make a withdrawal',
    step: 'Step 1 of 3: Withdrawal details',
    selectorLabel: 'Withdraw from',
    ...accountSelectorDefaults,
    factFrom: 'From',
    factTo: 'To your nominated account',
    noNominated: 'Not available: contact us to set one up',
    factAllowance: 'You can withdraw up to',
    arrives: 'We can only send money to your nominated account. It will arrive {paidOn}.',
    ...movementFieldDefaults,
    closeHint:
      'We will send the whole balance, with any interest, to your nominated account and close this account. You do not need to enter an amount.',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  errors: withdrawalFormErrors,
} satisfies ContentDefaults;

/** /make-withdrawal/{id}/review, step 2 (spec 3 §2, §4). */
export const MAKE_WITHDRAWAL_REVIEW_TAG = 'make-withdrawal-review';

export const MAKE_WITHDRAWAL_REVIEW_DEFAULTS = {
  content: {
    title: 'Check your withdrawal',
    step: 'Step 2 of 3: Review',
    ...movementRowDefaults,
    rowWhen: 'When',
    whenValue: 'The money will arrive {paidOn}',
    nothingYet: 'Nothing has been withdrawn yet. Check the details, then confirm.',
    confirm: 'Confirm withdrawal',
    confirmClose: 'Confirm and close account',
    busy: 'Sending your withdrawal. Do not refresh or leave this page.',
    cancel: 'Cancel',
    ...alreadyDoneDefaults(
      'You have already made this withdrawal',
      'It will not be made again.',
      'See your withdrawal confirmation',
    ),
  },
  // The danger alert's message when the bank refuses the withdrawal (the errors kind: ManagedErrors).
  errors: { failed: moneyMessages.withdrawalFailed },
} satisfies ContentDefaults;

/** /make-withdrawal/{id}/confirmation, step 3 (spec 3 §2, §4). */
export const MAKE_WITHDRAWAL_CONFIRMATION_TAG = 'make-withdrawal-confirmation';

export const MAKE_WITHDRAWAL_CONFIRMATION_DEFAULTS = {
  content: {
    title: 'Withdrawal confirmed',
    titleClosure: 'Your account closure has been requested',
    step: 'Step 3 of 3: Confirmation',
    referenceNumber: 'Your reference number',
    summary: 'We will send {amount} from {account} to your nominated account.',
    summaryClosure:
      'We will send the whole balance of {account}, with any interest, to your nominated account and then close the account.',
    nominated: 'Nominated account: {nominated}.',
    when: 'It will arrive on the next working day, {date}.',
    reference: 'Reference: {reference}',
    keepReference:
      'Keep your reference number. If you have a question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank holidays.',
    back: 'Back to your accounts',
    ...processingDefaults('withdrawal'),
    ...outcomeUnknownDefaults('withdrawal'),
  },
} satisfies ContentDefaults;

/** /notice-to-withdraw/{id}: the account's pending notices (spec 3 §2). */
export const NOTICE_LIST_TAG = 'notice-to-withdraw';

export const NOTICE_LIST_DEFAULTS = {
  content: {
    title: 'Notice to withdraw',
    selectorLabel: 'Notice account',
    ...accountSelectorDefaults,
    needsNotice: 'This account needs notice before you withdraw money.',
    needsDaysNotice: "This account needs {days} days' notice before you withdraw money.",
    allowance: 'You can give notice on up to {allowance}.',
    pendingHeading: 'Your pending notices',
    noNotices: 'You have no pending notices on this account.',
    noticeTitle: 'Withdrawal on {date}',
    noDate: 'Withdrawal date not available',
    cancelNotice: 'Cancel notice',
    cancelNoticeHidden: 'of {amount}',
    rowAmount: 'Amount',
    rowReference: 'Reference',
    noReference: 'None',
    rowCancelling: 'Cancelling',
    notCancellable: 'This notice cannot be cancelled',
    create: 'Create a new notice',
    cancel: 'Cancel',
  },
} satisfies ContentDefaults;

/** /notice-to-withdraw/create/{id}, step 1 (spec 3 §2, §5). */
export const NOTICE_DETAILS_TAG = 'notice-to-withdraw-details';

export const NOTICE_DETAILS_DEFAULTS = {
  content: {
    title: 'Give notice to withdraw',
    step: 'Step 1 of 3: Withdrawal details',
    selectorLabel: 'Give notice on',
    ...accountSelectorDefaults,
    factFrom: 'From',
    factPeriod: 'Notice period',
    periodValue: '{days} days',
    factDate: 'Withdrawal date',
    factTo: 'To your nominated account',
    noNominated: 'Not available: contact us to set one up',
    factAllowance: 'You can give notice on up to',
    explanation:
      'If you give notice today, we will send the money to your nominated account on {date}: the end of the {days}-day notice period, moved to the next working day when it falls on a weekend or bank holiday.',
    onlyNominated: 'We can only send money to your nominated account.',
    ...movementFieldDefaults,
    closeHint:
      'On {date} we will send the whole balance, with any interest, to your nominated account and close this account. You do not need to enter an amount.',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  errors: withdrawalFormErrors,
} satisfies ContentDefaults;

/** /notice-to-withdraw/create/{id}/review, step 2 (spec 3 §2, §4). */
export const NOTICE_REVIEW_TAG = 'notice-to-withdraw-review';

export const NOTICE_REVIEW_DEFAULTS = {
  content: {
    title: 'Check your notice',
    step: 'Step 2 of 3: Review',
    dateChanged: 'The withdrawal date has changed to {date}.',
    dateChangedText:
      'It was {previous}, but the day has changed since this page was shown, so the notice period now ends later. No notice has been given: check the new date, then confirm.',
    ...movementRowDefaults,
    rowDate: 'Withdrawal date',
    dateValue: '{date}, at the end of the {days}-day notice period',
    nothingYet:
      'No notice has been given yet. Check the details, then confirm. You can cancel a notice before its withdrawal date from your list of notices.',
    confirm: 'Confirm notice',
    confirmClose: 'Confirm and close account',
    busy: 'Sending your notice. Do not refresh or leave this page.',
    cancel: 'Cancel',
    ...alreadyDoneDefaults(
      'You have already given this notice',
      'It will not be given again.',
      'See your notice confirmation',
    ),
  },
  errors: { failed: moneyMessages.noticeFailed },
} satisfies ContentDefaults;

/** /notice-to-withdraw/create/{id}/confirmation, step 3 (spec 3 §2, §4). */
export const NOTICE_CONFIRMATION_TAG = 'notice-to-withdraw-confirmation';

export const NOTICE_CONFIRMATION_DEFAULTS = {
  content: {
    title: 'Notice to withdraw given',
    titleClosure: 'Notice to close your account given',
    step: 'Step 3 of 3: Confirmation',
    referenceNumber: 'Your reference number',
    nextHeading: 'What happens next',
    summary: 'On {date} we will send {amount} from {account} to your nominated account.',
    summaryClosure:
      'On {date} we will send the whole balance of {account}, with any interest, to your nominated account and then close the account.',
    nominated: 'Nominated account: {nominated}.',
    reference: 'Reference: {reference}',
    listed: 'Until then the notice is listed with',
    listedLink: 'your notices for this account',
    listedAfter: '. If you change your mind, you can cancel it there when the bank allows it.',
    keepReference:
      'Keep your reference number. If you have a question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank holidays.',
    back: 'Back to your accounts',
    ...processingDefaults('notice'),
    ...outcomeUnknownDefaults('notice'),
  },
} satisfies ContentDefaults;

/** /notice-to-withdraw/cancel/{id}/{referenceNo} (spec 3 §2, §4 "Notice cancel"). */
export const NOTICE_CANCEL_TAG = 'notice-cancel';

export const NOTICE_CANCEL_DEFAULTS = {
  content: {
    title: 'Cancel this notice',
    heading: 'Cancel this notice?',
    rowDate: 'Withdrawal date',
    noDate: 'Not available',
    rowAmount: 'Amount',
    rowReference: 'Reference',
    noReference: 'None',
    staysClosure: 'If you cancel it, the account will not be closed and the money stays in it.',
    stays: 'If you cancel it, the money stays in your account.',
    startsAgain:
      'To withdraw later you will need to give notice again, and the notice period starts again from that day.',
    confirm: 'Cancel this notice',
    busy: 'Cancelling your notice. Do not refresh or leave this page.',
    keep: 'Keep the notice',
    doneTitle: 'You have already cancelled this notice',
    seeCancellation: 'See your cancellation',
    backToNotices: 'Back to your notices',
    refusedTitle: 'This notice cannot be cancelled',
    refusedText: 'The notice has not been cancelled. Check your notices for this account.',
  },
  // The bank's refusal, shown in a danger alert: the `errors` kind, in its published wording (ManagedErrors).
  errors: { cancelFailed: moneyMessages.cancelFailed },
} satisfies ContentDefaults;

/** /notice-to-withdraw/cancel/{id}/{referenceNo}/success (spec 3 §2, §4). */
export const NOTICE_CANCEL_SUCCESS_TAG = 'notice-cancel-success';

export const NOTICE_CANCEL_SUCCESS_DEFAULTS = {
  content: {
    title: 'Notice cancelled',
    noticeReference: 'Notice reference',
    noticeToClose: 'Your notice to close {account}',
    noticeToWithdraw: 'Your notice to withdraw {amount} from {account}',
    onDate: 'on {date}',
    withReference: 'reference {reference}',
    cancelled: 'has been cancelled. The money stays in your account.',
    giveAgain:
      'To withdraw later, give notice again: the notice period starts again from that day. If you have a question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank holidays.',
    backToNotices: 'Back to your notices',
    ...processingDefaults('notice cancellation'),
    ...outcomeUnknownDefaults('notice cancellation'),
  },
} satisfies ContentDefaults;
