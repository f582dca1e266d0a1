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
  /** Blocked after too many failures in the past: sign-in answers CredentialBlocked until a password reset. */
  credentialBlocked: boolean;
  /** The first sign-in must be activated: sign-in step 2 answers RequireActivation. */
  requiresActivation: boolean;
  /** The memorable number is blocked: step 1 accepts the password, step 2 answers CredentialBlocked. */
  memorableNumberBlocked: boolean;
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
  credential_blocked: number;
  requires_activation: number;
  memorable_number_blocked: number;
};

const COLUMNS =
  'user_id, username, name, email, password_hash, memorable_number, credential_status, failed_attempts, last_logged_in, credential_blocked, requires_activation, memorable_number_blocked';

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
    credentialBlocked: Number(row.credential_blocked) === 1,
    requiresActivation: Number(row.requires_activation) === 1,
    memorableNumberBlocked: Number(row.memorable_number_blocked) === 1,
  };
}

/** Consecutive failed password or memorable-number attempts that lock the credential (spec 1 §4: warning on the 4th). */
export const MAX_FAILED_ATTEMPTS = 5;

/** No sign-in of any kind: blocked by the bank, locked out by failures, or credential-blocked. */
export function isLocked(customer: Customer): boolean {
  return (
    customer.credentialStatus === 'Blocked' ||
    customer.failedAttempts >= MAX_FAILED_ATTEMPTS ||
    customer.credentialBlocked
  );
}

/**
 * Blocked by the bank (like bella.blocked), as opposed to locked out by failed attempts (which also sets
 * credential_status 'Blocked'): a forgotten-password reset cannot lift it.
 */
export function isBankBlocked(customer: Customer): boolean {
  return customer.credentialStatus === 'Blocked' && customer.failedAttempts < MAX_FAILED_ATTEMPTS;
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

/** True when another customer (not `exceptUserId`) has this username; usernames compare without case. */
export function usernameTaken(db: DatabaseSync, username: string, exceptUserId?: string): boolean {
  const row = db.prepare('SELECT user_id FROM customers WHERE username = ?').get(username.trim()) as
    { user_id: string } | undefined;
  return row !== undefined && row.user_id !== exceptUserId;
}

export type NewCustomer = {
  userId: string;
  username: string;
  name: string;
  email: string | null;
  passwordHash: string;
  memorableNumber: string; // sealed
};

/** Online banking credentials for a person (registration). Throws on a taken username (UNIQUE). */
export function createCustomer(db: DatabaseSync, customer: NewCustomer, now: Date): void {
  db.prepare(
    `INSERT INTO customers
       (user_id, username, name, email, password_hash, memorable_number, credential_status, failed_attempts, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'Active', 0, ?)`,
  ).run(
    customer.userId,
    customer.username.trim(),
    customer.name,
    customer.email,
    customer.passwordHash,
    customer.memorableNumber,
    now.toISOString(),
  );
}

/** Clears the failure count without signing in (the digits were right but the sign-in continues elsewhere). */
export function clearFailedAttempts(db: DatabaseSync, userId: string): void {
  db.prepare('UPDATE customers SET failed_attempts = 0 WHERE user_id = ?').run(userId);
}

/** The first sign-in has been activated. */
export function completeActivation(db: DatabaseSync, userId: string): void {
  db.prepare('UPDATE customers SET requires_activation = 0 WHERE user_id = ?').run(userId);
}

/**
 * Forgotten password: new password and memorable number, and every lock that failures caused is lifted (the
 * failure count, a lockout, a blocked credential). A block by the bank stays. Activation is no longer needed:
 * the customer has just proved who they are with a one-time passcode.
 */
export function resetCredentials(
  db: DatabaseSync,
  userId: string,
  passwordHash: string,
  memorableNumber: string,
): void {
  db.prepare(
    `UPDATE customers SET password_hash = ?, memorable_number = ?,
       credential_status = CASE WHEN credential_status = 'Blocked' AND failed_attempts >= ? THEN 'Active'
                                ELSE credential_status END,
       failed_attempts = 0, credential_blocked = 0, requires_activation = 0, memorable_number_blocked = 0
     WHERE user_id = ?`,
  ).run(passwordHash, memorableNumber, MAX_FAILED_ATTEMPTS, userId);
}

/** Change of security details (signed in): whichever of username, password and memorable number were given. */
export function changeCredentials(
  db: DatabaseSync,
  userId: string,
  change: { username?: string; passwordHash?: string; memorableNumber?: string },
): void {
  if (change.username !== undefined)
    db.prepare('UPDATE customers SET username = ? WHERE user_id = ?').run(change.username.trim(), userId);
  if (change.passwordHash !== undefined)
    db.prepare('UPDATE customers SET password_hash = ? WHERE user_id = ?').run(change.passwordHash, userId);
  if (change.memorableNumber !== undefined)
    db.prepare('UPDATE customers SET memorable_number = ? WHERE user_id = ?').run(
      change.memorableNumber,
      userId,
    );
}
