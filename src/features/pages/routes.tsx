import type { RouteObject } from 'react-router';

/** Public pages on the blank layout, for everyone. */
export const publicRoutes: RouteObject[] = [
  ...['/not-authorized', '/pages/misc/not-authorized'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../errors/ErrorPages')).NotAuthorizedPage }),
  })),
  ...['/pages/misc/not-found/:error', '*'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../errors/ErrorPages')).NotFoundPage }),
  })),
];
