// The short application's wording (spec 3 §2 "Short application", §5 "Short apply", §8 'No products'). The spec's
// messages are kept exactly as written, trailing full stops included (the maximum message has none). The review's
// checkbox errors, the failure and the waiting text are not in the spec: GOV.UK-style wording, listed in
// docs/decisions/026-short-apply-pages.md. No compensation-scheme limit is stated anywhere (SPEC3-NOTES APPLY-04).

export const shortApplyMessages = {
  organisationRequired: 'Please confirm which organisation you are opening the account on behalf of',
  orgDetailsChangedRequired: 'Please confirm if your organisation details have changed.',
  changesRequired: 'Please confirm which details about the organisation have changed.',
  changesInvalid: 'Please enter a valid message.',
  depositRequired: 'Please enter the amount you would like to invest.',
  depositInvalid: 'Please enter a valid amount.',
  depositBelowMinimum: 'Please enter a value that is above the minimum investment amount.',
  depositAboveMaximum: 'Please enter a value that is below the maximum investment amount',
  depositSourceRequired: 'Please select where the deposit has come from.',
  depositMethodRequired: 'Please confirm how you will make your deposit.',
  interestFrequencyRequired: 'Please tell us when you would like us to pay your interest.',
  /** Not in the spec (§2 "Exact error wording of the review checkboxes is not shown"). */
  accuracyRequired:
    'Confirm that the information is accurate and that you are authorised to apply on behalf of the organisation',
  /** Not in the spec: the accuracy confirmation needs the three documents opened first (spec 3 §5). */
  documentsNotOpened: (missing: readonly string[]) =>
    `Open the ${listOf(missing)} before you confirm that the information is accurate`,
  /** Not in the spec: the FSCS information sheet acknowledgement (PRA SS18/15 3.3). */
  informationRequired: 'Confirm that you have received and read the Information Sheet & Exclusions List',
  /** spec 3 §8 'No products'. */
  noProducts:
    "Unfortunately, we don't have any savings accounts available for you at this time. Please check back at another time.",
  /** Not in the spec: the bank answered Status 'Failed' (the application was refused). */
  saveFailed: 'Your application has not been submitted. Check your answers and try again.',
  /** spec 3 §2: while submitting, a message asking the user to wait for the reference number. */
  submitting:
    'Submitting your application. Please wait for your reference number: do not refresh or leave this page.',
  /** spec 3 §2 success screen. */
  submitted: 'Thank you, your application for a savings account has been submitted.',
} as const;

/** 'A', 'A and B', 'A, B and C'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
