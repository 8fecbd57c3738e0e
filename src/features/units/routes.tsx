import type { RouteObject } from 'react-router';
import { parameterRoutes } from './parameterRoutes';
import { treeRoutes } from './treeRoutes';

/** The organisation area: the hierarchy's tree and the parameters' screens (the unit pages join them). */
export const unitRoutes: RouteObject[] = [...treeRoutes, ...parameterRoutes];
