import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import type { AccountRow } from './accounts.ts';
import { addDays, londonDate } from './clock.ts';
import type { TransactionKind } from './history.ts';
import { penceToAmount } from './money.ts';
import { transactionIdentifier } from './transactions.ts';

// Money movements of spec 3 (docs/upstream-api/money-movements.md): the ledger every accepted movement is written to, the bookings a
// movement makes on an account, withdrawals from easy access accounts, notices on notice accounts, cancelling a
// notice, and the test reset. Card payments (card-payments.ts) use the ledger and the bookings too.

export type MovementKind = 'withdrawal' | 'notice' | 'notice-cancel' | 'card-payment';
export type MovementStatus = 'Completed' | 'Pending' | 'Cancelled' | 'AwaitingThreeDSecure' | 'Declined';

/** Who moves the money: the signed-in customer. */
export type Mover = { userId: string; username: string };

type MovementRow = {
  id: number;
  username: string;
  account_key: string;
  kind: MovementKind;
  amount_pence: number;
  close_account: number;
  reference: string | null;
  status: MovementStatus;
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
};

/** A ledger row as the test control GET /__test/ledger answers it. */
export type LedgerEntry = {
  Id: number;
  Username: string;
  AccountKey: string;
  Kind: MovementKind;
  /** Decimal pounds ('12.34'); 0 for a closing notice. */
  Amount: string;
  AmountPence: number;
  CloseAccount: boolean;
  Reference: string | null;
  Status: MovementStatus;
  TransactionIdentifier: string | null;
  CreatedAt: string;
  UpdatedAt: string;
};

