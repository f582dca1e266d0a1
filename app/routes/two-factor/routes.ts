import { type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';

/** The two-factor journey's routes (file paths relative to app/): spec 2 §2 "Two-factor challenge screens". */
export const twoFactorRoutes: RouteConfigEntry[] = [
  ...prefix('two-factor', [
    index('routes/two-factor/index.ts'),
    route('destination', 'routes/two-factor/destination.tsx'),
    route('code', 'routes/two-factor/code.tsx'),
    route('cancel', 'routes/two-factor/cancel.ts'),
    ...(
      [
        ['unsuccessful', 'failed'],
        ['request-limit', 'request-limit'],
        ['unavailable', 'unavailable'],
        ['expired', 'expired'],
        ['cancelled', 'cancelled'],
        ['unsupported', 'unsupported'],
      ] as const
    ).map(([path, id]) => route(path, 'routes/two-factor/outcome.tsx', { id: `two-factor-${id}` })),
  ]),
];
