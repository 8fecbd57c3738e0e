import type { RouteObject } from 'react-router';
import { guard } from '../../lib/routing/guardRoute';
import { ORGANIZATION_TREE_PATH, TEAMS_TREE_PATH } from './tree/paths';

/**
 * The hierarchy's screens (spec §2 menu: /apps/organization and /apps/teams "with the matching
 * read right"): the whole organisation with read on Organization, its teams with read on Team.
 */
export const treeRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Organization' }, [
    {
      path: ORGANIZATION_TREE_PATH,
      lazy: async () => ({ Component: (await import('./tree/OrgTreePage')).OrganizationTreePage }),
    },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'Team' }, [
    {
      path: TEAMS_TREE_PATH,
      lazy: async () => ({ Component: (await import('./tree/OrgTreePage')).TeamsTreePage }),
    },
  ]),
];
