import type { RouteObject } from 'react-router';
import { UNIT_KINDS, type UnitKind } from '../../../domain/units/kinds';
import { UNIT_SUBJECT } from '../../../domain/units/access';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { parameterRoutes } from './parameterRoutes';
import { ORGANIZATION_PATH, unitListPath } from './paths';
import { treeRoutes } from './treeRoutes';
import type { UNIT_RESOURCES } from './unitResource';

type UnitResources = typeof UNIT_RESOURCES;

/** A kind's pages: one component per kind, from its page module. */
const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, kind: K) =>
  async () =>
    (await load())[kind];

/**
 * A kind's screens (platform spec §2): list and view need read on its subject (`Organization`,
 * teams `Team`; the view has an id, so that read too), adding needs the write its resource
 * declares (update on `Organization`: decision 0008; create on `Team`). The server checks each
 * call again, row by row.
 */
function unitKindRoutes(kind: UnitKind): RouteObject[] {
  const subject = UNIT_SUBJECT[kind];
  const base = `${ORGANIZATION_PATH}/${kind}`;
  const view = async () => ({
    Component: await page(async () => (await import('./UnitViewPage')).UNIT_VIEW_PAGES, kind)(),
  });
  return [
    guard({ requiresAuth: true, action: 'read', subject }, [
      listRoute({
        path: unitListPath(kind),
        resource: async () => (await import('./unitResource')).UNIT_RESOURCES[kind] as UnitResources['group'],
        page: page(async () => (await import('./UnitListPage')).UNIT_LIST_PAGES, kind),
      }),
      // The tabs are routes of their own: /view/:id opens the first one.
      ...[`${base}/view/:id`, `${base}/view/:id/:tab`].map((path) => ({ path, lazy: view })),
    ]),
    guard({ requiresAuth: true, action: subject === 'Team' ? 'create' : 'update', subject }, [
      {
        path: `${base}/add`,
        lazy: async () => ({
          Component: await page(async () => (await import('./UnitAddPage')).UNIT_ADD_PAGES, kind)(),
        }),
      },
    ]),
  ];
}

/**
 * The organisation area: the hierarchy's tree (its landing page) and the teams' (treeRoutes), add,
 * list and view of each of the six kinds, and the parameters' screens (parameterRoutes).
 */
export const unitRoutes: RouteObject[] = [
  ...treeRoutes,
  ...UNIT_KINDS.flatMap(unitKindRoutes),
  ...parameterRoutes,
];
