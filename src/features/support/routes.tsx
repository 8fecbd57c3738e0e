import { redirect, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { SUPPORT_LIST_PATH, SUPPORT_SECTION } from '../../lib/recordPaths';

/**
 * The help desk (read on Support): the menu's `/apps/support` opens the tickets' list; a ticket's
 * page shows its timeline. The server checks every call again, row by row.
 */
export const supportRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Support' }, [
    {
      path: SUPPORT_SECTION,
      loader: ({ request }) => redirect(`${SUPPORT_LIST_PATH}${new URL(request.url).search}`),
    },
    listRoute({
      path: SUPPORT_LIST_PATH,
      resource: async () => (await import('../../components/support/ticketResource')).ticketResource,
      page: async () => (await import('./TicketListPage')).TicketListPage,
    }),
    {
      path: `${SUPPORT_SECTION}/view/:id`,
      lazy: async () => ({ Component: (await import('./TicketViewPage')).TicketViewPage }),
    },
  ]),
];
