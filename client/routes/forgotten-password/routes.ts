import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The forgotten-password journey's routes (file paths relative to client/). */
export const forgottenPasswordRoutes: RouteConfigEntry[] = [];
