// The sandbox's demo customers that tests sign in as (sandbox/CUSTOMERS.md), in one place for jest, Playwright and
// the pa11y report.

export type Customer = {
  username: string;
  password: string;
  memorableNumber: string;
  name: string;
};

export const DEMO = {
  username: 'demo.saver',
  password: 'Demo-Password-2026',
  memorableNumber: '482916',
  name: 'Alex Saver',
} satisfies Customer;

/**
 * Failure journeys use another customer: five failures in a row block a credential, and every failure test ends
 * with a successful sign-in that resets the count, so reruns on a reused sandbox never block demo.saver.
 */
export const SINGLE = {
  username: 'sam.single',
  password: 'Single-Password-2026',
  memorableNumber: '735104',
  name: 'Sam Single',
} satisfies Customer;

/** Every account type and state, three companies (the account area of spec 2). */
export const MAYA = {
  username: 'maya.many',
  password: 'Many-Password-2026',
  memorableNumber: '628417',
  name: 'Maya Many',
} satisfies Customer;

/** Personal details to view and edit under two-factor. */
export const PIP = {
  username: 'pip.personal',
  password: 'Personal-Password-2026',
  memorableNumber: '517396',
  name: 'Pip Personal',
  mobile: '07700 900432',
  email: 'pip.personal@example.com',
} satisfies Customer & { mobile: string; email: string };

/** What the edit personal details form starts with for Pip (sandbox/db/seed.ts), as posted. */
export const PIP_EDIT_FORM = {
  emailAddress: 'pip.personal@example.com',
  confirmEmailAddress: 'pip.personal@example.com',
  homeNumber: '01227 496 032',
  workNumber: '020 7946 0321',
  mobileNumber: '07700 900432',
  addressBuildingName: '',
  addressBuildingNumber: '52',
  addressAddressLine1: 'Palace Street',
  addressAddressLine2: '',
  addressPostTown: 'CANTERBURY',
  addressCounty: 'Kent',
  addressPostcode: 'CT1 2EH',
  correspondenceBuildingName: 'Stoneybrae Farm',
  correspondenceBuildingNumber: '',
  correspondenceAddressLine1: 'Keiss',
  correspondenceAddressLine2: '',
  correspondencePostTown: 'WICK',
  correspondenceCounty: 'Caithness',
  correspondencePostcode: 'KW1 4YT',
} as const;

/** No accounts at all: the empty accounts list. */
export const EZRA = {
  username: 'ezra.empty',
  password: 'Empty-Password-2026',
  memorableNumber: '846203',
  name: 'Ezra Empty',
} satisfies Customer;

/** Make a withdrawal: two easy access accounts, one with an online limit below its balance (sandbox/CUSTOMERS.md). */
export const WES = {
  username: 'wes.withdraw',
  password: 'Withdraw-Password-2026',
  memorableNumber: '319572',
  name: 'Wes Withdraw',
} satisfies Customer;

/** Notice to withdraw: a 35-day and a 95-day notice account, a cancellable and a non-cancellable pending notice. */
export const NORA = {
  username: 'nora.notice',
  password: 'Notice-Password-2026',
  memorableNumber: '605183',
  name: 'Nora Notice',
} satisfies Customer;

/** Pay into account by card: a savings account and a loan that take card payments. */
export const CARL = {
  username: 'carl.card',
  password: 'Card-Password-2026',
  memorableNumber: '730196',
  name: 'Carl Card',
} satisfies Customer;

/** Secure messaging: 12 conversations (two pages), unread, closed, no Reply, open and closed accounts, placeholders. */
export const MIA = {
  username: 'mia.messages',
  password: 'Messages-Password-2026',
  memorableNumber: '274085',
  name: 'Mia Messages',
} satisfies Customer;

/** Short application: one organisation (Olive Grove Bakery Ltd, registered office apart from its address). */
export const OLIVE = {
  username: 'olive.apply',
  password: 'Olive-Password-2026',
  memorableNumber: '518203',
  name: 'Olive Apply',
} satisfies Customer;

/** Short application: three organisations (Harbour Lights Ltd, Harbour Lights Property LLP, Apply Sailing Club). */
export const SAM_APPLY = {
  username: 'sam.apply',
  password: 'Several-Password-2026',
  memorableNumber: '906417',
  name: 'Sam Apply',
} satisfies Customer;

/** Short application: no organisation (CustomerId sent empty). */
export const NINA = {
  username: 'nina.apply',
  password: 'Nina-Password-2026',
  memorableNumber: '247613',
  name: 'Nina Apply',
} satisfies Customer;

/** Short application: has reached the bank's limit, so no products are available (and a save is refused). */
export const ZED = {
  username: 'zed.apply',
  password: 'Limit-Password-2026',
  memorableNumber: '681530',
  name: 'Zed Apply',
} satisfies Customer;

/** A blocked memorable number: step 1 accepts the password, step 2 answers CredentialBlocked whatever the digits. */
export const MEL = {
  username: 'mel.memorable',
  password: 'Memorable-Password-2026',
  memorableNumber: '947261',
  name: 'Mel Memorable',
} satisfies Customer;

/** A content editor (sandbox cms_editors): editor mode on the editor deployment (APP_ENV=editor; decision 035). */
export const EDNA = {
  username: 'edna.editor',
  password: 'Editor-Password-2026',
  memorableNumber: '924681',
  name: 'Edna Editor',
} satisfies Customer;

/** The large-data customer: 200 accounts, one with 20,000 transactions (sandbox/db/seed-large-customer.ts). */
export const LORNA = {
  username: 'lorna.ledger',
  password: 'Ledger-Password-2026',
  memorableNumber: '306514',
  name: 'Lorna Ledger',
} satisfies Customer;
