import type { DatabaseSync } from 'node:sqlite';
import type { AccountAction, BrandProductType, InterestPaymentFrequency } from '../domain/accounts.ts';
import type { CredentialStatus } from '../domain/customers.ts';
import type { HolderRole, OnlineAccess, Simulation } from '../domain/persons.ts';
import { storeActivationCode, setIdentityFailures } from '../domain/registration.ts';
import { hashPassword, sealMemorableNumber } from '../domain/secrets.ts';
import { transaction } from './database.ts';
import {
  type HistoryPlan,
  type SeedUserDetails,
  resolveAccountDates,
  seedAccountArea,
} from './seed-account-area.ts';
import { LARGE_ORGANISATIONS, largePerson } from './seed-large-customer.ts';
import { seedConversations } from './seed-messaging.ts';
import { seedShortApply } from './seed-short-apply.ts';

// The demo persons: everyone the sandbox bank knows, with online banking credentials (customers) or without (for
// registration). sandbox/CUSTOMERS.md documents them for people; keep the two in step.

/** Bump when seed data is added, so that existing databases gain it at the next start (rows already there stay). */
export const SEED_VERSION = 9;

export type SeedAccount = {
  key: string;
  name: string;
  number: string;
  sortCode: string;
  balancePence: number;
  interestRate: string;
  status: 'Active' | 'Closed';
  brandProductType: BrandProductType;
  supports: AccountAction[];
  interestPaymentFrequency: InterestPaymentFrequency;
  statementMethod: 'Online' | 'Post';
  noticePeriodDays: number | null;
  companyName: string;
  dateOpened: string;
  dateClosed: string | null;
  maturityDate: string | null;
  nominatedAccountNumber: string | null;
  nominatedSortCode: string | null;
  /** Whose the nominated account is. Default: the company name (savings only). */
  nominatedAccountName?: string;
  /**
   * RemainingAllowance (spec 3 §5). Default: easy access and notice accounts, the balance less what pending entries
   * hold back; fixed terms and closed accounts 0; other products none (null).
   */
  remainingAllowancePence?: number;
  /** Default 'Savings'; anything else (e.g. 'Loan') is a product the portal does not support. */
  productType?: string;
  /**
   * Dates relative to the day the seed runs (they replace dateOpened / maturityDate), so that "matures today" stays
   * true on a fresh database whatever the date.
   */
  relative?: {
    openedMonthsAgo?: number;
    openedDaysAgo?: number;
    maturesInDays?: number;
    maturesInMonths?: number;
    /** A fixed term's length: opened this many months before it matures. */
    termMonths?: number;
  };
  /** Generated history (transactions, interest rates, documents); absent = none. See seed-account-area.ts. */
  history?: HistoryPlan;
};

export type SeedCredentials = {
  username: string;
  password: string;
  memorableNumber: string;
  credentialStatus?: CredentialStatus;
  /** Sign-in answers CredentialBlocked. */
  credentialBlocked?: boolean;
  /** Sign-in step 2 answers RequireActivation. */
  requiresActivation?: boolean;
  /** The password is accepted; sign-in step 2 answers CredentialBlocked whatever the digits. */
  memorableNumberBlocked?: boolean;
};

export type SeedPerson = {
  personId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  postcode: string;
  mobile: string | null;
  email: string | null;
  onlineAccess?: OnlineAccess;
  simulate?: Simulation;
  /** Online banking credentials; absent for someone who has not registered. */
  credentials?: SeedCredentials;
  /** Accounts this person owns (listed for them once signed in). */
  accounts: SeedAccount[];
  /** Their role on their own accounts (default Signatory). */
  role?: HolderRole;
  /** Their roles on other people's accounts. */
  holdings?: { accountNumber: string; role: HolderRole }[];
  /** An activation code posted to them, issued this many days before the seed runs (codes live 30 days). */
  activationCode?: { code: string; issuedDaysAgo: number };
  /** Failed registration identity checks already counted against their first account. */
  identityFailures?: number;
  /** What usermanagement user/details answers beyond the person record (default: derived from it). */
  details?: SeedUserDetails;
};

/** A person with credentials, as the first version of the seed described them (tests read these). */
export type SeedCustomer = {
  userId: string;
  username: string;
  password: string;
  memorableNumber: string;
  name: string;
  email: string | null;
  credentialStatus: CredentialStatus;
  accounts: SeedAccount[];
};

export type SeedOrganisation = {
  customerId: string;
  fullName: string;
  street: string | null;
  district: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  landline: string | null;
  mobile: string | null;
  email: string | null;
  marketing: { email: boolean; telephone: boolean; post: boolean } | null;
  /** The registered office (Customer.RegisteredAddress); default: the correspondence address. */
  registered?: {
    street: string | null;
    district: string | null;
    town: string | null;
    county: string | null;
    postcode: string | null;
  };
  /** Person ids, in the order the organisation is listed for each. */
  members: string[];
};

const BANK_SORT_CODE = '40-12-34';
// The bank takes card payments into its easy access and notice accounts (spec 3 pay into account). Migration 004
// adds 'PayByCard' to accounts holding exactly the lists before it did; keep the two in step.
const EASY_ACCESS_SUPPORTS: AccountAction[] = [
  'NominatedAccount',
  'MakeWithdrawal',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
  'PayByCard',
];
const NOTICE_SUPPORTS: AccountAction[] = [
  'NominatedAccount',
  'NoticeOfWithdrawal',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
  'PayByCard',
];
const FIXED_TERM_SUPPORTS: AccountAction[] = [
  'NominatedAccount',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
];

/**
 * An easy access account for the access-flow personas (their accounts matter only for identity checks). The
 * nominated account is made up from the account number, as migration 004 does for older databases.
 */
function easyAccess(
  number: string,
  companyName: string,
  balancePence: number,
  dateOpened: string,
): SeedAccount {
  return {
    key: `ACC-${number}`,
    name: 'Easy Access Saver',
    number,
    sortCode: BANK_SORT_CODE,
    balancePence,
    interestRate: '3.75',
    status: 'Active',
    brandProductType: 'EASY_ACCESS',
    supports: EASY_ACCESS_SUPPORTS,
    interestPaymentFrequency: 'Monthly',
    statementMethod: 'Online',
    noticePeriodDays: null,
    companyName,
    dateOpened,
    dateClosed: null,
    maturityDate: null,
    nominatedAccountNumber: `6${number.slice(1)}`,
    nominatedSortCode: '20-45-77',
  };
}

