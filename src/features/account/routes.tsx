import type { RouteObject } from 'react-router';

/** The signed-in user's own pages (settings, profile), in the default layout. */
export const accountRoutes: RouteObject[] = [];
