import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The update-security-details journey's routes (file paths relative to client/). */
export const updateSecurityDetailsRoutes: RouteConfigEntry[] = [];
