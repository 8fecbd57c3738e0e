import type { RouteObject } from 'react-router';
import { RedirectTo } from '../../lib/routing/RedirectTo';
import { loadAreaTexts } from '../../i18n';
import {
  CHECKOUT_PATH,
  FAQ_PATH,
  FRONT_PAGES_PATH,
  FRONT_PRICING_PATH,
  HELP_CENTER_PATH,
  LANDING_PATH,
  PAYMENT_PATH,
  PRICING_PATH,
} from './frontPaths';

/** A front page: its code and its texts (`front`, loaded with these pages only). */
const front =
  (load: () => Promise<React.ComponentType>): RouteObject['lazy'] =>
  async () => {
    const [Component] = await Promise.all([load(), loadAreaTexts('front')]);
    return { Component };
  };
const pricing = front(async () => (await import('./PricingPage')).PricingPage);

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
  // The front pages describe the product to those who have not signed in; their root is the landing page.
  { path: FRONT_PAGES_PATH, element: <RedirectTo pathname={LANDING_PATH} /> },
  { path: LANDING_PATH, lazy: front(async () => (await import('./LandingPage')).LandingPage) },
  { path: FRONT_PRICING_PATH, lazy: pricing },
  { path: PRICING_PATH, lazy: pricing },
  { path: FAQ_PATH, lazy: front(async () => (await import('./FaqPage')).FaqPage) },
  { path: HELP_CENTER_PATH, lazy: front(async () => (await import('./HelpCenterPage')).HelpCenterPage) },
  {
    path: `${HELP_CENTER_PATH}/article/:title`,
    lazy: front(async () => (await import('./HelpCenterPage')).HelpArticlePage),
  },
  { path: CHECKOUT_PATH, lazy: front(async () => (await import('./CheckoutPage')).CheckoutPage) },
  { path: PAYMENT_PATH, lazy: front(async () => (await import('./CheckoutPage')).PaymentPage) },
  // The catch-all stays last.
  ...['/pages/misc/not-found/:error', '*'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./ErrorPages')).NotFoundPage }),
  })),
];
