import type { ContentDefaults } from '../content/managed.ts';
import { asOptions, optionDefaults } from '../content/managed-options.ts';
import { DEPOSIT_METHODS, DEPOSIT_SOURCES, INTEREST_FREQUENCIES } from '../api/short-apply-choices.ts';
import { alreadyDoneDefaults, outcomeUnknownDefaults, processingDefaults } from './outcomes.ts';

// The short application's wording (spec 3 §2 "Short application", §5 "Short apply", §8 'No products'). The spec's
// messages are kept exactly as written, trailing full stops included (the maximum message has none). The review's
// checkbox errors, the failure and the waiting text are not in the spec: GOV.UK-style wording, listed in
// docs/decisions/026-short-apply-pages.md, which also says why no compensation-scheme limit is stated anywhere.

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

/** The placeholder of the documents' names in the managed 'documents not opened' message. */
export const DOCUMENTS_PLACEHOLDER = '{documents}';

/** Yes and No of the 'details changed' question. */
export const YES_NO_OPTIONS = [
  { value: 'yes', text: 'Yes' },
  { value: 'no', text: 'No' },
] as const;

export const INTEREST_FREQUENCY_OPTIONS = Object.entries(INTEREST_FREQUENCIES).map(([value, text]) => ({
  value,
  text,
}));

/**
 * The short application's pages (/short-apply/index and its product's steps): managed content, tags
 * 'short-apply-list' and 'short-apply' (decision 038), with the radios' labels as the 'options' kind.
 * '{product}', '{range}' and '{organisation}' are filled in by code.
 */
export const SHORT_APPLY_LIST_TAG = 'short-apply-list';
export const SHORT_APPLY_LIST_DEFAULTS = {
  content: {
    title: 'Apply for a savings account',
    noProducts: shortApplyMessages.noProducts,
    intro:
      'Open a new savings account on behalf of your organisation. Choose an account to see what you need and to apply.',
    toApplyHeading: 'To apply you must',
    keyFactsHeading: 'Key facts',
    applyNow: 'Apply now',
    summaryBox: 'Product Summary box',
    opensInNewTab: '(opens in new tab)',
  },
} satisfies ContentDefaults;

