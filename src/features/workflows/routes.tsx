import type { RouteObject } from 'react-router';
import { guard } from '../../lib/routing/guardRoute';
import { WORKFLOWS_PATH } from './paths';

/**
 * The workflow studio, for analysts (read on Analytics). Drawing a chart needs a layout engine
 * of its own (ELK): it loads with the chart's screen, never with another.
 */
export const workflowRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Analytics' }, [
    {
      path: WORKFLOWS_PATH,
      lazy: async () => ({ Component: (await import('./WorkflowListPage')).WorkflowListPage }),
    },
    {
      path: `${WORKFLOWS_PATH}/:machineId`,
      lazy: async () => ({ Component: (await import('./WorkflowPage')).WorkflowPage }),
    },
  ]),
];
