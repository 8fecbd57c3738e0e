import type { RouteObject } from 'react-router';

/** Sign-in pages: for visitors who are not signed in (the guard sends others home). */
export const guestRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
];
