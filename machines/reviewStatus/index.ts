// A performance review's status flow: the SPA offers the events it takes for this user and this
// review, the server applies every change through it and records each transition.
export { REVIEW_FLOW_EVENTS, REVIEW_MACHINE_STATUSES, reviewStatusMachine } from './reviewStatusMachine';
export type { ReviewFlowEvent, ReviewFlowEventType } from './reviewStatusMachine';
export { reviewFlow } from './reviewFlow';
export type { ReviewOutcome, ReviewRefusal, ReviewRequest } from './reviewFlow';
