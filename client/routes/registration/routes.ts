import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The registration journey's routes (file paths relative to client/). */
export const registrationRoutes: RouteConfigEntry[] = [];
