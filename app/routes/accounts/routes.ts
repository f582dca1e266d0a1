import { type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';

/**
 * The account area's routes (file paths relative to app/): spec 2 §2 accounts list, account details with its
 * Summary, Transactions and Statements tabs (each its own URL, so tabs work without JavaScript), the nominated account.
 */
export const accountsRoutes: RouteConfigEntry[] = [
  ...prefix('accounts', [index('routes/accounts/index.ts'), route('list', 'routes/accounts/list.tsx')]),
  // Account details (decision 014): the chooser's target, the Summary tab, the maturity message's dismissal.
  route('accounts/details', 'routes/accounts/details/choose.ts'),
  route('accounts/details/:id', 'routes/accounts/details/summary.tsx'),
  route('accounts/details/:id/dismiss-maturity', 'routes/accounts/details/dismiss-maturity.ts'),
  route('accounts/nominated-account/:id', 'routes/accounts/nominated-account.tsx'),
  // Transactions and Statements tabs (decision 015), with their downloads (resource routes).
  route('accounts/details/:id/transactions', 'routes/accounts/details/transactions.tsx'),
  route('accounts/details/:id/transactions.csv', 'routes/accounts/details/transactions-csv.ts'),
  route('accounts/details/:id/statements', 'routes/accounts/details/statements.tsx'),
  route('accounts/details/:id/statements/:documentKey', 'routes/accounts/details/statement-download.ts'),
];
