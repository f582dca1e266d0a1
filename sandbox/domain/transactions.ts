import type { DatabaseSync } from 'node:sqlite';
import type { GeneratedTransaction, TransactionKind } from './history.ts';
import { penceToAmount } from './money.ts';

// Transactions of an account (spec 2 §3 Transaction, §7 Transactions fetch): stored booked and pending entries,
// read newest first within a date range and a window of row offsets.

export const PENDING_TRANSACTION = 'PendingTransaction';
export const POSTED_TRANSACTION = 'PostedTransaction';

type TransactionRow = {
  transaction_id: string;
  sequence: number;
  booking_date: string;
  description: string;
  kind: TransactionKind;
  amount_pence: number;
  balance_pence: number | null;
  cancellable: number;
  payment_reference: string | null;
};

export type UpstreamTransaction = {
  Date: string;
  Description: string;
  Amount: number;
  Balance: number | null;
  TransactionIdentifier: string;
  ExtendedProperties: {
    Type: string;
    TransactionType: TransactionKind;
    /** Pending rows (spec 3 §3): 'true' when the customer may cancel the notice. */
    Cancellable?: 'true' | 'false';
    /** Pending rows always (null when none); booked rows when the customer gave one. */
    PaymentReference?: string | null;
  };
};

export function hasTransactions(db: DatabaseSync, accountKey: string): boolean {
  return (
    db.prepare('SELECT 1 AS found FROM transactions WHERE account_key = ? LIMIT 1').get(accountKey) !==
    undefined
  );
}

/** 'T' + account number + the row's sequence (5 digits): the TransactionIdentifier. */
export function transactionIdentifier(accountNumber: string, sequence: number): string {
  return `T${accountNumber}${String(sequence).padStart(5, '0')}`;
}

/** Stores a generated history, oldest first; identifiers are 'T' + account number + sequence. */
export function storeTransactions(
  db: DatabaseSync,
  accountKey: string,
  accountNumber: string,
  transactions: readonly GeneratedTransaction[],
): void {
  const insert = db.prepare(
    `INSERT INTO transactions
       (transaction_id, account_key, sequence, booking_date, description, kind, amount_pence, balance_pence,
        cancellable, payment_reference, holds_allowance_pence)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  transactions.forEach((transaction, sequence) =>
    insert.run(
      transactionIdentifier(accountNumber, sequence),
      accountKey,
      sequence,
      transaction.date,
      transaction.description,
      transaction.kind,
      transaction.amountPence,
      transaction.balancePence,
      transaction.cancellable ? 1 : 0,
      transaction.reference ?? null,
      // A pending entry holds its amount back from the RemainingAllowance.
      transaction.kind === 'Pending' ? Math.max(0, -transaction.amountPence) : 0,
    ),
  );
}

export type TransactionQuery = {
  /** Inclusive London dates; absent = unbounded. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** Row offsets into the date-filtered list, newest first: from inclusive, to exclusive. */
  from: number;
  to: number;
};

/** One page of the account's transactions, newest first, and how many there are within the dates. */
export function queryTransactions(
  db: DatabaseSync,
  accountKey: string,
  query: TransactionQuery,
): { transactions: UpstreamTransaction[]; total: number } {
  // A cancelled notice is kept (the test reset can restore a seeded one) but never listed.
  const where = `account_key = ? AND booking_date >= ? AND booking_date <= ? AND cancelled_at IS NULL`;
  const params = [accountKey, query.fromDate ?? '0000-00-00', query.toDate ?? '9999-99-99'];
  const total = Number(
    (db.prepare(`SELECT count(*) AS n FROM transactions WHERE ${where}`).get(...params) as { n: number }).n,
  );
  const rows = db
    .prepare(
      `SELECT * FROM transactions WHERE ${where} ORDER BY booking_date DESC, sequence DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, Math.max(0, query.to - query.from), query.from) as TransactionRow[];
  return { transactions: rows.map(toUpstreamTransaction), total };
}

/** Booked transactions of a period, oldest first (for statements). */
export function bookedTransactionsBetween(
  db: DatabaseSync,
  accountKey: string,
  fromDate: string,
  toDate: string,
): { date: string; description: string; kind: TransactionKind; amountPence: number; balancePence: number }[] {
  return (
    db
      .prepare(
        `SELECT * FROM transactions WHERE account_key = ? AND kind <> 'Pending'
           AND booking_date >= ? AND booking_date <= ? ORDER BY booking_date, sequence`,
      )
      .all(accountKey, fromDate, toDate) as TransactionRow[]
  ).map((row) => ({
    date: row.booking_date,
    description: row.description,
    kind: row.kind,
    amountPence: Number(row.amount_pence),
    balancePence: Number(row.balance_pence),
  }));
}

/** The running balance at the end of `date` (0 before the first transaction). */
export function balanceAt(db: DatabaseSync, accountKey: string, date: string): number {
  const row = db
    .prepare(
      `SELECT balance_pence FROM transactions WHERE account_key = ? AND kind <> 'Pending' AND booking_date <= ?
       ORDER BY booking_date DESC, sequence DESC LIMIT 1`,
    )
    .get(accountKey, date) as { balance_pence: number } | undefined;
  return row ? Number(row.balance_pence) : 0;
}

function toUpstreamTransaction(row: TransactionRow): UpstreamTransaction {
  const pending = row.kind === 'Pending';
  const extended: UpstreamTransaction['ExtendedProperties'] = {
    Type: pending ? PENDING_TRANSACTION : POSTED_TRANSACTION,
    TransactionType: row.kind,
  };
  if (pending) {
    extended.Cancellable = Number(row.cancellable) === 1 ? 'true' : 'false';
    extended.PaymentReference = row.payment_reference;
  } else if (row.payment_reference !== null) {
    extended.PaymentReference = row.payment_reference;
  }
  return {
    Date: row.booking_date,
    Description: row.description,
    Amount: penceToAmount(Number(row.amount_pence)),
    Balance: row.balance_pence === null ? null : penceToAmount(Number(row.balance_pence)),
    TransactionIdentifier: row.transaction_id,
    ExtendedProperties: extended,
  };
}
