import { redirect } from 'react-router';
import type { Route } from './+types/choose.ts';
import { hexToAccountKey } from '#shared/api/accounts.ts';
import { accountChooserSchema } from '#shared/forms/account-chooser.ts';
import { validateForm } from '#shared/forms/validate.ts';
import { app } from '../../../lib/route-helpers.server.ts';
import { accountId, fetchAccounts, isClosed } from '../../../lib/accounts.server.ts';
import { accountTabPath, CHOOSER_ERROR_PARAM, type AccountTab } from './frame.server.ts';

// GET /accounts/details?account={hex key}&from={hex key}&tab=… — the account chooser's target (spec 2 §2). A valid
// choice of one of the customer's open accounts goes to its details page (the same tab, as the chooser is a way of
// switching account); no choice goes back to the account it came from with 'Please select your account'.

const TABS: readonly AccountTab[] = ['summary', 'transactions', 'statements'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const query = new URL(request.url).searchParams;
  const from = query.get('from') ?? '';
  const tab = TABS.find((candidate) => candidate === query.get('tab')) ?? 'summary';
  // Only ever redirect to one of our own paths: `from` must be a hex key.
  const back = hexToAccountKey(from) === undefined ? null : from.toLowerCase();
  const result = validateForm(accountChooserSchema, { account: query.get('account') ?? undefined });
  if (!result.ok) {
    if (!back) throw redirect('/accounts/list');
    throw redirect(`${accountTabPath(back, tab)}?${CHOOSER_ERROR_PARAM}=required`);
  }
  const key = hexToAccountKey(result.data.account);
  const chosen = (await fetchAccounts(ctx)).find((account) => account.AccountKey.Key === key);
  // Closed accounts are never offered (spec 2 §6); a made-up id is the not-found page, like the details URL.
  if (!chosen || isClosed(chosen)) throw redirect(`/accounts/details/${result.data.account}`);
  return redirect(accountTabPath(accountId(chosen), tab));
}
