import type { DatabaseSync } from 'node:sqlite';
import { type NewProduct, insertProducts, setLimitReached } from '../domain/products.ts';

// Seed data of the short application (spec 3 §2, §3 Product): the products, in the bank's own order (not their
// Sort_order), and the person who has reached the limit of applications. sandbox/CUSTOMERS.md "Short application"
// documents them; keep the two in step. No figure of compensation cover appears here (decision 026).

const ELIGIBILITY = [
  'Be applying on behalf of a UK registered limited company, LLP, partnership, sole trader, charity, club or society that is resident in the UK for tax purposes',
  'Be a director, partner, trustee or officer of the organisation, aged 18 or over and authorised to open accounts on its behalf',
  "Have a UK business current account in the organisation's name, to use as the nominated account for deposits and withdrawals",
  "Be saving the organisation's own money: we cannot accept client money, trust funds or money held for anyone else",
];

export const SEED_PRODUCTS: readonly NewProduct[] = [
  {
    code: 'BEA01',
    name: 'Business Easy Access Account',
    status: 'A',
    display: 'Y',
    sortOrder: 2,
    interestFrequency: 'MO',
    minimumPence: 1_000_00,
    maximumPence: 1_000_000_00,
    toApplyYouMust: ELIGIBILITY,
    keyFacts: [
      'Variable rate of interest, calculated daily and paid monthly',
      'Minimum deposit £1,000, maximum balance £1,000,000',
      'Withdraw to your nominated account at any time, without notice or charge',
      'Manage the account online',
      'Eligible deposits are protected by the Financial Services Compensation Scheme (FSCS)',
    ],
  },
  {
    code: 'B95N01',
    name: 'Business 95 Day Notice Account',
    status: 'A',
    display: 'Y',
    sortOrder: 3,
    interestFrequency: 'YE',
    minimumPence: 5_000_00,
    maximumPence: 250_000_00,
    toApplyYouMust: ELIGIBILITY,
    keyFacts: [
      'Variable rate of interest, calculated daily and paid yearly',
      'Minimum deposit £5,000, maximum balance £250,000',
      'Give 95 days’ notice to withdraw: the money goes to your nominated account',
      'Eligible deposits are protected by the Financial Services Compensation Scheme (FSCS)',
    ],
  },
  {
    // Hidden from the short application (Display_For_Short_Apply 'N'): the portal must not show it.
    code: 'B2FT01',
    name: 'Business 2 Year Fixed Rate Bond',
    status: 'A',
    display: 'N',
    sortOrder: 4,
    interestFrequency: 'YE',
    minimumPence: 10_000_00,
    maximumPence: 500_000_00,
    toApplyYouMust: ELIGIBILITY,
    keyFacts: [
      'Fixed rate of interest for 2 years, paid yearly',
      'No withdrawals or further deposits until the bond matures',
    ],
  },
  {
    code: 'B1FT01',
    name: 'Business 1 Year Fixed Rate Bond',
    status: 'A',
    display: 'Y',
    sortOrder: 1,
    interestFrequency: 'both',
    minimumPence: 5_000_00,
    maximumPence: 250_000_00,
    toApplyYouMust: ELIGIBILITY,
    keyFacts: [
      'Fixed rate of interest for 1 year: choose to have it paid monthly or yearly',
      'A single deposit of £5,000 to £250,000, made within 14 days of opening',
      'No withdrawals or further deposits until the bond matures',
      'Eligible deposits are protected by the Financial Services Compensation Scheme (FSCS)',
    ],
  },
  {
    // Withdrawn (Product_Status 'W'): shown for short apply, but no longer sold.
    code: 'B35N01',
    name: 'Business 35 Day Notice Account',
    status: 'W',
    display: 'Y',
    sortOrder: 5,
    interestFrequency: 'MO',
    minimumPence: 1_000_00,
    maximumPence: 250_000_00,
    toApplyYouMust: ELIGIBILITY,
    keyFacts: ['Variable rate of interest, paid monthly', 'Give 35 days’ notice to withdraw'],
  },
];

/** zed.apply has reached the bank's limit: no products for them, and a save is refused. */
export const LIMIT_REACHED: ReadonlyArray<{ personId: string; reason: string }> = [
  { personId: 'CU100044', reason: 'The maximum number of savings accounts has been reached' },
];

export function seedShortApply(db: DatabaseSync): void {
  insertProducts(db, SEED_PRODUCTS);
  for (const limit of LIMIT_REACHED) setLimitReached(db, limit.personId, limit.reason);
}
