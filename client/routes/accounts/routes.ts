import { type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';

/**
 * The account area's routes (file paths relative to client/): spec 2 §2 accounts list, account details with its
 * Summary, Transactions and Statements tabs (each its own URL, so tabs work without JavaScript), the nominated account.
 */
export const accountsRoutes: RouteConfigEntry[] = [
  ...prefix('accounts', [index('routes/accounts/index.ts'), route('list', 'routes/accounts/list.tsx')]),
  // Transactions and Statements tabs, with their downloads (resource routes: CSV export, statement documents).
  ...prefix('accounts/details/:id', [
    route('transactions', 'routes/accounts/details/transactions.tsx'),
    route('transactions.csv', 'routes/accounts/details/transactions-csv.ts'),
    route('statements', 'routes/accounts/details/statements.tsx'),
    route('statements/:documentKey', 'routes/accounts/details/statement-download.ts'),
  ]),
];
