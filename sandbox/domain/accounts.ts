import type { DatabaseSync } from 'node:sqlite';
import { firstOfNextMonth, nextAnniversary } from './clock.ts';
import { decimalToNumber, penceToAmount } from './money.ts';

export type BrandProductType = 'EASY_ACCESS' | 'NOTICE_ACCOUNT' | 'FIXED_TERM';
export type InterestPaymentFrequency = 'Monthly' | 'Yearly';

/** The actions an account may offer (spec 2 §2 Account details: actions menu). */
export type AccountAction =
  | 'NominatedAccount'
  | 'NoticeOfWithdrawal'
  | 'MakeWithdrawal'
  | 'OrganisationDetails'
  | 'SendMessage'
  | 'StatementOptions'
  /** spec 3: the account takes payments by card (pay into account). */
  | 'PayByCard';

export type AccountRow = {
  account_key: string;
  key_context: string;
  customer_id: string;
  account_name: string;
  account_number: string;
  sort_code: string;
  balance_pence: number;
  currency_code: string;
  interest_rate: string;
  account_status: 'Active' | 'Closed';
  product_type: string;
  brand_product_type: BrandProductType;
  supports: string;
  interest_payment_frequency: InterestPaymentFrequency;
  statement_method: 'Online' | 'Post';
  notice_period_days: number | null;
  company_name: string;
  date_opened: string;
  date_closed: string | null;
  maturity_date: string | null;
  nominated_account_number: string | null;
  nominated_sort_code: string | null;
  display_order: number;
  /** NULL for a product that is not savings. */
  remaining_allowance_pence: number | null;
  nominated_account_name: string | null;
};

/** The upstream Account (spec 2 §3). Dates are 'YYYY-MM-DD'; SortCode is 'NN-NN-NN'. */
export type UpstreamAccount = {
  AccountKey: { Key: string; Context: string };
  AccountName: string;
  AccountNumber: string;
  SortCode: string;
  Balance: number;
  /** spec 3 §3, §5: the most that may be withdrawn or given notice of now; null for a product that is not savings. */
  RemainingAllowance: number | null;
  CurrencyCode: string;
  InterestRate: number;
  AccountStatus: 'Active' | 'Closed';
  ProductType: string;
  /** The savings brand; null for any other product (a loan has none). */
  BrandProductType: BrandProductType | null;
  Supports: AccountAction[];
  MaturityDate: string | null;
  ExtendedProperties: {
    InterestPaymentFrequency: InterestPaymentFrequency;
    MaturityDate: string | null;
    NextInterestDueDate: string | null;
    StatementMethod: 'Online' | 'Post';
    NoticePeriodInDays: number | null;
    CompanyName: string;
    DateOpened: string;
    DateClosed: string | null;
    NominatedAccountNumber: string | null;
    NominatedSortCode: string | null;
    NominatedAccountName: string | null;
  };
};

export function listAccountRows(db: DatabaseSync, customerId: string): AccountRow[] {
  return db
    .prepare('SELECT * FROM accounts WHERE customer_id = ? ORDER BY display_order, account_number')
    .all(customerId) as AccountRow[];
}

/** When interest is next paid: monthly on the 1st; yearly on the anniversary of opening, never after maturity. */
export function nextInterestDueDate(row: AccountRow, today: string): string | null {
  if (row.account_status === 'Closed') return null;
  const due =
    row.interest_payment_frequency === 'Monthly'
      ? firstOfNextMonth(today)
      : nextAnniversary(row.date_opened, today);
  if (row.maturity_date && due > row.maturity_date)
    return row.maturity_date >= today ? row.maturity_date : null;
  return due;
}

export function toUpstreamAccount(row: AccountRow, today: string): UpstreamAccount {
  return {
    AccountKey: { Key: row.account_key, Context: row.key_context },
    AccountName: row.account_name,
    AccountNumber: row.account_number,
    SortCode: row.sort_code,
    Balance: penceToAmount(Number(row.balance_pence)),
    RemainingAllowance:
      row.remaining_allowance_pence === null ? null : penceToAmount(Number(row.remaining_allowance_pence)),
    CurrencyCode: row.currency_code,
    InterestRate: decimalToNumber(row.interest_rate),
    AccountStatus: row.account_status,
    ProductType: row.product_type,
    BrandProductType: row.product_type === 'Savings' ? row.brand_product_type : null,
    Supports: JSON.parse(row.supports) as AccountAction[],
    MaturityDate: row.maturity_date,
    ExtendedProperties: {
      InterestPaymentFrequency: row.interest_payment_frequency,
      MaturityDate: row.maturity_date,
      NextInterestDueDate: nextInterestDueDate(row, today),
      StatementMethod: row.statement_method,
      NoticePeriodInDays: row.notice_period_days === null ? null : Number(row.notice_period_days),
      CompanyName: row.company_name,
      DateOpened: row.date_opened,
      DateClosed: row.date_closed,
      NominatedAccountNumber: row.nominated_account_number,
      NominatedSortCode: row.nominated_sort_code,
      NominatedAccountName: row.nominated_account_name,
    },
  };
}

/** The account with this key, only if `customerId` owns it (another customer's is as unknown as a missing one). */
export function findOwnedAccount(
  db: DatabaseSync,
  customerId: string,
  accountKey: string,
): AccountRow | undefined {
  return db
    .prepare('SELECT * FROM accounts WHERE account_key = ? AND customer_id = ?')
    .get(accountKey, customerId) as AccountRow | undefined;
}
