import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The update-organisation-details journey's routes (file paths relative to client/). */
export const updateOrganisationDetailsRoutes: RouteConfigEntry[] = [];
