import type { AnyStateMachine } from 'xstate';
import { dirtyFormMachine } from '../dirtyForm';
import { orderStatusMachine } from '../orderStatus';
import { productWizardMachine } from '../productWizard';
import { reviewStatusMachine } from '../reviewStatus';
import { sessionMachine } from '../session';

/**
 * Every machine of the product, by its id: what the workflow studio lists and draws. A new
 * machine is added here, and the studio's test fails until its chart has every transition.
 * Product statuses have no machine: they are an organisation's own rows, and a product may
 * move from any of them to any other. The studio draws their flow from data instead (the
 * organisation's statuses and the changes recorded between them), beside these.
 */
export const WORKFLOW_MACHINES = {
  session: sessionMachine,
  productWizard: productWizardMachine,
  dirtyForm: dirtyFormMachine,
  orderStatus: orderStatusMachine,
  reviewStatus: reviewStatusMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type WorkflowMachineId = keyof typeof WORKFLOW_MACHINES;
