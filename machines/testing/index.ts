// Model-based testing for QA: paths generated from a machine as plain data, a check that they
// take every transition, and the pieces to replay them on a real actor or in a browser.
export {
  assertAllTransitionsCovered,
  coveringPaths,
  defaultEventLabel,
  generateModelPaths,
  machineTransitions,
  pathsToReplay,
  stateLabel,
  takenTransitions,
  uncoveredTransitions,
  withoutPrefixPaths,
} from './modelPaths';
export type {
  ActorOutcomeEvent,
  DelayEvent,
  MachineTransition,
  ModelPath,
  ModelPathOptions,
  PathState,
  PathStep,
  RestartEvent,
} from './modelPaths';
export { actorExecutor, createActorControl, flushPromises, parseActorOutcome, replayPath } from './replay';
export type { ActorControl, PendingCall, ReplayHandlers } from './replay';
