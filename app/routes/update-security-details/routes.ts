import { type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';

/** The update-security-details journey's routes (file paths relative to app/): spec 1 §2, with the help panel. */
export const updateSecurityDetailsRoutes: RouteConfigEntry[] = [
  layout('routes/shell/help-panel-layout.tsx', { id: 'update-security-details-layout' }, [
    ...prefix('update-security-details', [
      index('routes/update-security-details/index.ts'),
      route('retrieve', 'routes/update-security-details/retrieve.tsx'),
      route('success', 'routes/update-security-details/success.tsx'),
    ]),
  ]),
];
