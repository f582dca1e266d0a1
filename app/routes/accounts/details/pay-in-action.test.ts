import { describe, expect, it } from '@jest/globals';
import type { Account } from '#shared/api/accounts.ts';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { accountActions } from './account-rules.server.ts';

// spec 3 §2: 'Pay in by card' in the actions menu of an active Savings or Loan account that supports PayByCard, under
// that type's servicing path.

const id = accountKeyToHex('ACC-1');
const account = (overrides: Partial<Account>) =>
  ({
    AccountKey: { Key: 'ACC-1', Context: null },
    AccountNumber: '12345678',
    AccountStatus: 'Active',
    ProductType: 'Savings',
    BrandProductType: 'EASY_ACCESS',
    Supports: ['PayByCard'],
    ...overrides,
  }) as Account;
const payIn = (a: Account) => accountActions(a).find((link) => link.text === 'Pay in by card')?.href ?? null;

describe("accountActions: 'Pay in by card'", () => {
  it('links savings and loans to their own servicing path', () => {
    expect(payIn(account({}))).toBe(`/savings-servicing/pay-into-account/${id}`);
    expect(payIn(account({ ProductType: 'Loan', BrandProductType: null }))).toBe(
      `/loan-servicing/pay-into-account/${id}`,
    );
  });

  it('is not offered without PayByCard, on a closed account, or for another product type', () => {
    expect(payIn(account({ Supports: ['MakeWithdrawal'] }))).toBeNull();
    expect(payIn(account({ AccountStatus: 'Closed' }))).toBeNull();
    expect(payIn(account({ ProductType: 'Mortgage' }))).toBeNull();
  });
});
