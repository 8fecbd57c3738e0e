import type { WorkflowMachineId } from '../../../machines/chart';
import { WORKFLOWS_PATH } from '../../lib/recordPaths';
import type { PRODUCT_STATUS_CHART } from './model/productStatusChart';

/**
 * The studio's charts: every machine of the product, and the product status flow (no machine:
 * drawn from an organisation's statuses and the changes recorded between them).
 */
export type WorkflowChartId = WorkflowMachineId | typeof PRODUCT_STATUS_CHART;

/** The workflow studio: every chart, and each one's page. */
export { WORKFLOWS_PATH };
export const workflowPath = (id: WorkflowChartId) => `${WORKFLOWS_PATH}/${id}`;
