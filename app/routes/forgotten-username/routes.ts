import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The forgotten-username journey's routes (spec 1 §2 "Forgotten username"; file paths relative to app/). A layout
 * with the help panel (sidebar shown) that also ends any signed-in session (spec 1 §4).
 */
export const forgottenUsernameRoutes: RouteConfigEntry[] = [
  ...prefix('forgotten-username', [
    layout('routes/shell/signed-out-journey-layout.tsx', { id: 'forgotten-username-layout' }, [
      index('routes/forgotten-username/index.ts'),
      route('retrieve', 'routes/forgotten-username/retrieve.tsx'),
      route('blocked', 'routes/forgotten-username/blocked.tsx'),
    ]),
  ]),
];
