import type { DatabaseSync } from 'node:sqlite';
import {
  type Customer,
  findCustomerById,
  findCustomerByUsername,
  isLocked,
  recordFailedAttempt,
} from './customers.ts';
import { burnPasswordCheck, verifyPassword } from './secrets.ts';

// The password check shared by the native sign-in (step 1 of 2) and the identity provider's login page (its only
// step). Both count failures towards the same lockout (spec 1 §4, §9: blocked after the 5th consecutive failure).

export type PasswordCheck =
  | { outcome: 'Correct'; customer: Customer }
  | { outcome: 'Failed' }
  | { outcome: 'Blocked' }
  | { outcome: 'Inactive' };

export async function checkPassword(
  db: DatabaseSync,
  username: string,
  password: string,
): Promise<PasswordCheck> {
  const found = findCustomerByUsername(db, username);
  if (!found) {
    await burnPasswordCheck(password);
    return { outcome: 'Failed' };
  }
  if (isLocked(found)) return { outcome: 'Blocked' };

  const correct = await verifyPassword(password, found.passwordHash);
  // Re-read: another attempt may have locked the credential while scrypt ran.
  const customer = findCustomerById(db, found.userId);
  if (!customer || isLocked(customer)) return { outcome: 'Blocked' };
  if (!correct) {
    return recordFailedAttempt(db, customer.userId).credentialStatus === 'Blocked'
      ? { outcome: 'Blocked' }
      : { outcome: 'Failed' };
  }
  if (customer.credentialStatus === 'Inactive') return { outcome: 'Inactive' };
  return { outcome: 'Correct', customer };
}
