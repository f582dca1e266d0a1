import { Outlet } from 'react-router';
import type { Route } from './+types/protected.ts';
import { app, requireSignedIn } from '../lib/route-helpers.server.ts';
import { endTwoFactorOutside } from '../../server/upstream/two-factor.ts';
import { AccountsLoading, useAccountsListPending } from './accounts/list/accounts-loading.tsx';

/** Every page under this layout needs a signed-in customer (spec 1 §2 protected-route wrapper, spec 2 §6). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    const ctx = app(context);
    requireSignedIn(ctx, request);
    // spec 1 §2: leaving a protected route ends any two-factor state (a page outside the challenge's journey).
    endTwoFactorOutside(ctx.session, new URL(request.url).pathname.replace(/\.data$/, ''));
  },
];

export default function Protected() {
  // spec 2 §2: 'Loading accounts...' while a client-side navigation to the accounts list loads.
  const loadingAccounts = useAccountsListPending();
  return loadingAccounts ? <AccountsLoading /> : <Outlet />;
}
