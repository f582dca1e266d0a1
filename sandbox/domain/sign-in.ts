import type { DatabaseSync } from 'node:sqlite';
import {
  type Customer,
  findCustomerById,
  findCustomerByUsername,
  isLocked,
  MAX_FAILED_ATTEMPTS,
  recordFailedAttempt,
} from './customers.ts';
import { isNonSignatoryOnly } from './persons.ts';
import { burnPasswordCheck, verifyPassword } from './secrets.ts';

// The password check shared by the native sign-in (step 1 of 2) and the identity provider's login page (its only
// step). Both count failures towards the same lockout (spec 1 §4, §9: blocked after the 5th consecutive failure).

/**
 * Why `customer` may not sign in at all now, if so: a credential blocked after too many failures in the past answers
 * CredentialBlocked (a message); a lockout or a block by the bank answers Blocked (the blocked screen).
 */
export function blockedStatus(customer: Customer): 'CredentialBlocked' | 'Blocked' | undefined {
  if (customer.credentialBlocked && customer.credentialStatus !== 'Blocked') return 'CredentialBlocked';
  if (isLocked(customer)) return 'Blocked';
  return undefined;
}

export type PasswordCheck =
  | { outcome: 'Correct'; customer: Customer }
  | { outcome: 'Failed' }
  | { outcome: 'Blocked' }
  | { outcome: 'CredentialBlocked' }
  | { outcome: 'Inactive' }
  | { outcome: 'NonSignatory' };

/**
 * Failed attempts at usernames nobody has, per database, so an unknown username locks after the 5th failure as a
 * known one does and the answers never tell which usernames exist (decision 029). Kept in memory: the
 * sandbox is one process, and a restart clears only these phantom lockouts.
 */
const unknownFailures = new WeakMap<DatabaseSync, Map<string, number>>();

async function failUnknownUsername(
  db: DatabaseSync,
  username: string,
  password: string,
): Promise<PasswordCheck> {
  let failures = unknownFailures.get(db);
  if (!failures) unknownFailures.set(db, (failures = new Map()));
  const key = username.trim();
  const count = failures.get(key) ?? 0;
  // As for a locked customer: answered without checking the password.
  if (count >= MAX_FAILED_ATTEMPTS) return { outcome: 'Blocked' };
  await burnPasswordCheck(password);
  if (failures.size >= 10_000 && !failures.has(key)) failures.delete(failures.keys().next().value ?? '');
  failures.set(key, (failures.get(key) ?? 0) + 1);
  return (failures.get(key) ?? 0) >= MAX_FAILED_ATTEMPTS ? { outcome: 'Blocked' } : { outcome: 'Failed' };
}

export async function checkPassword(
  db: DatabaseSync,
  username: string,
  password: string,
): Promise<PasswordCheck> {
  const found = findCustomerByUsername(db, username);
  if (!found) {
    return failUnknownUsername(db, username, password);
  }
  // Neither answer reveals whether the password was right.
  const blocked = blockedStatus(found);
  if (blocked) return { outcome: blocked };

  const correct = await verifyPassword(password, found.passwordHash);
  // Re-read: another attempt may have locked the credential while scrypt ran.
  const customer = findCustomerById(db, found.userId);
  if (!customer) return { outcome: 'Blocked' };
  const blockedNow = blockedStatus(customer);
  if (blockedNow) return { outcome: blockedNow };
  if (!correct) {
    return recordFailedAttempt(db, customer.userId).credentialStatus === 'Blocked'
      ? { outcome: 'Blocked' }
      : { outcome: 'Failed' };
  }
  if (customer.credentialStatus === 'Inactive') return { outcome: 'Inactive' };
  // Only signatories may use online banking (spec 1 §6).
  if (isNonSignatoryOnly(db, customer.userId)) return { outcome: 'NonSignatory' };
  return { outcome: 'Correct', customer };
}
