import { createHash, randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { normaliseAccountNumber } from './persons.ts';

const DAY = 24 * 60 * 60_000;

// Registration's identity check (spec 1 §4 Registration, §9): failed attempts are counted per account number and
// reported as ActivationStatus '1'..'5'; the 4th gets a warning, the 5th locks the details check for that account
// until the customer types the activation code the bank posts to them. Activation codes live 30 days.

/** Failed identity checks that lock an account's details check (ActivationStatus '5'). */
export const MAX_IDENTITY_FAILURES = 5;
export const ACTIVATION_CODE_DAYS = 30;

export function identityFailures(db: DatabaseSync, accountNumber: string): number {
  const row = db
    .prepare('SELECT failures FROM identity_attempts WHERE account_number = ?')
    .get(normaliseAccountNumber(accountNumber)) as { failures: number } | undefined;
  return Number(row?.failures ?? 0);
}

/** One more failed check for this account number (known or not); returns the new count. */
export function recordIdentityFailure(db: DatabaseSync, accountNumber: string, now: Date): number {
  db.prepare(
    `INSERT INTO identity_attempts (account_number, failures, updated_at) VALUES (?, 1, ?)
     ON CONFLICT (account_number) DO UPDATE SET failures = failures + 1, updated_at = excluded.updated_at`,
  ).run(normaliseAccountNumber(accountNumber), now.getTime());
  return identityFailures(db, accountNumber);
}

export function setIdentityFailures(db: DatabaseSync, accountNumber: string, failures: number, now: Date) {
  db.prepare(
    `INSERT INTO identity_attempts (account_number, failures, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (account_number) DO UPDATE SET failures = excluded.failures, updated_at = excluded.updated_at`,
  ).run(normaliseAccountNumber(accountNumber), failures, now.getTime());
}

export function clearIdentityFailures(db: DatabaseSync, accountNumbers: readonly string[]): void {
  const clear = db.prepare('DELETE FROM identity_attempts WHERE account_number = ?');
  for (const accountNumber of accountNumbers) clear.run(normaliseAccountNumber(accountNumber));
}

// --- Activation codes -------------------------------------------------------------------------------------------

// Eight characters without the ones that are easily confused in a letter (0/O, 1/I/L).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function normaliseActivationCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

function codeHash(code: string): string {
  return createHash('sha256').update(normaliseActivationCode(code), 'utf8').digest('hex');
}

export function newActivationCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length))).join('');
}

/** Stores a code for the person, replacing any unused earlier one; it expires 30 days after `issuedAt`. */
export function storeActivationCode(db: DatabaseSync, personId: string, code: string, issuedAt: Date): void {
  db.prepare('DELETE FROM activation_codes WHERE person_id = ? AND used_at IS NULL').run(personId);
  db.prepare(
    'INSERT OR REPLACE INTO activation_codes (code_hash, person_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(codeHash(code), personId, issuedAt.getTime(), issuedAt.getTime() + ACTIVATION_CODE_DAYS * DAY);
}

export type ActivationCode = { personId: string; expired: boolean; used: boolean };

export function findActivationCode(db: DatabaseSync, code: string, now: Date): ActivationCode | undefined {
  const row = db
    .prepare('SELECT person_id, expires_at, used_at FROM activation_codes WHERE code_hash = ?')
    .get(codeHash(code)) as { person_id: string; expires_at: number; used_at: number | null } | undefined;
  if (!row) return undefined;
  return {
    personId: row.person_id,
    expired: Number(row.expires_at) <= now.getTime(),
    used: row.used_at !== null,
  };
}

/** The person has registered: their codes are spent. */
export function markActivationCodesUsed(db: DatabaseSync, personId: string, now: Date): void {
  db.prepare('UPDATE activation_codes SET used_at = ? WHERE person_id = ? AND used_at IS NULL').run(
    now.getTime(),
    personId,
  );
}

// --- Account tokens ---------------------------------------------------------------------------------------------

/** The account number behind a token id from a registration link (?token=...). */
export function accountNumberForToken(db: DatabaseSync, tokenId: string): string | undefined {
  const row = db
    .prepare('SELECT account_number FROM account_tokens WHERE token_id = ?')
    .get(tokenId.trim()) as { account_number: string } | undefined;
  return row?.account_number;
}
