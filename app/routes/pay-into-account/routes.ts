import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * Pay into account by card (spec 3 §2): steps 1 Transfer details, 2 Review, 3 Verification, 4 Confirmation, under
 * `/{accountType}-servicing/pay-into-account/{id}`. A route path cannot hold a parameter before '-servicing', so both
 * prefixes are registered on the same modules, each with route ids of its own. verification/complete and
 * verification/cancel are resource routes: where the card issuer's answer is finished (decision 020).
 */
export const payIntoAccountRoutes: RouteConfigEntry[] = (['savings', 'loan'] as const).flatMap((type) => {
  const base = `${type}-servicing/pay-into-account/:id`;
  const id = (step: string) => `pay-into-account-${type}-${step}`;
  return [
    route(base, 'routes/pay-into-account/details.tsx', { id: id('details') }),
    route(`${base}/review`, 'routes/pay-into-account/review.tsx', { id: id('review') }),
    route(`${base}/verification`, 'routes/pay-into-account/verification.tsx', { id: id('verification') }),
    route(`${base}/verification/complete`, 'routes/pay-into-account/verification-complete.ts', {
      id: id('verification-complete'),
    }),
    route(`${base}/verification/cancel`, 'routes/pay-into-account/verification-cancel.ts', {
      id: id('verification-cancel'),
    }),
    route(`${base}/confirmation`, 'routes/pay-into-account/confirmation.tsx', { id: id('confirmation') }),
  ];
});
