import type { WorkflowMachineId } from '../../../machines/chart';

/** The workflow studio: every machine of the product, and each one's chart. */
export const WORKFLOWS_PATH = '/apps/workflows';
export const workflowPath = (id: WorkflowMachineId) => `${WORKFLOWS_PATH}/${id}`;
