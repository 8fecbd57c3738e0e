// Status flows (orders, reviews) as pure functions over a machine: restore at a stored status,
// list the events it takes, apply one. Server and SPA share them.
export { applyEvent, enabledEvents, snapshotAt } from './statusFlow';
export type { AppliedTransition } from './statusFlow';
export { actionText, guardText, transitionRows, transitionTableMarkdown } from './transitionTable';
export type { ActionLike, GuardLike, TransitionRow } from './transitionTable';
export { allowedTransitions, transitionKey } from './allowedTransitions';
export type { AllowedTransitionOptions } from './allowedTransitions';
