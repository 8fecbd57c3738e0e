import { Navigate, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import {
  NIVEAU_ADD_PATH,
  NIVEAU_LIST_PATH,
  NIVEAU_PATH,
  UNIT_STATUS_LIST_PATH,
  UNIT_TYPE_LIST_PATH,
} from './parameters/paths';

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});
const resources = () => import('./parameters/parameterResource');

/**
 * The organisation's parameters (spec §2): reading them needs read on Organization; the niveau
 * add and edit pages need update on it, what every change to a part of the organisation needs
 * (decision 0008). The server checks every call the same way.
 */
export const parameterRoutes: RouteObject[] = [
  { path: NIVEAU_PATH, element: <Navigate to={NIVEAU_LIST_PATH} replace /> },
  guard({ requiresAuth: true, action: 'read', subject: 'Organization' }, [
    listRoute({
      path: NIVEAU_LIST_PATH,
      resource: async () => (await resources()).niveauResource,
      page: async () => (await import('./parameters/NiveauListPage')).NiveauListPage,
    }),
    {
      path: `${NIVEAU_PATH}/view/:id`,
      ...lazyPage(async () => (await import('./parameters/NiveauViewPage')).NiveauViewPage),
    },
    listRoute({
      path: UNIT_STATUS_LIST_PATH,
      resource: async () => (await resources()).unitStatusResource,
      page: async () => (await import('./parameters/ParameterListPage')).UnitStatusesPage,
    }),
    listRoute({
      path: UNIT_TYPE_LIST_PATH,
      resource: async () => (await resources()).unitTypeResource,
      page: async () => (await import('./parameters/ParameterListPage')).UnitTypesPage,
    }),
  ]),
  guard({ requiresAuth: true, action: 'update', subject: 'Organization' }, [
    {
      path: NIVEAU_ADD_PATH,
      ...lazyPage(async () => (await import('./parameters/NiveauFormPage')).NiveauAddPage),
    },
    {
      path: `${NIVEAU_PATH}/edit/:id`,
      ...lazyPage(async () => (await import('./parameters/NiveauFormPage')).NiveauEditPage),
    },
  ]),
];