export const SEED_PERSONS: readonly SeedPerson[] = [
  // --- The first three demo customers (unchanged since the first seed) ---
  {
    personId: 'CU100001',
    firstName: 'Alex',
    lastName: 'Saver',
    dateOfBirth: '1984-07-19',
    postcode: 'LS1 4DT',
    mobile: '07700 900123',
    email: 'alex.saver@example.com',
    credentials: { username: 'demo.saver', password: 'Demo-Password-2026', memorableNumber: '482916' },
    details: {
      title: 'Mr',
      homeNumber: '0113 496 0123',
      workNumber: '0113 496 0999',
      address: {
        BuildingNumber: '14',
        AddressLine1: 'Albion Place',
        AddressLine2: 'City Centre',
        PostTown: 'LEEDS',
        County: 'West Yorkshire',
        PostCode: 'LS1 4DT',
      },
      correspondenceAddress: {
        BuildingName: 'Unit 4',
        AddressLine1: 'Wharf Court',
        AddressLine2: 'Holbeck',
        PostTown: 'LEEDS',
        County: 'West Yorkshire',
        PostCode: 'LS11 5PZ',
      },
    },
    accounts: [
      {
        key: 'ACC-30187452',
        name: 'Easy Access Saver',
        number: '30187452',
        sortCode: BANK_SORT_CODE,
        balancePence: 1_234_567,
        interestRate: '3.75',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: EASY_ACCESS_SUPPORTS,
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Alex Saver',
        dateOpened: '2021-03-15',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '73412345',
        nominatedSortCode: '20-32-53',
        history: {
          pending: [{ description: 'Withdrawal to nominated account', amountPence: -15_000 }],
          documents: ['Statement', 'TaxCertificate', 'Letter'],
        },
      },
      {
        key: 'ACC-30219864',
        name: '95 Day Notice Account',
        number: '30219864',
        sortCode: BANK_SORT_CODE,
        balancePence: 2_500_000,
        interestRate: '4.15',
        status: 'Active',
        brandProductType: 'NOTICE_ACCOUNT',
        supports: NOTICE_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Post',
        noticePeriodDays: 95,
        companyName: 'Alex Saver',
        dateOpened: '2023-09-01',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '73412345',
        nominatedSortCode: '20-32-53',
        history: {
          pending: [
            {
              description: 'Notice of withdrawal to nominated account',
              amountPence: -300_000,
              cancellable: true,
            },
          ],
          documents: ['Statement', 'TaxCertificate'],
        },
      },
      {
        key: 'ACC-30456021',
        name: '2 Year Fixed Rate Bond',
        number: '30456021',
        sortCode: BANK_SORT_CODE,
        balancePence: 5_000_010,
        interestRate: '4.40',
        status: 'Active',
        brandProductType: 'FIXED_TERM',
        supports: FIXED_TERM_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Saver & Co Ltd',
        dateOpened: '2025-06-02',
        dateClosed: null,
        maturityDate: '2027-06-02',
        nominatedAccountNumber: '55119034',
        nominatedSortCode: '30-94-21',
        history: { documents: ['Statement'] },
      },
    ],
  },
  {
    personId: 'CU100002',
    firstName: 'Sam',
    lastName: 'Single',
    dateOfBirth: '1991-02-03',
    postcode: 'M4 1HN',
    mobile: '07700 900234',
    email: 'sam.single@example.com',
    credentials: { username: 'sam.single', password: 'Single-Password-2026', memorableNumber: '735104' },
    accounts: [
      {
        key: 'ACC-31550938',
        name: 'Easy Access Saver',
        number: '31550938',
        sortCode: BANK_SORT_CODE,
        balancePence: 84_205,
        interestRate: '3.75',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: EASY_ACCESS_SUPPORTS,
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Sam Single',
        dateOpened: '2024-11-04',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '60221187',
        nominatedSortCode: '07-04-36',
        history: { documents: ['Statement'] },
      },
    ],
  },
  {
    personId: 'CU100003',
    firstName: 'Bella',
    lastName: 'Blocked',
    dateOfBirth: '1975-11-30',
    postcode: 'B3 2PJ',
    mobile: '07700 900345',
    email: 'bella.blocked@example.com',
    credentials: {
      username: 'bella.blocked',
      password: 'Blocked-Password-2026',
      memorableNumber: '159260',
      credentialStatus: 'Blocked',
    },
    accounts: [
      {
        key: 'ACC-32007716',
        name: '95 Day Notice Account',
        number: '32007716',
        sortCode: BANK_SORT_CODE,
        balancePence: 1_050_000,
        interestRate: '4.15',
        status: 'Active',
        brandProductType: 'NOTICE_ACCOUNT',
        supports: NOTICE_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Post',
        noticePeriodDays: 95,
        companyName: 'Bella Blocked',
        dateOpened: '2022-05-20',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '41870032',
        nominatedSortCode: '09-01-28',
      },
    ],
  },

  // --- Sign-in statuses ---
  {
    personId: 'CU100004',
    firstName: 'Cara',
    lastName: 'Credential',
    dateOfBirth: '1980-03-14',
    postcode: 'BS1 5TR',
    mobile: '07700 900404',
    email: 'cara.credential@example.com',
    credentials: {
      username: 'cara.credential',
      password: 'Credential-Password-2026',
      memorableNumber: '261837',
      credentialBlocked: true,
    },
    accounts: [easyAccess('32118804', 'Cara Credential', 310_250, '2020-02-11')],
  },
  {
    personId: 'CU100005',
    firstName: 'Ian',
    lastName: 'Inactive',
    dateOfBirth: '1969-08-22',
    postcode: 'CF10 1EP',
    mobile: '07700 900405',
    email: 'ian.inactive@example.com',
    credentials: {
      username: 'ian.inactive',
      password: 'Inactive-Password-2026',
      memorableNumber: '374951',
      credentialStatus: 'Inactive',
    },
    accounts: [easyAccess('32229915', 'Ian Inactive', 1_500, '2015-06-01')],
  },
  {
    personId: 'CU100006',
    firstName: 'Nina',
    lastName: 'Nonsignatory',
    dateOfBirth: '1993-12-05',
    postcode: 'NG1 5FS',
    mobile: '07700 900406',
    email: 'nina.nonsignatory@example.com',
    credentials: {
      username: 'nina.nonsignatory',
      password: 'Nonsignatory-Password-2026',
      memorableNumber: '508263',
    },
    accounts: [easyAccess('32330026', 'Hartley Cricket Club', 452_000, '2019-04-23')],
    role: 'NonSignatory',
  },
  {
    personId: 'CU100007',
    firstName: 'Ava',
    lastName: 'Activate',
    dateOfBirth: '1999-06-30',
    postcode: 'L1 8JQ',
    mobile: '07700 900407',
    email: 'ava.activate@example.com',
    credentials: {
      username: 'ava.activate',
      password: 'Activate-Password-2026',
      memorableNumber: '619274',
      requiresActivation: true,
    },
    accounts: [easyAccess('32441137', 'Ava Activate', 75_000, '2026-01-12')],
  },
  {
    personId: 'CU100045',
    firstName: 'Mel',
    lastName: 'Memorable',
    dateOfBirth: '1977-02-19',
    postcode: 'YO1 7HH',
    mobile: '07700 900445',
    email: 'mel.memorable@example.com',
    credentials: {
      username: 'mel.memorable',
      password: 'Memorable-Password-2026',
      memorableNumber: '947261',
      memorableNumberBlocked: true,
    },
    accounts: [easyAccess('32447716', 'Mel Memorable', 128_000, '2018-10-02')],
  },

  // --- Forgotten username and password, two-factor destinations ---
  {
    personId: 'CU100008',
    firstName: 'Fred',
    lastName: 'Forgetful',
    dateOfBirth: '1958-01-09',
    postcode: 'EX1 1HS',
    mobile: '07700 900408',
    email: 'fred.forgetful@example.com',
    credentials: {
      username: 'fred.forgetful',
      password: 'Forgetful-Password-2026',
      memorableNumber: '730485',
    },
    accounts: [easyAccess('32552248', 'Fred Forgetful', 2_018_833, '2012-09-17')],
  },
  {
    personId: 'CU100009',
    firstName: 'Fay',
    lastName: 'Forgetful',
    dateOfBirth: '1962-10-17',
    postcode: 'EX4 3SR',
    mobile: '07700 900409',
    email: 'fay.forgetful@example.com',
    credentials: {
      username: 'fay.forgetful',
      password: 'Forgetful-Password-2027',
      memorableNumber: '947261',
    },
    accounts: [easyAccess('32552259', 'Fay Forgetful', 987_654, '2014-03-03')],
  },
  {
    personId: 'CU100010',
    firstName: 'Nora',
    lastName: 'Nophone',
    dateOfBirth: '1947-05-27',
    postcode: 'YO1 7HH',
    mobile: null,
    email: null,
    credentials: { username: 'nora.nophone', password: 'Nophone-Password-2026', memorableNumber: '841596' },
    accounts: [easyAccess('32663359', 'Nora Nophone', 5_600_000, '2001-11-30')],
  },
  {
    personId: 'CU100011',
    firstName: 'Dan',
    lastName: 'Down',
    dateOfBirth: '1986-09-03',
    postcode: 'NE1 4ST',
    mobile: '07700 900411',
    email: 'dan.down@example.com',
    simulate: 'DestinationsUnavailable',
    credentials: { username: 'dan.down', password: 'Down-Password-2026', memorableNumber: '952607' },
    accounts: [easyAccess('32774460', 'Dan Down', 12_345, '2023-05-05')],
  },

  // --- Change of security details (signed in, under two-factor) ---
  {
    personId: 'CU100012',
    firstName: 'Chris',
    lastName: 'Change',
    dateOfBirth: '1990-04-18',
    postcode: 'OX1 2JD',
    mobile: '07700 900412',
    email: 'chris.change@example.com',
    credentials: { username: 'chris.change', password: 'Change-Password-2026', memorableNumber: '163728' },
    accounts: [easyAccess('32885571', 'Chris Change', 640_000, '2018-08-08')],
  },
  {
    personId: 'CU100013',
    firstName: 'Cleo',
    lastName: 'Change',
    dateOfBirth: '1995-11-11',
    postcode: 'CB2 1TN',
    mobile: '07700 900413',
    email: 'cleo.change@example.com',
    credentials: { username: 'cleo.change', password: 'Change-Password-2027', memorableNumber: '274839' },
    accounts: [easyAccess('32885582', 'Cleo Change', 88_000, '2021-10-10')],
  },
  {
    personId: 'CU100014',
    firstName: 'Cole',
    lastName: 'Changeblocked',
    dateOfBirth: '1977-02-28',
    postcode: 'SO14 7DU',
    mobile: '07700 900414',
    email: 'cole.changeblocked@example.com',
    simulate: 'ChangeBlocked',
    credentials: {
      username: 'cole.changeblocked',
      password: 'Changeblocked-Password-2026',
      memorableNumber: '385940',
    },
    accounts: [easyAccess('32996682', 'Cole Changeblocked', 250_000, '2016-07-14')],
  },
  {
    personId: 'CU100015',
    firstName: 'Nia',
    lastName: 'Noregistered',
    dateOfBirth: '1983-07-07',
    postcode: 'PL1 2AA',
    mobile: '07700 900415',
    email: 'nia.noregistered@example.com',
    simulate: 'ChangeNoRegistered',
    credentials: {
      username: 'nia.noregistered',
      password: 'Noregistered-Password-2026',
      memorableNumber: '496051',
    },
    accounts: [easyAccess('33007793', 'Nia Noregistered', 33_300, '2022-12-01')],
  },

  // --- Registration: people the bank knows who have no online banking yet ---
  {
    personId: 'CU100016',
    firstName: 'Rita',
    lastName: 'Register',
    dateOfBirth: '1988-04-12',
    postcode: 'EH1 1YZ',
    mobile: '07700 900416',
    email: 'rita.register@example.com',
    accounts: [easyAccess('30999001', 'Rita Register', 1_200_000, '2025-09-30')],
  },
  {
    personId: 'CU100017',
    firstName: 'Rob',
    lastName: 'Register',
    dateOfBirth: '1979-09-25',
    postcode: 'G1 1XQ',
    mobile: '07700 900417',
    email: 'rob.register@example.com',
    accounts: [easyAccess('31000002', 'Rob Register', 300_000, '2025-10-06')],
  },
  {
    personId: 'CU100018',
    firstName: 'Ruth',
    lastName: 'Register',
    dateOfBirth: '2001-01-31',
    postcode: 'AB10 1YP',
    mobile: '07700 900418',
    email: 'ruth.register@example.com',
    accounts: [easyAccess('31000013', 'Ruth Register', 50_000, '2026-02-02')],
  },
  {
    personId: 'CU100019',
    firstName: 'Theo',
    lastName: 'Thirdparty',
    dateOfBirth: '1987-12-24',
    postcode: 'EH1 1YZ',
    mobile: '07700 900419',
    email: 'theo.thirdparty@example.com',
    accounts: [],
    holdings: [{ accountNumber: '30999001', role: 'NonSignatory' }],
  },
  {
    personId: 'CU100020',
    firstName: 'Ned',
    lastName: 'Notallowed',
    dateOfBirth: '1972-06-15',
    postcode: 'DH1 3HP',
    mobile: '07700 900420',
    email: 'ned.notallowed@example.com',
    onlineAccess: 'NotAllowed',
    accounts: [easyAccess('31000024', 'Ned Notallowed', 700_000, '2010-01-04')],
  },
  {
    personId: 'CU100021',
    firstName: 'Barry',
    lastName: 'Barred',
    dateOfBirth: '1966-03-03',
    postcode: 'LE1 5WW',
    mobile: '07700 900421',
    email: 'barry.barred@example.com',
    onlineAccess: 'Blocked',
    accounts: [easyAccess('31000035', 'Barry Barred', 1_000, '2017-03-17')],
  },
  {
    personId: 'CU100022',
    firstName: 'Ada',
    lastName: 'Activation',
    dateOfBirth: '1994-08-08',
    postcode: 'BN1 1EE',
    mobile: '07700 900422',
    email: 'ada.activation@example.com',
    accounts: [easyAccess('31000046', 'Ada Activation', 220_000, '2025-04-04')],
    activationCode: { code: 'K7M4Q2XP', issuedDaysAgo: 2 },
    identityFailures: 5,
  },
  {
    personId: 'CU100023',
    firstName: 'Eddie',
    lastName: 'Expired',
    dateOfBirth: '1960-10-10',
    postcode: 'PO1 2DD',
    mobile: '07700 900423',
    email: 'eddie.expired@example.com',
    accounts: [easyAccess('31000057', 'Eddie Expired', 410_000, '2024-12-12')],
    activationCode: { code: 'W3R8T6YN', issuedDaysAgo: 45 },
    identityFailures: 5,
  },
  {
    personId: 'CU100024',
    firstName: 'Lou',
    lastName: 'Lockout',
    dateOfBirth: '1985-05-05',
    postcode: 'CH1 2HS',
    mobile: '07700 900424',
    email: 'lou.lockout@example.com',
    accounts: [easyAccess('31000068', 'Lou Lockout', 95_000, '2025-07-07')],
  },
  {
    personId: 'CU100025',
    firstName: 'Uma',
    lastName: 'Unsuccessful',
    dateOfBirth: '1992-02-14',
    postcode: 'WR1 2NA',
    mobile: '07700 900425',
    email: 'uma.unsuccessful@example.com',
    simulate: 'SetupUnsuccessful',
    accounts: [easyAccess('31000079', 'Uma Unsuccessful', 60_000, '2025-11-11')],
  },
  {
    personId: 'CU100026',
    firstName: 'Seth',
    lastName: 'Setupblocked',
    dateOfBirth: '1970-12-01',
    postcode: 'HR1 2PJ',
    mobile: '07700 900426',
    email: 'seth.setupblocked@example.com',
    simulate: 'SetupBlocked',
    accounts: [easyAccess('31000080', 'Seth Setupblocked', 80_000, '2025-08-18')],
  },

  // --- The signed-in account area (spec 2): many accounts, full personal details, no accounts ---
  {
    personId: 'CU100031',
    firstName: 'Maya',
    lastName: 'Many',
    dateOfBirth: '1978-03-09',
    postcode: 'BA1 1LN',
    mobile: '07700 900431',
    email: 'maya.many@example.com',
    credentials: { username: 'maya.many', password: 'Many-Password-2026', memorableNumber: '628417' },
    details: {
      title: 'Mrs',
      middleName: 'Rose',
      homeNumber: '01225 496 011',
      workNumber: '01225 496 500',
      address: {
        BuildingNumber: '11',
        AddressLine1: 'Milsom Street',
        PostTown: 'BATH',
        County: 'Somerset',
        PostCode: 'BA1 1LN',
      },
    },
    accounts: [
      {
        key: 'ACC-34000011',
        name: 'Everyday Saver',
        number: '34000011',
        sortCode: BANK_SORT_CODE,
        balancePence: 842_619,
        interestRate: '3.60',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: ['NominatedAccount', 'MakeWithdrawal', 'SendMessage', 'StatementOptions'],
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Maya Many',
        dateOpened: '2020-02-17',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '12345678',
        nominatedSortCode: '20-00-00',
        history: {
          todayAndYesterday: true,
          pending: [
            { description: 'Withdrawal to nominated account', amountPence: -25_000 },
            { description: 'Withdrawal to nominated account', amountPence: -7_550 },
          ],
          documents: ['Statement', 'TaxCertificate', 'Letter'],
        },
      },
      {
        key: 'ACC-34000022',
        name: '30 Day Notice Account',
        number: '34000022',
        sortCode: BANK_SORT_CODE,
        balancePence: 4_250_000,
        interestRate: '4.05',
        status: 'Active',
        brandProductType: 'NOTICE_ACCOUNT',
        supports: ['NominatedAccount', 'NoticeOfWithdrawal', 'OrganisationDetails', 'SendMessage'],
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: 30,
        companyName: 'Many Hands Ltd',
        dateOpened: '2022-03-09',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '41002233',
        nominatedSortCode: '60-16-13',
        history: {
          pending: [
            {
              description: 'Notice of withdrawal to nominated account',
              amountPence: -500_000,
              cancellable: true,
            },
          ],
          documents: ['Statement'],
        },
      },
      {
        key: 'ACC-34000033',
        name: '1 Year Fixed Rate Bond',
        number: '34000033',
        sortCode: BANK_SORT_CODE,
        balancePence: 1_042_000,
        interestRate: '4.20',
        status: 'Active',
        brandProductType: 'FIXED_TERM',
        supports: ['NominatedAccount', 'SendMessage', 'StatementOptions'],
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Maya Many',
        dateOpened: '',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '12345678',
        nominatedSortCode: '20-00-00',
        relative: { maturesInDays: 0, termMonths: 12 },
        history: { documents: ['Statement'] },
      },
      {
        key: 'ACC-34000044',
        name: '18 Month Fixed Rate Bond',
        number: '34000044',
        sortCode: BANK_SORT_CODE,
        balancePence: 7_500_000,
        interestRate: '4.35',
        status: 'Active',
        brandProductType: 'FIXED_TERM',
        supports: FIXED_TERM_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Many Hands Ltd',
        dateOpened: '',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '41002233',
        nominatedSortCode: '60-16-13',
        relative: { maturesInDays: 10, termMonths: 18 },
        history: { documents: ['Statement'] },
      },
      {
        key: 'ACC-34000055',
        name: '3 Year Fixed Rate Bond',
        number: '34000055',
        sortCode: BANK_SORT_CODE,
        balancePence: 12_000_000,
        interestRate: '4.50',
        status: 'Active',
        brandProductType: 'FIXED_TERM',
        supports: FIXED_TERM_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Post',
        noticePeriodDays: null,
        companyName: 'Many Hands Ltd',
        dateOpened: '',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '41002233',
        nominatedSortCode: '60-16-13',
        relative: { maturesInMonths: 24, termMonths: 36 },
        history: { documents: ['Statement'] },
      },
      {
        key: 'ACC-34000066',
        name: 'Easy Access Saver',
        number: '34000066',
        sortCode: BANK_SORT_CODE,
        balancePence: 0,
        interestRate: '2.50',
        status: 'Closed',
        brandProductType: 'EASY_ACCESS',
        supports: [],
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Post',
        noticePeriodDays: null,
        companyName: 'Old Mill Trust',
        dateOpened: '2019-05-01',
        dateClosed: '2024-08-30',
        maturityDate: null,
        nominatedAccountNumber: '70112358',
        nominatedSortCode: '40-47-84',
        history: { documents: ['Statement', 'TaxCertificate', 'Letter'] },
      },
      {
        key: 'ACC-34000077',
        name: 'Business Loan',
        number: '34000077',
        sortCode: BANK_SORT_CODE,
        balancePence: -4_500_000,
        interestRate: '6.90',
        status: 'Active',
        brandProductType: 'EASY_ACCESS', // required by the column's CHECK; answered as null (not a savings product)
        productType: 'Loan',
        supports: [],
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Post',
        noticePeriodDays: null,
        companyName: 'Many Hands Ltd',
        dateOpened: '2024-01-15',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: null,
        nominatedSortCode: null,
      },
      {
        key: 'ACC-34000088',
        name: 'Rainy Day Saver',
        number: '34000088',
        sortCode: BANK_SORT_CODE,
        balancePence: 215_000,
        interestRate: '3.25',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: ['NominatedAccount', 'MakeWithdrawal', 'SendMessage', 'StatementOptions'],
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Maya Many',
        dateOpened: '',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '12345678',
        nominatedSortCode: '20-00-00',
        relative: { openedMonthsAgo: 64 },
        history: { quietDays: 45, documents: ['Statement'] },
      },
    ],
  },
  {
    personId: 'CU100032',
    firstName: 'Pip',
    lastName: 'Personal',
    dateOfBirth: '1989-06-21',
    postcode: 'CT1 2EH',
    mobile: '07700 900432',
    email: 'pip.personal@example.com',
    credentials: { username: 'pip.personal', password: 'Personal-Password-2026', memorableNumber: '517396' },
    details: {
      title: 'Ms',
      middleName: 'Jane',
      homeNumber: '01227 496 032',
      workNumber: '020 7946 0321',
      address: {
        BuildingNumber: '52',
        AddressLine1: 'Palace Street',
        PostTown: 'CANTERBURY',
        County: 'Kent',
        PostCode: 'CT1 2EH',
      },
      correspondenceAddress: {
        BuildingName: 'Stoneybrae Farm',
        AddressLine1: 'Keiss',
        PostTown: 'WICK',
        County: 'Caithness',
        PostCode: 'KW1 4YT',
      },
      contactOptions: {
        Email: true,
        Mobile: true,
        TextMessage: false,
        Post: true,
        OffersFromTheBank: false,
        OffersFromSelectedPartners: false,
      },
    },
    accounts: [
      {
        ...easyAccess('34100011', 'Pip Personal', 356_078, '2022-08-01'),
        nominatedAccountNumber: '30901234',
        nominatedSortCode: '11-22-33',
        history: { documents: ['Statement'] },
      },
    ],
  },
  {
    personId: 'CU100033',
    firstName: 'Ezra',
    lastName: 'Empty',
    dateOfBirth: '1996-10-02',
    postcode: 'IV2 3HH',
    mobile: '07700 900433',
    email: 'ezra.empty@example.com',
    credentials: { username: 'ezra.empty', password: 'Empty-Password-2026', memorableNumber: '846203' },
    details: {
      title: 'Mr',
      address: {
        BuildingNumber: '80',
        AddressLine1: 'Old Edinburgh Road',
        PostTown: 'INVERNESS',
        County: 'Inverness-shire',
        PostCode: 'IV2 3HH',
      },
    },
    accounts: [],
  },

  // --- Money movements (spec 3): withdrawals, notices, card payments ---
  {
    personId: 'CU100034',
    firstName: 'Wes',
    lastName: 'Withdraw',
    dateOfBirth: '1983-05-19',
    postcode: 'OX1 2JD',
    mobile: '07700 900434',
    email: 'wes.withdraw@example.com',
    credentials: { username: 'wes.withdraw', password: 'Withdraw-Password-2026', memorableNumber: '319572' },
    accounts: [
      {
        key: 'ACC-35000011',
        name: 'Easy Access Saver',
        number: '35000011',
        sortCode: BANK_SORT_CODE,
        balancePence: 525_000,
        interestRate: '3.75',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: EASY_ACCESS_SUPPORTS,
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Wes Withdraw',
        dateOpened: '2022-04-11',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '53811234',
        nominatedSortCode: '20-71-64',
        nominatedAccountName: 'Mr W Withdraw',
        history: { documents: ['Statement'] },
      },
      {
        key: 'ACC-35000022',
        name: 'Online Saver',
        number: '35000022',
        sortCode: BANK_SORT_CODE,
        balancePence: 2_000_000,
        // An online limit below the balance: 'Please enter an amount less than available balance' above £2,500.
        remainingAllowancePence: 250_000,
        interestRate: '3.90',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: EASY_ACCESS_SUPPORTS,
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Wes Withdraw',
        dateOpened: '2024-02-19',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '53811234',
        nominatedSortCode: '20-71-64',
        nominatedAccountName: 'Mr W Withdraw',
        history: { documents: ['Statement'] },
      },
    ],
  },
  {
    personId: 'CU100035',
    firstName: 'Nora',
    lastName: 'Notice',
    dateOfBirth: '1971-09-08',
    postcode: 'NG1 5FS',
    mobile: '07700 900435',
    email: 'nora.notice@example.com',
    credentials: { username: 'nora.notice', password: 'Notice-Password-2026', memorableNumber: '605183' },
    accounts: [
      {
        key: 'ACC-35100011',
        name: '35 Day Notice Account',
        number: '35100011',
        sortCode: BANK_SORT_CODE,
        balancePence: 1_500_000,
        interestRate: '4.00',
        status: 'Active',
        brandProductType: 'NOTICE_ACCOUNT',
        supports: NOTICE_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: 35,
        companyName: 'Nora Notice',
        dateOpened: '2021-06-07',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '48207715',
        nominatedSortCode: '30-12-80',
        nominatedAccountName: 'Mrs N Notice',
        history: {
          pending: [
            {
              description: 'Notice of withdrawal to nominated account',
              amountPence: -120_000,
              inDays: 20,
              cancellable: true,
              reference: 'CAR REPAIRS',
            },
          ],
          documents: ['Statement'],
        },
      },
      {
        key: 'ACC-35100022',
        name: '95 Day Notice Account',
        number: '35100022',
        sortCode: BANK_SORT_CODE,
        balancePence: 6_000_000,
        interestRate: '4.15',
        status: 'Active',
        brandProductType: 'NOTICE_ACCOUNT',
        supports: NOTICE_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Post',
        noticePeriodDays: 95,
        companyName: 'Nora Notice',
        dateOpened: '2020-10-12',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '48207715',
        nominatedSortCode: '30-12-80',
        nominatedAccountName: 'Mrs N Notice',
        history: {
          pending: [
            {
              description: 'Notice of withdrawal to nominated account',
              amountPence: -1_000_000,
              inDays: 40,
              cancellable: false,
              reference: 'HOUSE DEPOSIT',
            },
          ],
          documents: ['Statement'],
        },
      },
    ],
  },
  {
    personId: 'CU100036',
    firstName: 'Carl',
    lastName: 'Card',
    dateOfBirth: '1988-02-26',
    postcode: 'CF10 1EP',
    mobile: '07700 900436',
    email: 'carl.card@example.com',
    credentials: { username: 'carl.card', password: 'Card-Password-2026', memorableNumber: '730196' },
    accounts: [
      {
        key: 'ACC-35200011',
        name: 'Easy Access Saver',
        number: '35200011',
        sortCode: BANK_SORT_CODE,
        balancePence: 100_000,
        interestRate: '3.75',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: EASY_ACCESS_SUPPORTS,
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Carl Card',
        dateOpened: '2025-01-20',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '71550931',
        nominatedSortCode: '40-47-84',
        history: { documents: ['Statement'] },
      },
      {
        key: 'ACC-35200022',
        name: 'Car Loan',
        number: '35200022',
        sortCode: BANK_SORT_CODE,
        balancePence: -750_000,
        interestRate: '7.90',
        status: 'Active',
        brandProductType: 'EASY_ACCESS', // required by the column's CHECK; answered as null (not a savings product)
        productType: 'Loan',
        supports: ['PayByCard'],
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Post',
        noticePeriodDays: null,
        companyName: 'Carl Card',
        dateOpened: '2025-03-03',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: null,
        nominatedSortCode: null,
      },
    ],
  },
  // --- Secure messaging (spec 3; conversations in seed-messaging.ts) ---
  {
    personId: 'CU100037',
    firstName: 'Mia',
    lastName: 'Messages',
    dateOfBirth: '1990-10-14',
    postcode: 'BS1 4DJ',
    mobile: '07700 900437',
    email: 'mia.messages@example.com',
    credentials: { username: 'mia.messages', password: 'Messages-Password-2026', memorableNumber: '274085' },
    accounts: [
      {
        key: 'ACC-35300011',
        name: 'Easy Access Saver',
        number: '35300011',
        sortCode: BANK_SORT_CODE,
        balancePence: 420_000,
        interestRate: '3.75',
        status: 'Active',
        brandProductType: 'EASY_ACCESS',
        supports: EASY_ACCESS_SUPPORTS,
        interestPaymentFrequency: 'Monthly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Mia Messages',
        dateOpened: '2024-06-03',
        dateClosed: null,
        maturityDate: null,
        nominatedAccountNumber: '72294410',
        nominatedSortCode: '30-94-21',
      },
      {
        key: 'ACC-35300022',
        name: '1 Year Fixed Rate Bond',
        number: '35300022',
        sortCode: BANK_SORT_CODE,
        balancePence: 0,
        interestRate: '4.50',
        status: 'Closed',
        brandProductType: 'FIXED_TERM',
        supports: FIXED_TERM_SUPPORTS,
        interestPaymentFrequency: 'Yearly',
        statementMethod: 'Online',
        noticePeriodDays: null,
        companyName: 'Mia Messages',
        dateOpened: '2023-05-02',
        dateClosed: '2024-05-02',
        maturityDate: '2024-05-02',
        nominatedAccountNumber: '72294410',
        nominatedSortCode: '30-94-21',
      },
    ],
  },
  // --- Short application (spec 3; products and limits in seed-short-apply.ts) ---
  {
    personId: 'CU100041',
    firstName: 'Olive',
    lastName: 'Apply',
    dateOfBirth: '1984-03-22',
    postcode: 'YO1 7HH',
    mobile: '07700 900441',
    email: 'olive.apply@example.com',
    credentials: { username: 'olive.apply', password: 'Olive-Password-2026', memorableNumber: '518203' },
    details: {
      title: 'Mrs',
      address: {
        BuildingNumber: '9',
        AddressLine1: 'Stonegate',
        PostTown: 'YORK',
        County: 'North Yorkshire',
        PostCode: 'YO1 8AS',
      },
    },
    accounts: [],
  },
  {
    personId: 'CU100042',
    firstName: 'Sam',
    lastName: 'Apply',
    dateOfBirth: '1979-11-05',
    postcode: 'CF10 1EP',
    mobile: '07700 900442',
    email: 'sam.apply@example.com',
    credentials: { username: 'sam.apply', password: 'Several-Password-2026', memorableNumber: '906417' },
    details: {
      title: 'Mr',
      address: {
        BuildingNumber: '21',
        AddressLine1: 'Cathedral Road',
        PostTown: 'CARDIFF',
        County: 'South Glamorgan',
        PostCode: 'CF11 9HA',
      },
    },
    accounts: [],
  },
  {
    personId: 'CU100043',
    firstName: 'Nina',
    lastName: 'Apply',
    dateOfBirth: '1995-07-30',
    postcode: 'NE1 3JF',
    mobile: '07700 900443',
    email: 'nina.apply@example.com',
    credentials: { username: 'nina.apply', password: 'Nina-Password-2026', memorableNumber: '247613' },
    accounts: [],
  },
  {
    personId: 'CU100044',
    firstName: 'Zed',
    lastName: 'Apply',
    dateOfBirth: '1969-01-17',
    postcode: 'PL1 2AA',
    mobile: '07700 900444',
    email: 'zed.apply@example.com',
    credentials: { username: 'zed.apply', password: 'Limit-Password-2026', memorableNumber: '681530' },
    accounts: [],
  },

  // --- Managed content (decision 035): a content editor (cms_editors, migration 008), no accounts ---
  {
    personId: 'CU100090',
    firstName: 'Edna',
    lastName: 'Editor',
    dateOfBirth: '1975-02-14',
    postcode: 'LS1 4DT',
    mobile: '07700 900490',
    email: 'edna.editor@example.com',
    credentials: { username: 'edna.editor', password: 'Editor-Password-2026', memorableNumber: '924681' },
    accounts: [],
  },
  // --- The large-data customer: 200 accounts, one with 20,000 transactions (seed-large-customer.ts) ---
  largePerson(
    { easyAccess: EASY_ACCESS_SUPPORTS, notice: NOTICE_SUPPORTS, fixedTerm: FIXED_TERM_SUPPORTS },
    BANK_SORT_CODE,
  ),
];

