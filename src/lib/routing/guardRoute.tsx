import type { RouteObject } from 'react-router';
import { Guarded } from './Guarded';
import type { RouteMeta } from './guard';

/** Routes behind the route guard, with the metadata it decides on. */
export const guard = (meta: RouteMeta, children: RouteObject[]): RouteObject => ({
  element: <Guarded meta={meta} />,
  children,
});
