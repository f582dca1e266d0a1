import type { DatabaseSync } from 'node:sqlite';

export type CredentialStatus = 'Active' | 'Blocked' | 'Inactive';

export type Customer = {
  userId: string;
  username: string;
  name: string;
  email: string | null;
  passwordHash: string;
  memorableNumber: string; // sealed, see secrets.ts
  credentialStatus: CredentialStatus;
  failedAttempts: number;
  lastLoggedIn: string | null;
};

type CustomerRow = {
  user_id: string;
  username: string;
  name: string;
  email: string | null;
  password_hash: string;
  memorable_number: string;
  credential_status: CredentialStatus;
  failed_attempts: number;
  last_logged_in: string | null;
};

const COLUMNS =
  'user_id, username, name, email, password_hash, memorable_number, credential_status, failed_attempts, last_logged_in';

function toCustomer(row: CustomerRow | undefined): Customer | undefined {
  if (!row) return undefined;
  return {
    userId: row.user_id,
    username: row.username,
    name: row.name,
    email: row.email,
    passwordHash: row.password_hash,
    memorableNumber: row.memorable_number,
    credentialStatus: row.credential_status,
    failedAttempts: Number(row.failed_attempts),
    lastLoggedIn: row.last_logged_in,
  };
}

/** Consecutive failed password or memorable-number attempts that lock the credential (spec 1 §4: warning on the 4th). */
export const MAX_FAILED_ATTEMPTS = 5;

export function isLocked(customer: Customer): boolean {
  return customer.credentialStatus === 'Blocked' || customer.failedAttempts >= MAX_FAILED_ATTEMPTS;
}

export function findCustomerByUsername(db: DatabaseSync, username: string): Customer | undefined {
  return toCustomer(
    db.prepare(`SELECT ${COLUMNS} FROM customers WHERE username = ?`).get(username.trim()) as
      CustomerRow | undefined,
  );
}

export function findCustomerById(db: DatabaseSync, userId: string): Customer | undefined {
  return toCustomer(
    db.prepare(`SELECT ${COLUMNS} FROM customers WHERE user_id = ?`).get(userId) as CustomerRow | undefined,
  );
}

export function countCustomers(db: DatabaseSync): number {
  const row = db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number };
  return Number(row.n);
}

/** Counts one more failed attempt; returns the customer as it now is (Blocked once the limit is reached). */
export function recordFailedAttempt(db: DatabaseSync, userId: string): Customer {
  db.prepare(
    `UPDATE customers SET failed_attempts = failed_attempts + 1,
       credential_status = CASE WHEN failed_attempts + 1 >= ? THEN 'Blocked' ELSE credential_status END
     WHERE user_id = ?`,
  ).run(MAX_FAILED_ATTEMPTS, userId);
  const customer = findCustomerById(db, userId);
  if (!customer) throw new Error(`Customer ${userId} disappeared`);
  return customer;
}

/** A completed sign-in: clears the failure count and stamps the time. Returns the previous LastLoggedIn. */
export function recordSuccessfulSignIn(db: DatabaseSync, userId: string, at: Date): string | null {
  const previous = findCustomerById(db, userId)?.lastLoggedIn ?? null;
  db.prepare('UPDATE customers SET failed_attempts = 0, last_logged_in = ? WHERE user_id = ?').run(
    at.toISOString(),
    userId,
  );
  return previous;
}
