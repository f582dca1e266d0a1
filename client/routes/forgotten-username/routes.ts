import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The forgotten-username journey's routes (file paths relative to client/). */
export const forgottenUsernameRoutes: RouteConfigEntry[] = [];
