import { data } from 'react-router';
import {
  type Account,
  accountKeyToHex,
  accountsResponseSchema,
  hexToAccountKey,
} from '#shared/api/accounts.ts';
import type { AppContext } from './app-context.server.ts';
import { expectOk } from './route-helpers.server.ts';

// The customer's accounts, as every journey reads them: the bank's list, the account a URL names, and the facts of
// an account the journeys check (its product kind, whether it is closed, its name). The accounts-list call is not
// shown in the spec; the sandbox answers POST accounts v3.0/accounts (docs/upstream-api/README.md, Gaps the spec
// leaves in the first two parts).
export const ACCOUNTS = '/accounts/v3.0/accounts';

/** BrandProductType values the journeys tell apart. */
export const EASY_ACCESS = 'EASY_ACCESS';
export const NOTICE_ACCOUNT = 'NOTICE_ACCOUNT';
export const FIXED_TERM = 'FIXED_TERM';

export function isClosed(account: Account): boolean {
  return account.AccountStatus === 'Closed';
}

export function accountName(account: Account): string {
  return account.AccountName?.trim() || `Account ${account.AccountNumber}`;
}

/** Every account of the signed-in customer, in upstream's order. */
export async function fetchAccounts(ctx: AppContext): Promise<Account[]> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({ path: ACCOUNTS, body: {}, schema: accountsResponseSchema }),
  );
  return response.Accounts ?? [];
}

/**
 * The account a `/accounts/details/{hex key}` URL names, with all the customer's accounts (the chooser needs them).
 * An id that is not hex, or names no account of this customer, is the not-found page (spec 2 §2).
 */
export async function findAccount(
  ctx: AppContext,
  hexId: string | undefined,
): Promise<{ account: Account; accounts: Account[] }> {
  const key = hexId === undefined ? undefined : hexToAccountKey(hexId);
  if (key === undefined) throw data(null, { status: 404 });
  const accounts = await fetchAccounts(ctx);
  const account = accounts.find((candidate) => candidate.AccountKey.Key === key);
  if (!account) throw data(null, { status: 404 });
  return { account, accounts };
}

/** The URL id of an account (spec 2 §9: account keys are hex-encoded in URLs). */
export function accountId(account: Account): string {
  return accountKeyToHex(account.AccountKey.Key);
}
