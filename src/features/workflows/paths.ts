import type { WorkflowMachineId } from '../../../machines/chart';
import { WORKFLOWS_PATH } from '../../lib/recordPaths';

/** The workflow studio: every machine of the product, and each one's chart. */
export { WORKFLOWS_PATH };
export const workflowPath = (id: WorkflowMachineId) => `${WORKFLOWS_PATH}/${id}`;