export const SHORT_APPLY_TAG = 'short-apply';
export const SHORT_APPLY_DEFAULTS = {
  content: {
    // The outcome's other states (app/components/money/processing.tsx); 'Back to my accounts' below is the
    // success page's and the already-done page's.
    ...processingDefaults('application'),
    ...outcomeUnknownDefaults('application'),
    ...alreadyDoneDefaults(
      'You have already submitted this application',
      'It will not be sent again.',
      'See your application reference',
    ),
    title: 'Apply for {product}',
    stepOneCaption: 'Step 1 of 2: Account details',
    organisationLegend: 'Which organisation are you opening the account for?',
    organisationChangedLegend: 'Have your organisation’s details changed?',
    ownDetailsChangedLegend: 'Have your details changed?',
    changedHint: 'For example its name, address, directors or what it does.',
    changesLabel: 'Tell us what has changed',
    changesHint: 'Only if you chose Yes.',
    depositLabel: 'How much would you like to deposit?',
    depositHint: 'In pounds.',
    depositHintWithRange: 'In pounds. {range}.',
    depositSourceLegend: 'Where has the deposit come from?',
    depositMethodLegend: 'How will you make your deposit?',
    depositMethodHint:
      'The deposit must come from your nominated account: the account in your organisation’s name that you told us about when you became a customer.',
    continue: 'Continue',
    cancel: 'Cancel',
    reviewTitle: 'Review and submit - Apply for {product}',
    stepTwoCaption: 'Step 2 of 2: Review and submit',
    checkHeading: 'Check your answers',
    change: 'Change',
    accountRow: 'Account',
    organisationNameRow: 'Organisation name',
    organisationAddressRow: 'Organisation address',
    registeredOfficeRow: 'Registered office',
    detailsChangedRow: 'Organisation details changed',
    whatChangedRow: 'What has changed',
    depositAmountRow: 'Deposit amount',
    depositSourceRow: 'Deposit source',
    depositMethodRow: 'Deposit method',
    notHeld: 'Not held',
    documentsHeading: 'Read the account documents',
    documentsText:
      'Open the Account Terms & Conditions, the Summary Box and the Tariff of Charges before you confirm below. Each opens in a new tab.',
    opensInNewTab: '(opens in new tab)',
    opened: 'Opened',
    notOpened: 'Not opened yet',
    frequencyLegend: 'When would you like us to pay your interest?',
    confirmHeading: 'Confirm and submit',
    accuracyConfirm:
      'I confirm that the information I have given is accurate, that I am authorised to make this application on behalf of {organisation} and that I have the legal authority to do so. I have read the Account Terms & Conditions, the Summary Box and the Tariff of Charges.',
    accuracyOrganisation: 'the organisation',
    accuracyHint: 'You need to open those three documents above first.',
    informationConfirm: 'I confirm that I have received and read the Information Sheet & Exclusions List.',
    informationHint:
      'It explains how the Financial Services Compensation Scheme protects eligible deposits, and who is not covered.',
    notSentYet: 'Your application is not sent until you select Submit application.',
    submit: 'Submit application',
    backToStepOne: 'Back to step 1',
    submittedTitle: 'Application for {product}',
    // The page title says what happened (WCAG 2.2 SC 2.4.2); the panel keeps the product.
    submittedPageTitle: 'Application submitted - {product}',
    referenceLabel: 'Your application reference',
    submitted: shortApplyMessages.submitted,
    keepReference: 'Keep your reference: quote it if you contact us about this application.',
    nextHeading: 'What happens next',
    fundingNote:
      'We will check your application and write to you with the new account’s details. Pay your deposit into the new account from your organisation’s nominated account, using only the payment details we give you.',
    fraudWarning:
      '{bankName} will never ask you to send money to any other account. If anyone gives you different payment details, do not send any money and contact us straight away.',
    question:
      'If you have a question, send us a message or call us Monday to Friday 9am to 5pm, excluding bank holidays.',
    backToAccounts: 'Back to my accounts',
  },
  // Both steps' messages (shared/forms/short-apply.ts raises these defaults) and the bank's refusal: the `errors`
  // kind, shown in their published wording (ManagedErrors). '{documents}' is filled in by code ('the A and B').
  errors: {
    organisationRequired: shortApplyMessages.organisationRequired,
    orgDetailsChangedRequired: shortApplyMessages.orgDetailsChangedRequired,
    changesRequired: shortApplyMessages.changesRequired,
    changesInvalid: shortApplyMessages.changesInvalid,
    depositRequired: shortApplyMessages.depositRequired,
    depositInvalid: shortApplyMessages.depositInvalid,
    depositBelowMinimum: shortApplyMessages.depositBelowMinimum,
    depositAboveMaximum: shortApplyMessages.depositAboveMaximum,
    depositSourceRequired: shortApplyMessages.depositSourceRequired,
    depositMethodRequired: shortApplyMessages.depositMethodRequired,
    interestFrequencyRequired: shortApplyMessages.interestFrequencyRequired,
    accuracyRequired: shortApplyMessages.accuracyRequired,
    documentsNotOpened: shortApplyMessages.documentsNotOpened([DOCUMENTS_PLACEHOLDER]),
    informationRequired: shortApplyMessages.informationRequired,
    saveFailed: shortApplyMessages.saveFailed,
  },
  options: {
    ...optionDefaults('detailsChanged', YES_NO_OPTIONS),
    ...optionDefaults('depositSource', asOptions(DEPOSIT_SOURCES)),
    ...optionDefaults('depositMethod', asOptions(DEPOSIT_METHODS)),
    ...optionDefaults('interestFrequency', INTEREST_FREQUENCY_OPTIONS),
  },
} satisfies ContentDefaults;
