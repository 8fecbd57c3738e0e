// Machines as charts for the workflow studio: states and transitions read from each machine's
// own definition, as plain data that a layout engine draws and that counts can overlay.
export { chartCounts, machineChart, transitionLabel, transitionTrigger } from './machineChart';
export type {
  ChartState,
  ChartStateType,
  ChartTransition,
  ChartTransitionKind,
  MachineChart,
} from './machineChart';
export { WORKFLOW_MACHINES, type WorkflowMachineId } from './workflowMachines';
