import type { DatabaseSync } from 'node:sqlite';
import type { AccountAction, BrandProductType, InterestPaymentFrequency } from '../domain/accounts.ts';
import type { CredentialStatus } from '../domain/customers.ts';
import { hashPassword, sealMemorableNumber } from '../domain/secrets.ts';
import { transaction } from './database.ts';

// The demo customers. sandbox/CUSTOMERS.md documents them for people; keep the two in step.

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
};

export type SeedCustomer = {
  userId: string;
  username: string;
  password: string;
  memorableNumber: string;
  name: string;
  email: string;
  credentialStatus: CredentialStatus;
  accounts: SeedAccount[];
};

const BANK_SORT_CODE = '40-12-34';
const EASY_ACCESS_SUPPORTS: AccountAction[] = [
  'NominatedAccount',
  'MakeWithdrawal',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
];
const NOTICE_SUPPORTS: AccountAction[] = [
  'NominatedAccount',
  'NoticeOfWithdrawal',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
];
const FIXED_TERM_SUPPORTS: AccountAction[] = [
  'NominatedAccount',
  'OrganisationDetails',
  'SendMessage',
  'StatementOptions',
];

export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    userId: 'CU100001',
    username: 'demo.saver',
    password: 'Demo-Password-2026',
    memorableNumber: '482916',
    name: 'Alex Saver',
    email: 'alex.saver@example.com',
    credentialStatus: 'Active',
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
      },
    ],
  },
  {
    userId: 'CU100002',
    username: 'sam.single',
    password: 'Single-Password-2026',
    memorableNumber: '735104',
    name: 'Sam Single',
    email: 'sam.single@example.com',
    credentialStatus: 'Active',
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
      },
    ],
  },
  {
    userId: 'CU100003',
    username: 'bella.blocked',
    password: 'Blocked-Password-2026',
    memorableNumber: '159260',
    name: 'Bella Blocked',
    email: 'bella.blocked@example.com',
    credentialStatus: 'Blocked',
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
];

/**
 * Inserts the demo customers and their accounts. Idempotent: rows that already exist (by id) are left alone,
 * so running it twice, or on a database with some of them, changes nothing that is there.
 */
export async function seedDatabase(
  db: DatabaseSync,
  now: Date,
  customers: readonly SeedCustomer[] = SEED_CUSTOMERS,
) {
  // Hash first (async, slow by design), then write everything in one transaction.
  const prepared = await Promise.all(
    customers.map(async (customer) => ({
      customer,
      passwordHash: await hashPassword(customer.password),
      memorableNumber: sealMemorableNumber(customer.memorableNumber),
    })),
  );
  const insertCustomer = db.prepare(
    `INSERT OR IGNORE INTO customers
       (user_id, username, name, email, password_hash, memorable_number, credential_status, failed_attempts, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
  );
  const insertAccount = db.prepare(
    `INSERT OR IGNORE INTO accounts
       (account_key, key_context, customer_id, account_name, account_number, sort_code, balance_pence, currency_code,
        interest_rate, account_status, product_type, brand_product_type, supports, interest_payment_frequency,
        statement_method, notice_period_days, company_name, date_opened, date_closed, maturity_date,
        nominated_account_number, nominated_sort_code, display_order)
     VALUES (?, 'Savings', ?, ?, ?, ?, ?, 'GBP', ?, ?, 'Savings', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  transaction(db, () => {
    for (const { customer, passwordHash, memorableNumber } of prepared) {
      insertCustomer.run(
        customer.userId,
        customer.username,
        customer.name,
        customer.email,
        passwordHash,
        memorableNumber,
        customer.credentialStatus,
        now.toISOString(),
      );
      customer.accounts.forEach((account, index) => {
        insertAccount.run(
          account.key,
          customer.userId,
          account.name,
          account.number,
          account.sortCode,
          account.balancePence,
          account.interestRate,
          account.status,
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
        );
      });
    }
  });
}
