import type { RouteObject } from 'react-router';
import { RedirectTo } from '../../../lib/routing/RedirectTo';
import { applicationParametersPath } from '../../../lib/recordPaths';
import { listRoute } from '../../../components/resource/listRoute';
import { guard } from '../../../lib/routing/guardRoute';
import { CATALOGUE_SETTINGS_PATH, CATEGORY_LIST_PATH, MANAGE_REVIEW_PATH, REFERRALS_PATH } from '../paths';

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The catalogue's category list, review moderation, referrals and settings (spec §2): each reads
 * on Product. Changes are offered per the ability (moderation and referrals: update, create and
 * delete on Product; the settings are the application parameters' catalogue tab) and checked by the server on every call.
 */
export const catalogueEngagementRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Product' }, [
    {
      path: CATEGORY_LIST_PATH,
      ...lazyPage(async () => (await import('./CategoryListPage')).CategoryListPage),
    },
    {
      path: MANAGE_REVIEW_PATH,
      ...lazyPage(async () => (await import('./ManageReviewPage')).ManageReviewPage),
    },
    listRoute({
      path: REFERRALS_PATH,
      resource: async () => (await import('./referralResource')).referralResource,
      page: async () => (await import('./ReferralsPage')).ReferralsPage,
    }),
    {
      // The catalogue's settings are the application parameters' catalogue tab.
      path: CATALOGUE_SETTINGS_PATH,
      element: <RedirectTo pathname={applicationParametersPath('catalogue')} />,
    },
  ]),
];
