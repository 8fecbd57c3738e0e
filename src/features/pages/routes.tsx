import type { RouteObject } from 'react-router';

/** Public pages on the blank layout, for everyone. */
export const publicRoutes: RouteObject[] = [
  ...['/not-authorized', '/pages/misc/not-authorized'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./ErrorPages')).NotAuthorizedPage }),
  })),
  {
    path: '/pages/misc/coming-soon',
    lazy: async () => ({ Component: (await import('./MiscPages')).ComingSoonPage }),
  },
  {
    path: '/pages/misc/under-maintenance',
    lazy: async () => ({ Component: (await import('./MiscPages')).UnderMaintenancePage }),
  },
  { path: '/pages/pricing', lazy: async () => ({ Component: (await import('./PricingPage')).PricingPage }) },
  { path: '/pages/faq', lazy: async () => ({ Component: (await import('./FaqPage')).FaqPage }) },
  // The catch-all stays last.
  ...['/pages/misc/not-found/:error', '*'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./ErrorPages')).NotFoundPage }),
  })),
];