export const SEED_CUSTOMERS: readonly SeedCustomer[] = SEED_PERSONS.flatMap((person) =>
  person.credentials
    ? [
        {
          userId: person.personId,
          username: person.credentials.username,
          password: person.credentials.password,
          memorableNumber: person.credentials.memorableNumber,
          name: `${person.firstName} ${person.lastName}`,
          email: person.email,
          credentialStatus: person.credentials.credentialStatus ?? 'Active',
          accounts: person.accounts,
        },
      ]
    : [],
);

export const SEED_ORGANISATIONS: readonly SeedOrganisation[] = [
  {
    customerId: 'C200001',
    fullName: 'Alex Saver',
    street: '14 Albion Place',
    district: 'City Centre',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS1 4DT',
    landline: '0113 496 0123',
    mobile: '07700 900123',
    email: 'alex.saver@example.com',
    marketing: { email: true, telephone: false, post: true },
    members: ['CU100001'],
  },
  {
    customerId: 'C200002',
    fullName: 'Saver & Co Ltd',
    street: 'Unit 4, Wharf Court',
    district: 'Holbeck',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS11 5PZ',
    landline: '0113 496 0456',
    mobile: null,
    email: 'accounts@saverandco.example.com',
    marketing: null,
    members: ['CU100001'],
  },
  {
    customerId: 'C200003',
    fullName: 'Sam Single',
    street: '3 Tib Street',
    district: 'Northern Quarter',
    town: 'Manchester',
    county: 'Greater Manchester',
    postcode: 'M4 1HN',
    landline: null,
    mobile: '07700 900234',
    email: 'sam.single@example.com',
    marketing: { email: false, telephone: false, post: false },
    members: ['CU100002'],
  },
  {
    customerId: 'C200031',
    fullName: 'Maya Many',
    street: '11 Milsom Street',
    district: null,
    town: 'Bath',
    county: 'Somerset',
    postcode: 'BA1 1LN',
    landline: '01225 496 011',
    mobile: '07700 900431',
    email: 'maya.many@example.com',
    marketing: { email: true, telephone: true, post: false },
    members: ['CU100031'],
  },
  {
    customerId: 'C200032',
    fullName: 'Many Hands Ltd',
    street: '13 Milsom Street',
    district: null,
    town: 'Bath',
    county: 'Somerset',
    postcode: 'BA1 1LN',
    landline: '01225 496 500',
    mobile: null,
    email: 'office@manyhands.example.com',
    marketing: { email: false, telephone: false, post: true },
    members: ['CU100031'],
  },
  {
    customerId: 'C200033',
    fullName: 'Old Mill Trust',
    street: '17 Milsom Street',
    district: null,
    town: 'Bath',
    county: 'Somerset',
    postcode: 'BA1 1LN',
    landline: null,
    mobile: null,
    email: 'trustees@oldmill.example.com',
    marketing: null,
    members: ['CU100031'],
  },
  {
    customerId: 'C200034',
    fullName: 'Pip Personal',
    street: '52 Palace Street',
    district: null,
    town: 'Canterbury',
    county: 'Kent',
    postcode: 'CT1 2EH',
    landline: '01227 496 032',
    mobile: '07700 900432',
    email: 'pip.personal@example.com',
    marketing: { email: true, telephone: false, post: true },
    members: ['CU100032'],
  },
  {
    customerId: 'C200041',
    fullName: 'Olive Grove Bakery Ltd',
    street: '9 Stonegate',
    district: null,
    town: 'York',
    county: 'North Yorkshire',
    postcode: 'YO1 8AS',
    registered: {
      street: 'Unit 2, Clifton Moor Business Village',
      district: 'Clifton Moor',
      town: 'York',
      county: 'North Yorkshire',
      postcode: 'YO30 4XG',
    },
    landline: '01904 496 041',
    mobile: '07700 900441',
    email: 'hello@olivegrovebakery.example.com',
    marketing: { email: true, telephone: false, post: false },
    members: ['CU100041'],
  },
  {
    customerId: 'C200042',
    fullName: 'Harbour Lights Ltd',
    street: '5 Mount Stuart Square',
    district: 'Butetown',
    town: 'Cardiff',
    county: 'South Glamorgan',
    postcode: 'CF10 5EE',
    landline: '029 2049 6042',
    mobile: null,
    email: 'accounts@harbourlights.example.com',
    marketing: null,
    members: ['CU100042'],
  },
  {
    customerId: 'C200043',
    fullName: 'Harbour Lights Property LLP',
    street: '5 Mount Stuart Square',
    district: 'Butetown',
    town: 'Cardiff',
    county: 'South Glamorgan',
    postcode: 'CF10 5EE',
    registered: {
      street: '1 Capital Quarter, Tyndall Street',
      district: null,
      town: 'Cardiff',
      county: 'South Glamorgan',
      postcode: 'CF10 4BZ',
    },
    landline: '029 2049 6043',
    mobile: null,
    email: 'property@harbourlights.example.com',
    marketing: { email: false, telephone: false, post: true },
    members: ['CU100042'],
  },
  {
    customerId: 'C200044',
    fullName: 'Apply Sailing Club',
    street: 'The Boathouse, Cardiff Bay Barrage',
    district: 'Penarth',
    town: 'Cardiff',
    county: 'South Glamorgan',
    postcode: 'CF64 1TT',
    landline: null,
    mobile: '07700 900442',
    email: 'treasurer@applysailing.example.com',
    marketing: { email: true, telephone: true, post: true },
    members: ['CU100042'],
  },
  {
    customerId: 'C200045',
    fullName: 'Zenith Plumbing Ltd',
    street: '14 Royal Parade',
    district: null,
    town: 'Plymouth',
    county: 'Devon',
    postcode: 'PL1 1DS',
    landline: '01752 496 045',
    mobile: null,
    email: 'office@zenithplumbing.example.com',
    marketing: null,
    members: ['CU100044'],
  },
  ...LARGE_ORGANISATIONS,
];

