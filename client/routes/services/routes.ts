import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The services journey's routes (file paths relative to client/). */
export const servicesRoutes: RouteConfigEntry[] = [];
