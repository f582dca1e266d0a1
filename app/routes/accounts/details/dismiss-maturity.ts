import { data } from 'react-router';
import type { Route } from './+types/dismiss-maturity.ts';
import { app, seeOther } from '../../../lib/route-helpers.server.ts';
import { hexToAccountKey } from '#shared/api/accounts.ts';
import { accountId, findAccount } from '../../../lib/accounts.server.ts';
import { accountTabPath, maturityDismissalKey, type AccountTab } from './frame.server.ts';

// POST /accounts/details/{hex key}/dismiss-maturity (spec 2 §2: the maturity message is dismissable). The dismissal
// is kept in the server session for the rest of the visit. A plain form post (no JavaScript) is answered with a
// redirect back to the tab it came from; the enhanced form (mode=fetch) gets data and stays on the page.

const TABS: readonly AccountTab[] = ['summary', 'transactions', 'statements'];

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { account } = await findAccount(ctx, params.id);
  const form = await request.formData();
  const key = maturityDismissalKey(account);
  if (key) {
    const dismissed = ctx.session.dismissedMaturity ?? [];
    if (!dismissed.includes(key)) ctx.session.dismissedMaturity = [...dismissed, key];
  }
  if (form.get('mode') === 'fetch') return data({ dismissed: true });
  const tab = TABS.find((candidate) => candidate === form.get('tab')) ?? 'summary';
  return seeOther(accountTabPath(accountId(account), tab));
}

export function loader({ params }: Route.LoaderArgs) {
  // Nothing to show here: a GET (a reload after the post, say) goes back to the account.
  if (params.id === undefined || hexToAccountKey(params.id) === undefined) throw data(null, { status: 404 });
  return seeOther(`/accounts/details/${params.id}`);
}
