import type { DatabaseSync } from 'node:sqlite';
import {
  type Customer,
  findCustomerById,
  findCustomerByUsername,
  isLocked,
  recordFailedAttempt,
} from './customers.ts';
import { isNonSignatoryOnly } from './persons.ts';
import { burnPasswordCheck, verifyPassword } from './secrets.ts';

// The password check shared by the native sign-in (step 1 of 2) and the identity provider's login page (its only
// step). Both count failures towards the same lockout (spec 1 §4, §9: blocked after the 5th consecutive failure).

export type PasswordCheck =
  | { outcome: 'Correct'; customer: Customer }
  | { outcome: 'Failed' }
  | { outcome: 'Blocked' }
  | { outcome: 'CredentialBlocked' }
  | { outcome: 'Inactive' }
  | { outcome: 'NonSignatory' };

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
  // A credential blocked after too many failures in the past answers CredentialBlocked (a message); a lockout or a
  // block by the bank answers Blocked (the blocked screen). Neither reveals whether the password was right.
  if (found.credentialBlocked && found.credentialStatus !== 'Blocked')
    return { outcome: 'CredentialBlocked' };
  if (isLocked(found)) return { outcome: 'Blocked' };

  const correct = await verifyPassword(password, found.passwordHash);
  // Re-read: another attempt may have locked the credential while scrypt ran.
  const customer = findCustomerById(db, found.userId);
  if (customer?.credentialBlocked && customer.credentialStatus !== 'Blocked')
    return { outcome: 'CredentialBlocked' };
  if (!customer || isLocked(customer)) return { outcome: 'Blocked' };
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
