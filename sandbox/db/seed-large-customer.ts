import type { AccountAction } from '../domain/accounts.ts';
import type { SeedAccount, SeedOrganisation, SeedPerson } from './seed.ts';

// The large-data customer (sandbox/CUSTOMERS.md, lorna.ledger): 200 accounts across 20 organisations, and one
// account with 20,000 transactions and ten years of statements, for the bench's growth figures (docs/performance.md)
// and the test that the CSV export streams. Generated, not written out: the numbers, names and balances follow from
// the account's index, so every fresh database holds the same customer. Its organisations hold 100, 20, then 5 or 4
// accounts, so the accounts list can be measured at 20, 100 and 200 cards by filtering by company.

export const LARGE_PERSON_ID = 'CU100051';
/** The account with the long history. */
export const LARGE_HISTORY_ACCOUNT = '36000121';
export const LARGE_HISTORY_TRANSACTIONS = 20_000;
export const LARGE_HISTORY_YEARS = 10;

const ORGANISATION_NAMES = [
  'Ledger Property Holdings Ltd',
  'Ledger & Daughters Ltd',
  'Lorna Ledger',
  'Ledger Family Trust',
  'Wensum Lettings Ltd',
  'Elm Hill Antiques Ltd',
  'Tombland Cafe Ltd',
  'Colegate Joinery Ltd',
  'St Benedicts Studios LLP',
  'Magdalen Street Traders Association',
  'Pottergate Print Ltd',
  'Norwich Lanes Bakery Ltd',
  'Riverside Moorings Ltd',
  'Ber Street Garage Ltd',
  'Unthank Road Surgery Partnership',
  'Castle Meadow Books Ltd',
  'Ledger Pension Scheme',
  'Cathedral Close Choir Fund',
  'Wensum Rowing Club',
  'Ledger Holiday Homes Ltd',
] as const;

/** Accounts per organisation, in ORGANISATION_NAMES order: 100 + 20 + 8 × 5 + 10 × 4 = 200. */
const ACCOUNTS_PER_ORGANISATION = [100, 20, ...Array<number>(8).fill(5), ...Array<number>(10).fill(4)];

type Supports = { easyAccess: AccountAction[]; notice: AccountAction[]; fixedTerm: AccountAction[] };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function account(index: number, companyName: string, supports: Supports, sortCode: string): SeedAccount {
  const number = `36${pad(index + 1, 6)}`;
  const kind = index % 3;
  const common = {
    key: `ACC-${number}`,
    number,
    sortCode,
    balancePence: 1_000_00 + ((index * 7_919_13) % 5_000_000_00),
    status: 'Active' as const,
    statementMethod: 'Online' as const,
    companyName,
    dateOpened: `20${pad(16 + (index % 9), 2)}-${pad(1 + (index % 12), 2)}-${pad(1 + (index % 28), 2)}`,
    dateClosed: null,
    nominatedAccountNumber: `6${number.slice(1)}`,
    nominatedSortCode: '20-45-77',
  };
  if (kind === 0)
    return {
      ...common,
      name: 'Business Easy Access',
      interestRate: '3.40',
      brandProductType: 'EASY_ACCESS',
      supports: supports.easyAccess,
      interestPaymentFrequency: 'Monthly',
      noticePeriodDays: null,
      maturityDate: null,
    };
  if (kind === 1)
    return {
      ...common,
      name: '95 Day Business Notice',
      interestRate: '4.10',
      brandProductType: 'NOTICE_ACCOUNT',
      supports: supports.notice,
      interestPaymentFrequency: 'Yearly',
      noticePeriodDays: 95,
      maturityDate: null,
    };
  return {
    ...common,
    name: '2 Year Business Bond',
    interestRate: '4.35',
    brandProductType: 'FIXED_TERM',
    supports: supports.fixedTerm,
    interestPaymentFrequency: 'Yearly',
    noticePeriodDays: null,
    maturityDate: null,
    relative: { maturesInMonths: 1 + (index % 23), termMonths: 24 },
  };
}

/** Lorna Ledger, with her 200 accounts. */
export function largePerson(supports: Supports, sortCode: string): SeedPerson {
  const accounts: SeedAccount[] = [];
  ORGANISATION_NAMES.forEach((name, organisation) => {
    for (let n = 0; n < ACCOUNTS_PER_ORGANISATION[organisation]!; n += 1)
      accounts.push(account(accounts.length, name, supports, sortCode));
  });
  // Her own first account (an easy access one) holds the long history, opened with it ten years ago.
  const own = accounts.findIndex((candidate) => candidate.number === LARGE_HISTORY_ACCOUNT);
  accounts[own] = {
    ...accounts[own]!,
    name: 'Ledger Everyday Saver',
    balancePence: 12_345_678,
    relative: { openedMonthsAgo: 12 * LARGE_HISTORY_YEARS },
    history: {
      bulk: { transactions: LARGE_HISTORY_TRANSACTIONS, years: LARGE_HISTORY_YEARS },
      documents: ['Statement', 'TaxCertificate'],
      documentYears: LARGE_HISTORY_YEARS,
    },
  };
  return {
    personId: LARGE_PERSON_ID,
    firstName: 'Lorna',
    lastName: 'Ledger',
    dateOfBirth: '1969-05-21',
    postcode: 'NR3 1HF',
    mobile: '07700 900451',
    email: 'lorna.ledger@example.com',
    credentials: { username: 'lorna.ledger', password: 'Ledger-Password-2026', memorableNumber: '306514' },
    details: {
      address: { BuildingNumber: '21', AddressLine1: 'Elm Hill', PostTown: 'NORWICH', PostCode: 'NR3 1HF' },
    },
    accounts,
  };
}

/** Her 20 organisations (organisation details, spec 2 §5). */
export const LARGE_ORGANISATIONS: readonly SeedOrganisation[] = ORGANISATION_NAMES.map((fullName, index) => ({
  customerId: `C2001${pad(index + 1, 2)}`,
  fullName,
  street: `${index + 1} Elm Hill`,
  district: null,
  town: 'Norwich',
  county: 'Norfolk',
  postcode: 'NR3 1HF',
  landline: `01603 496 ${pad(100 + index, 3)}`,
  mobile: null,
  email: `office${index + 1}@ledger.example.com`,
  marketing: null,
  members: [LARGE_PERSON_ID],
}));