export function recordMovement(
  db: DatabaseSync,
  movement: {
    mover: Mover;
    accountKey: string;
    kind: MovementKind;
    amountPence: number;
    closeAccount?: boolean;
    reference: string | null;
    status: MovementStatus;
    transactionId?: string | null;
  },
  now: Date,
): number {
  const result = db
    .prepare(
      `INSERT INTO movements
         (customer_id, username, account_key, kind, amount_pence, close_account, reference, status, transaction_id,
          created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      movement.mover.userId,
      movement.mover.username,
      movement.accountKey,
      movement.kind,
      movement.amountPence,
      movement.closeAccount ? 1 : 0,
      movement.reference,
      movement.status,
      movement.transactionId ?? null,
      now.toISOString(),
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

export function updateMovement(
  db: DatabaseSync,
  id: number,
  change: { status: MovementStatus; reference?: string | null; transactionId?: string | null },
  now: Date,
): void {
  db.prepare(
    `UPDATE movements SET status = ?, reference = coalesce(?, reference), transaction_id = coalesce(?, transaction_id),
       updated_at = ? WHERE id = ?`,
  ).run(change.status, change.reference ?? null, change.transactionId ?? null, now.toISOString(), id);
}

/** The customer's ledger, oldest first. */
export function listMovements(db: DatabaseSync, customerId: string): LedgerEntry[] {
  const rows = db
    .prepare('SELECT * FROM movements WHERE customer_id = ? ORDER BY id')
    .all(customerId) as MovementRow[];
  return rows.map((row) => ({
    Id: Number(row.id),
    Username: row.username,
    AccountKey: row.account_key,
    Kind: row.kind,
    Amount: penceToAmount(Number(row.amount_pence)).toFixed(2),
    AmountPence: Number(row.amount_pence),
    CloseAccount: Number(row.close_account) === 1,
    Reference: row.reference,
    Status: row.status,
    TransactionIdentifier: row.transaction_id,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  }));
}

/** Adds a row to the account's transactions (after every other one) and returns its TransactionIdentifier. */
export function bookTransaction(
  db: DatabaseSync,
  account: Pick<AccountRow, 'account_key' | 'account_number'>,
  entry: {
    date: string;
    description: string;
    kind: TransactionKind;
    amountPence: number;
    /** The running balance after it; null when pending. */
    balancePence: number | null;
    reference: string | null;
    cancellable?: boolean;
    holdsAllowancePence?: number;
    movementId: number;
  },
): string {
  const { next } = db
    .prepare('SELECT coalesce(max(sequence), -1) + 1 AS next FROM transactions WHERE account_key = ?')
    .get(account.account_key) as { next: number };
  const id = transactionIdentifier(account.account_number, Number(next));
  db.prepare(
    `INSERT INTO transactions
       (transaction_id, account_key, sequence, booking_date, description, kind, amount_pence, balance_pence,
        cancellable, payment_reference, holds_allowance_pence, movement_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    account.account_key,
    Number(next),
    entry.date,
    entry.description,
    entry.kind,
    entry.amountPence,
    entry.balancePence,
    entry.cancellable ? 1 : 0,
    entry.reference,
    entry.holdsAllowancePence ?? 0,
    entry.movementId,
  );
  return id;
}

// ---------------------------------------------------------------------------------------------------------------
// Withdrawals and notices (movemoney withdrawal): one call for both, by the kind of account.

/** spec 3 §5: up to 18 letters, digits, spaces, hyphens, dots, slashes and ampersands. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9 ./&-]{1,18}$/;
/** How many days past the earliest withdrawal date a notice may fall (the portal rolls past weekends and holidays). */
export const NOTICE_DATE_SLACK_DAYS = 10;

export type WithdrawalRequest = {
  actionDate: string;
  /** Null when closing the account. */
  amountPence: number | null;
  closeAccount: boolean;
  reference: string | null;
};

export type WithdrawalOutcome =
  { status: 'Success'; transactionId: string } | { status: 'Failed'; message: string };

const failed = (message: string): WithdrawalOutcome => ({ status: 'Failed', message });

/**
 * A withdrawal from an easy access account (ActionDate today: booked at once, the balance and RemainingAllowance
 * go down; CloseAccount: the whole balance, and the account closes) or a notice on a notice account (ActionDate
 * the withdrawal date: a pending, cancellable notice holding its amount of the RemainingAllowance; CloseAccount:
 * a closing notice, amount 0, holding all of it). Anything the bank refuses is 'Failed' with a reason; nothing
 * changes then. Every success is a ledger row.
 */
export function makeWithdrawal(
  db: DatabaseSync,
  mover: Mover,
  account: AccountRow,
  request: WithdrawalRequest,
  now: Date,
): WithdrawalOutcome {
  const today = londonDate(now);
  if (account.account_status !== 'Active') return failed('The account is closed');
  if (account.product_type !== 'Savings') return failed('Withdrawals are only made from savings accounts');
  if (request.reference !== null && !REFERENCE_PATTERN.test(request.reference))
    return failed('PaymentReference must be up to 18 letters, digits, spaces or . / & -');
  const allowance = Number(account.remaining_allowance_pence ?? 0);
  const balance = Number(account.balance_pence);
  if (request.amountPence !== null) {
    if (request.amountPence <= 0) return failed('The amount must be at least 0.01');
    if (request.amountPence > allowance) return failed('The amount is more than the remaining allowance');
  }

  if (account.brand_product_type === 'EASY_ACCESS') {
    if (request.actionDate !== today) return failed(`ActionDate must be today (${today})`);
    if (request.amountPence !== null && request.amountPence > balance)
      return failed('The amount is more than the balance');
    return transaction(db, () => {
      const amount = request.closeAccount ? balance : (request.amountPence as number);
      const movementId = recordMovement(
        db,
        {
          mover,
          accountKey: account.account_key,
          kind: 'withdrawal',
          amountPence: amount,
          closeAccount: request.closeAccount,
          reference: request.reference,
          status: 'Completed',
        },
        now,
      );
      const transactionId = bookTransaction(db, account, {
        date: today,
        description: request.closeAccount
          ? 'Account closed - balance paid to nominated account'
          : 'Withdrawal to nominated account',
        kind: request.closeAccount ? 'Closing' : 'Withdrawal',
        amountPence: -amount,
        balancePence: balance - amount,
        reference: request.reference,
        movementId,
      });
      if (request.closeAccount) {
        db.prepare(
          `UPDATE accounts SET balance_pence = 0, remaining_allowance_pence = 0, account_status = 'Closed',
             date_closed = ? WHERE account_key = ?`,
        ).run(today, account.account_key);
      } else {
        db.prepare(
          `UPDATE accounts SET balance_pence = balance_pence - ?,
             remaining_allowance_pence = max(0, remaining_allowance_pence - ?) WHERE account_key = ?`,
        ).run(amount, amount, account.account_key);
      }
      updateMovement(db, movementId, { status: 'Completed', transactionId }, now);
      return { status: 'Success', transactionId } as const;
    });
  }

  if (account.brand_product_type === 'NOTICE_ACCOUNT') {
    const earliest = addDays(today, Number(account.notice_period_days ?? 0));
    const latest = addDays(earliest, NOTICE_DATE_SLACK_DAYS);
    if (request.actionDate < earliest || request.actionDate > latest)
      return failed(`ActionDate must be from ${earliest} to ${latest} (the notice period)`);
    return transaction(db, () => {
      const amount = request.closeAccount ? 0 : (request.amountPence as number);
      const holds = request.closeAccount ? allowance : amount;
      const movementId = recordMovement(
        db,
        {
          mover,
          accountKey: account.account_key,
          kind: 'notice',
          amountPence: amount,
          closeAccount: request.closeAccount,
          reference: request.reference,
          status: 'Pending',
        },
        now,
      );
      const transactionId = bookTransaction(db, account, {
        date: request.actionDate,
        description: request.closeAccount
          ? 'Notice to close the account'
          : 'Notice of withdrawal to nominated account',
        kind: 'Pending',
        amountPence: -amount,
        balancePence: null,
        reference: request.reference,
        cancellable: true,
        holdsAllowancePence: holds,
        movementId,
      });
      db.prepare(
        'UPDATE accounts SET remaining_allowance_pence = remaining_allowance_pence - ? WHERE account_key = ?',
      ).run(holds, account.account_key);
      updateMovement(db, movementId, { status: 'Pending', transactionId }, now);
      return { status: 'Success', transactionId } as const;
    });
  }

  return failed('Withdrawals are only made from easy access and notice accounts');
}

type PendingRow = {
  transaction_id: string;
  amount_pence: number;
  payment_reference: string | null;
  holds_allowance_pence: number;
  movement_id: number | null;
};

/**
 * Cancels the customer's pending, cancellable notice `transactionId` on `account`: it leaves the transactions list
 * and gives back the RemainingAllowance it held. False (and no change) for anything else.
 */
export function cancelNotice(
  db: DatabaseSync,
  mover: Mover,
  account: AccountRow,
  transactionId: string,
  now: Date,
): boolean {
  return transaction(db, () => {
    const row = db
      .prepare(
        `SELECT transaction_id, amount_pence, payment_reference, holds_allowance_pence, movement_id FROM transactions
         WHERE transaction_id = ? AND account_key = ? AND kind = 'Pending' AND cancellable = 1 AND cancelled_at IS NULL`,
      )
      .get(transactionId, account.account_key) as PendingRow | undefined;
    if (!row || account.account_status !== 'Active') return false;
    db.prepare('UPDATE transactions SET cancelled_at = ? WHERE transaction_id = ?').run(
      now.toISOString(),
      row.transaction_id,
    );
    db.prepare(
      'UPDATE accounts SET remaining_allowance_pence = remaining_allowance_pence + ? WHERE account_key = ?',
    ).run(Number(row.holds_allowance_pence), account.account_key);
    let closeAccount = false;
    if (row.movement_id !== null) {
      const notice = db.prepare('SELECT close_account FROM movements WHERE id = ?').get(row.movement_id) as
        { close_account: number } | undefined;
      closeAccount = Number(notice?.close_account) === 1;
      updateMovement(db, Number(row.movement_id), { status: 'Cancelled' }, now);
    }
    recordMovement(
      db,
      {
        mover,
        accountKey: account.account_key,
        kind: 'notice-cancel',
        amountPence: Math.max(0, -Number(row.amount_pence)),
        closeAccount,
        reference: row.payment_reference,
        status: 'Completed',
        transactionId: row.transaction_id,
      },
      now,
    );
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Test reset (POST /__test/reset-money).

/**
 * Puts the customer's accounts back as they were seeded: every movement of theirs goes (with the transactions and
 * card payments it made), cancelled seeded notices come back, and balances, allowances and statuses are restored.
 * Returns how many accounts were restored.
 */
export function resetMoney(db: DatabaseSync, customerId: string): number {
  return transaction(db, () => {
    db.prepare('DELETE FROM movements WHERE customer_id = ?').run(customerId);
    db.prepare('DELETE FROM card_payments WHERE customer_id = ?').run(customerId);
    db.prepare(
      `UPDATE transactions SET cancelled_at = NULL
       WHERE cancelled_at IS NOT NULL AND account_key IN (SELECT account_key FROM accounts WHERE customer_id = ?)`,
    ).run(customerId);
    const result = db
      .prepare(
        `UPDATE accounts SET balance_pence = s.balance_pence, remaining_allowance_pence = s.remaining_allowance_pence,
           account_status = s.account_status, date_closed = s.date_closed
         FROM account_seed_state AS s WHERE s.account_key = accounts.account_key AND accounts.customer_id = ?`,
      )
      .run(customerId);
    return Number(result.changes);
  });
}
