import { data } from 'react-router';
import {
  type Account,
  accountKeyToHex,
  accountsResponseSchema,
  hexToAccountKey,
} from '#shared/api/accounts.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';

// The account-area loaders' shared upstream calls. The accounts-list call is not shown in the spec; the sandbox
// answers POST accounts v3.0/accounts (docs/upstream-api/README.md, Gaps the spec leaves in the first two parts).
export const ACCOUNTS = '/accounts/v3.0/accounts';

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
