import { type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';

/** The personal details journey's routes (file paths relative to app/): spec 2 §2 "Personal details". */
export const personalDetailsRoutes: RouteConfigEntry[] = [
  ...prefix('personal-details', [
    index('routes/personal-details/index.ts'),
    route('view', 'routes/personal-details/view.tsx'),
    route('edit', 'routes/personal-details/edit.tsx'),
    route('confirmation', 'routes/personal-details/confirmation.tsx'),
  ]),
];
