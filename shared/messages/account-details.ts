import type { ContentDefaults } from '../content/managed.ts';
import { optionDefaults } from '../content/managed-options.ts';
import { cardJourneyMessages } from './card-payment.ts';
import { dateRangeMessages } from './validation.ts';

// The account details screen's words (spec 2 §2 "Account details screen", "Nominated account page").

export const accountDetailsMessages = {
  /** spec 2 §2: any product type other than Savings. */
  notSupported: (productType: string) => `Account type ${productType} not supported`,
  /** spec 2 §2 maturity message, chosen by MaturityDate (threshold 14 days, spec 2 §9). */
  maturity: {
    today:
      'Your account is maturing today – you should have received your maturity options from us, if not please contact us.',
    soon: 'You should have received your maturity options from us, if not please contact us.',
    later: "We'll contact you 14 days before it matures.",
  },
  /** spec 2 §2 account chooser. */
  chooserRequired: 'Please select your account',
} as const;

/** The actions menu's links (spec 2 §2), by the Supports name that offers them. */
export const accountActionText = {
  NominatedAccount: 'Nominated account',
  NoticeOfWithdrawal: 'Give notice to withdraw',
  MakeWithdrawal: 'Make a withdrawal',
  OrganisationDetails: 'Organisation details',
  SendMessage: 'Send a message about this account',
  StatementOptions: 'Statement options',
  ManageAlerts: 'Manage account alerts',
  Messages: 'Send a message',
} as const;

// Managed content (decision 035): the account area's texts per page tag, read through the content lookup.
// These are the defaults in code; shared/messages/managed-tags-accounts.ts registers the tags.

/** The accounts list's Active/Closed toggle: the value in the URL stays in code; the label is managed (options). */
export const ACCOUNT_STATUS_OPTIONS = [
  { value: 'Active', text: 'Active' },
  { value: 'Closed', text: 'Closed' },
] as const;

/** The accounts list's List/Grid toggle (the `options` kind, like ACCOUNT_STATUS_OPTIONS). */
export const LIST_MODE_OPTIONS = [
  { value: 'list', text: 'List' },
  { value: 'grid', text: 'Grid' },
] as const;

/** /accounts/list (spec 2 §2 "Accounts list screen"): the list, its filters and sort toggles, each card. */
export const ACCOUNTS_LIST_TAG = 'accounts-list';

/**
 * What a value the bank did not send shows as (spec 2 §2). Code marks the value with this default; the page shows its
 * tag's managed 'notAvailable' in its place.
 */
export const NOT_AVAILABLE = 'Not available';

export const ACCOUNTS_LIST_DEFAULTS = {
  content: {
    title: 'Accounts',
    noAccounts: 'There are no {status} accounts to view',
    listLabel: '{status} accounts',
    statusLabel: 'Show',
    statusHidden: 'accounts',
    modeLabel: 'View as',
    modeHidden: 'view',
    companyLabel: 'Filter by company',
    allCompanies: 'All companies',
    applyFilter: 'Apply filter',
    clearFilter: 'Clear filter',
    closedAccount: 'Closed account {number}',
    forAccount: '{name}, account {number}',
    forClosedAccount: 'closed account {number}',
    notSupported: accountDetailsMessages.notSupported('{type}'),
    accountNumber: 'Account number',
    sortCode: 'Sort code',
    company: 'Company',
    balance: 'Balance',
    opened: 'Opened',
    closed: 'Closed',
    notKnown: 'Not known',
    notAvailable: NOT_AVAILABLE,
    maturesOn: 'Matures on {date}',
    latestHeading: 'Latest transactions',
    latestUnavailable: 'Sorry, we cannot show the latest transactions at the moment.',
    latestNone: 'Nothing in or out in the last month',
    date: 'Date',
    amount: 'Amount',
    detailsLink: 'Account details',
    detailsHidden: 'for {account}',
    withdraw: 'Withdraw',
    withdrawHidden: 'from {account}',
    giveNotice: 'Give notice',
    giveNoticeHidden: 'on {account}',
    missingHeading: 'Missing an account?',
    missingText: 'If an account you hold with us is not shown here, send us a message.',
    missingLink: 'Add a missing account',
  },
  // The toggles' choices (decision 038): 'options.status.Active', 'options.mode.grid'…; the values stay in code.
  options: {
    ...optionDefaults('status', ACCOUNT_STATUS_OPTIONS),
    ...optionDefaults('mode', LIST_MODE_OPTIONS),
  },
} satisfies ContentDefaults;

/** /accounts/details/{id} and its Transactions and Statements tabs (spec 2 §2): one tag for the frame and the tabs. */
export const ACCOUNT_DETAILS_TAG = 'account-details';

