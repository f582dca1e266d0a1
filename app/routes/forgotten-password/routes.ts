import { type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';

/** The forgotten-password journey's routes (file paths relative to app/): spec 1 §2, with the help panel. */
export const forgottenPasswordRoutes: RouteConfigEntry[] = [
  layout('routes/shell/help-panel-layout.tsx', { id: 'forgotten-password-layout' }, [
    ...prefix('forgotten-password', [
      index('routes/forgotten-password/index.ts'),
      route('retrieve', 'routes/forgotten-password/retrieve.tsx'),
      route('blocked', 'routes/forgotten-password/blocked.tsx'),
      route('success', 'routes/forgotten-password/success.tsx'),
    ]),
  ]),
];
