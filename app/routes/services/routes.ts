import { type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes';

/** The services journey's routes (file paths relative to app/): spec 2 §2 My Details. */
export const servicesRoutes: RouteConfigEntry[] = [
  ...prefix('services', [index('routes/services/index.ts'), route('index', 'routes/services/services.tsx')]),
];
