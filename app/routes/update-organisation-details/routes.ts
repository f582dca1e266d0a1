import { type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes';

/** The update-organisation-details journey's routes (file paths relative to app/): spec 1 §2, with the help panel. */
export const updateOrganisationDetailsRoutes: RouteConfigEntry[] = [
  layout('routes/shell/help-panel-layout.tsx', { id: 'update-organisation-details-layout' }, [
    ...prefix('update-organisation-details', [
      index('routes/update-organisation-details/index.ts'),
      route('retrieve', 'routes/update-organisation-details/retrieve.tsx'),
      route('success', 'routes/update-organisation-details/success.tsx'),
    ]),
  ]),
];
