import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The two-factor journey's routes (file paths relative to client/). */
export const twoFactorRoutes: RouteConfigEntry[] = [];