/** Tokens in registration links (?token=...), for POST customccb/v1.0/token. */
export const SEED_ACCOUNT_TOKENS: ReadonlyArray<{ tokenId: string; accountNumber: string }> = [
  { tokenId: 'tok-30999001', accountNumber: '30999001' },
  { tokenId: 'tok-31000002', accountNumber: '31000002' },
];

const DAY = 24 * 60 * 60_000;

/** RemainingAllowance as seeded (SeedAccount.remainingAllowancePence), in the rule migration 004 applies. */
export function remainingAllowance(account: SeedAccount): number | null {
  if ((account.productType ?? 'Savings') !== 'Savings') return null;
  if (account.remainingAllowancePence !== undefined) return account.remainingAllowancePence;
  if (account.status !== 'Active' || account.brandProductType === 'FIXED_TERM') return 0;
  const held = (account.history?.pending ?? []).reduce(
    (sum, entry) => sum + Math.max(0, -entry.amountPence),
    0,
  );
  return Math.max(0, account.balancePence - held);
}

/** True on a new database, and on one seeded by an earlier version of this file. */
export function seedNeeded(db: DatabaseSync): boolean {
  const customers = Number((db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n);
  const seeded = Number(
    (db.prepare('SELECT max(version) AS v FROM seed_log').get() as { v: number | null }).v,
  );
  return customers === 0 || seeded < SEED_VERSION;
}

/**
 * Inserts the demo persons, their credentials, accounts, organisations and the rest. Idempotent: rows that already
 * exist (by id) are left alone, so running it twice, or on a database with some of them, changes nothing that is
 * there. The one exception fills in what an upgraded database lacks: a person made from an old customer row gets
 * the date of birth, postcode and phone number they never had.
 */
export async function seedDatabase(
  db: DatabaseSync,
  now: Date,
  persons: readonly SeedPerson[] = SEED_PERSONS,
) {
  // Hash first (async, slow by design), then write everything in one transaction.
  const prepared = await Promise.all(
    persons.map(async (person) => ({
      person,
      passwordHash: person.credentials ? await hashPassword(person.credentials.password) : undefined,
      memorableNumber: person.credentials
        ? sealMemorableNumber(person.credentials.memorableNumber)
        : undefined,
    })),
  );
  const insertPerson = db.prepare(
    `INSERT INTO persons
       (person_id, first_name, last_name, date_of_birth, postcode, mobile, email, online_access, simulate, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET
       date_of_birth = coalesce(persons.date_of_birth, excluded.date_of_birth),
       postcode = coalesce(persons.postcode, excluded.postcode),
       mobile = coalesce(persons.mobile, excluded.mobile),
       email = coalesce(persons.email, excluded.email)`,
  );
  const insertCustomer = db.prepare(
    `INSERT OR IGNORE INTO customers
       (user_id, username, name, email, password_hash, memorable_number, credential_status, failed_attempts,
        created_at, credential_blocked, requires_activation, memorable_number_blocked)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  );
  const insertAccount = db.prepare(
    `INSERT OR IGNORE INTO accounts
       (account_key, key_context, customer_id, account_name, account_number, sort_code, balance_pence, currency_code,
        interest_rate, account_status, product_type, brand_product_type, supports, interest_payment_frequency,
        statement_method, notice_period_days, company_name, date_opened, date_closed, maturity_date,
        nominated_account_number, nominated_sort_code, display_order, remaining_allowance_pence,
        nominated_account_name)
     VALUES (?, 'Savings', ?, ?, ?, ?, ?, 'GBP', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertHolder = db.prepare(
    `INSERT OR IGNORE INTO account_holders (account_key, person_id, role)
     SELECT account_key, ?, ? FROM accounts WHERE account_number = ?`,
  );
  const insertOrganisation = db.prepare(
    `INSERT OR IGNORE INTO organisations
       (customer_id, full_name, street, district, town, county, postcode, landline, mobile, email,
        marketing_email, marketing_telephone, marketing_post, registered_street, registered_district,
        registered_town, registered_county, registered_postcode)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMember = db.prepare(
    `INSERT OR IGNORE INTO organisation_members (customer_id, person_id, display_order)
     SELECT ?, person_id, ? FROM persons WHERE person_id = ?`,
  );
  const insertToken = db.prepare(
    'INSERT OR IGNORE INTO account_tokens (token_id, account_number) VALUES (?, ?)',
  );
  const hasActivationCode = db.prepare('SELECT 1 AS found FROM activation_codes WHERE person_id = ?');
  const flag = (value: boolean | undefined) => (value ? 1 : 0);
  const bit = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

  transaction(db, () => {
    for (const { person, passwordHash, memorableNumber } of prepared) {
      const name = `${person.firstName} ${person.lastName}`;
      insertPerson.run(
        person.personId,
        person.firstName,
        person.lastName,
        person.dateOfBirth,
        person.postcode,
        person.mobile,
        person.email,
        person.onlineAccess ?? 'Allowed',
        person.simulate ?? null,
        now.toISOString(),
      );
      if (person.credentials && passwordHash && memorableNumber) {
        insertCustomer.run(
          person.personId,
          person.credentials.username,
          name,
          person.email,
          passwordHash,
          memorableNumber,
          person.credentials.credentialStatus ?? 'Active',
          now.toISOString(),
          flag(person.credentials.credentialBlocked),
          flag(person.credentials.requiresActivation),
          flag(person.credentials.memorableNumberBlocked),
        );
      }
      person.accounts.forEach((seedAccount, index) => {
        const account = resolveAccountDates(seedAccount, now);
        insertAccount.run(
          account.key,
          person.personId,
          account.name,
          account.number,
          account.sortCode,
          account.balancePence,
          account.interestRate,
          account.status,
          account.productType ?? 'Savings',
          account.brandProductType,
          JSON.stringify(account.supports),
          account.interestPaymentFrequency,
          account.statementMethod,
          account.noticePeriodDays,
          account.companyName,
          account.dateOpened,
          account.dateClosed,
          account.maturityDate,
          account.nominatedAccountNumber,
          account.nominatedSortCode,
          index,
          remainingAllowance(account),
          (account.productType ?? 'Savings') === 'Savings'
            ? (account.nominatedAccountName ?? account.companyName)
            : null,
        );
        insertHolder.run(person.personId, person.role ?? 'Signatory', account.number);
      });
    }
    // Holdings on other people's accounts, once every account exists.
    for (const person of persons) {
      for (const holding of person.holdings ?? [])
        insertHolder.run(person.personId, holding.role, holding.accountNumber);
      if (person.activationCode && !hasActivationCode.get(person.personId)) {
        const issuedAt = new Date(now.getTime() - person.activationCode.issuedDaysAgo * DAY);
        storeActivationCode(db, person.personId, person.activationCode.code, issuedAt);
        const firstAccount = person.accounts[0];
        if (firstAccount && person.identityFailures)
          setIdentityFailures(db, firstAccount.number, person.identityFailures, now);
      }
    }
    for (const organisation of SEED_ORGANISATIONS) {
      insertOrganisation.run(
        organisation.customerId,
        organisation.fullName,
        organisation.street,
        organisation.district,
        organisation.town,
        organisation.county,
        organisation.postcode,
        organisation.landline,
        organisation.mobile,
        organisation.email,
        bit(organisation.marketing?.email),
        bit(organisation.marketing?.telephone),
        bit(organisation.marketing?.post),
        ...(organisation.registered
          ? [
              organisation.registered.street,
              organisation.registered.district,
              organisation.registered.town,
              organisation.registered.county,
              organisation.registered.postcode,
            ]
          : [
              organisation.street,
              organisation.district,
              organisation.town,
              organisation.county,
              organisation.postcode,
            ]),
      );
      organisation.members.forEach((personId, index) =>
        insertMember.run(organisation.customerId, index, personId),
      );
    }
    for (const token of SEED_ACCOUNT_TOKENS) insertToken.run(token.tokenId, token.accountNumber);
    seedAccountArea(db, now, persons);
    seedConversations(db, now, persons);
    seedShortApply(db);
    // What POST /__test/reset-money restores (accounts already recorded keep their first state).
    db.exec(`INSERT OR IGNORE INTO account_seed_state
               (account_key, balance_pence, remaining_allowance_pence, account_status, date_closed)
             SELECT account_key, balance_pence, remaining_allowance_pence, account_status, date_closed FROM accounts`);
    db.prepare('INSERT OR IGNORE INTO seed_log (version, applied_at) VALUES (?, ?)').run(
      SEED_VERSION,
      now.toISOString(),
    );
  });
}