export const ACCOUNT_DETAILS_DEFAULTS = {
  content: {
    tabSummary: 'Summary',
    tabTransactions: 'Transactions',
    tabStatements: 'Statements',
    tabsTitle: 'Account details',
    caption: 'Account number {number}',
    captionWithSortCode: 'Account number {number}, sort code {sortCode}',
    maturityTitle: "Your account's maturity",
    maturityToday: accountDetailsMessages.maturity.today,
    maturitySoon: accountDetailsMessages.maturity.soon,
    maturityLater: accountDetailsMessages.maturity.later,
    dismiss: 'Dismiss',
    actionsHeading: 'Actions',
    actionNominatedAccount: accountActionText.NominatedAccount,
    actionNoticeOfWithdrawal: accountActionText.NoticeOfWithdrawal,
    actionMakeWithdrawal: accountActionText.MakeWithdrawal,
    actionPayByCard: cardJourneyMessages.payInByCard,
    actionOrganisationDetails: accountActionText.OrganisationDetails,
    actionSendMessage: accountActionText.SendMessage,
    actionStatementOptions: accountActionText.StatementOptions,
    actionMessages: accountActionText.Messages,
    chooserLabel: 'Choose another account',
    chooserPlaceholder: 'Select an account',
    viewAccount: 'View account',
    notSupported: accountDetailsMessages.notSupported('{type}'),
    rowBalance: 'Balance',
    rowRate: 'Rate',
    rowInterestDate: 'Interest Date',
    rowStatementMethod: 'Statement method',
    rowNoticePeriod: 'Notice period (days)',
    rowNotices: 'Notices on account',
    rowPendingWithdrawal: 'Pending withdrawal',
    rowMaturityDate: 'Maturity date',
    startDate: 'Start date',
    endDate: 'End date',
    dateHint: 'For example, 27 3 2026',
    update: 'Update',
    showing: 'Showing {count} transactions, sorted by date, {order} first.',
    newest: 'newest',
    oldest: 'oldest',
    sortOldestFirst: 'Sort by date, oldest first',
    sortNewestFirst: 'Sort by date, newest first',
    exportCsv: 'Export as CSV',
    print: 'Print',
    showOlder: 'SHOW OLDER TRANSACTIONS',
    backToTop: 'BACK TO TOP',
    noTransactions: 'There are no transactions available',
    description: 'Description',
    amount: 'Amount',
    balance: 'Balance',
    notAvailable: NOT_AVAILABLE,
    interestHeading: 'Historic Interest Rates',
    interestUnavailable: 'Historic interest rates are not available at the moment. Please try again later.',
    interestNone: 'There is no interest rate history for this account.',
    period: 'Period',
    periodText: '{from} to {to}',
    present: 'Present',
    annualRate: 'Annual interest rate',
    noDocuments: 'There are no statements or documents for this account.',
    documentTypes: 'Show documents of type',
    applyFilter: 'Apply filter',
    oneDocumentShown: '{count} document shown',
    documentsShown: '{count} documents shown',
    noMatchingDocuments: 'No documents match the types you ticked.',
    documentsCaption: 'Your documents',
    date: 'Date',
    name: 'Name',
    type: 'Type',
    download: 'Download',
    missingStatement: "Please contact us if you would like a statement that doesn't appear here.",
  },
  // The account chooser's message (shared/forms/account-chooser.ts) and the Transactions tab's date-range messages
  // (shared/forms/date-range.ts): the `errors` kind, shown in their published wording by each tab (ManagedErrors).
  errors: {
    chooserRequired: accountDetailsMessages.chooserRequired,
    startRequired: dateRangeMessages.startRequired,
    startInvalid: dateRangeMessages.startInvalid,
    endRequired: dateRangeMessages.endRequired,
    endInvalid: dateRangeMessages.endInvalid,
    startAfterEnd: dateRangeMessages.startAfterEnd,
    endBeforeStart: dateRangeMessages.endBeforeStart,
  },
} satisfies ContentDefaults;

/** /accounts/nominated-account/{id} (spec 2 §2 "Nominated account page"). */
export const NOMINATED_ACCOUNT_TAG = 'nominated-account';

export const NOMINATED_ACCOUNT_DEFAULTS = {
  content: {
    title: 'Your nominated account',
    paidInto: 'Withdrawals from this account are paid into your nominated account:',
    accountNumber: 'Account number',
    sortCode: 'Sort code',
    noneHeld: 'We do not hold a nominated account for this account.',
    change: 'To change your nominated account, please',
    changeLink: 'send us a message',
    back: 'Back To Accounts',
  },
} satisfies ContentDefaults;

/** /services/index (spec 2 §2 "My Details services"): the heading and each card's title and description. */
export const SERVICES_TAG = 'services';

export const SERVICES_DEFAULTS = {
  content: {
    title: 'My Details',
    personalTitle: 'Personal details',
    personalText: 'View the details we hold for you.',
    securityTitle: 'Security details',
    securityText: 'View and update your security details',
    organisationTitle: 'Organisation details',
    organisationText: 'View the details we hold for your organisation',
  },
} satisfies ContentDefaults;
