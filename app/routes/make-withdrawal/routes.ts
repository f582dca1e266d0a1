import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

/** Make a withdrawal (spec 3 §2): steps 1 Withdrawal Details, 2 Review, 3 Confirmation. */
export const makeWithdrawalRoutes: RouteConfigEntry[] = [
  ...prefix('make-withdrawal', [
    route(':id', 'routes/make-withdrawal/details.tsx'),
    route(':id/review', 'routes/make-withdrawal/review.tsx'),
    route(':id/confirmation', 'routes/make-withdrawal/confirmation.tsx'),
  ]),
];
