import type { RouteObject } from 'react-router';
import { Guarded } from './Guarded';
import type { RouteMeta } from './guard';

/** Routes behind the guard with this metadata (spec §2 "Route guard"). */
export const guard = (meta: RouteMeta, children: RouteObject[]): RouteObject => ({
  element: <Guarded meta={meta} />,
  children,
});
