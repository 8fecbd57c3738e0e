import { EVENTS_WITH_REASON } from '../../domain/hr/performanceReview';
import {
  REVIEW_PARTIES,
  REVIEW_STATUSES,
  type ReviewParty,
  type ReviewStatus,
} from '../../domain/hr/reviewStatus';
import { applyEvent, snapshotAt, type AppliedTransition } from '../statusFlow';
import { reviewStatusMachine, type ReviewFlowEvent, type ReviewFlowEventType } from './reviewStatusMachine';

type WithoutSender<T> = T extends unknown ? Omit<T, 'by'> : never;
/** An event as a caller asks for it: who sends it is worked out from the caller's parties. */
export type ReviewRequest = WithoutSender<ReviewFlowEvent>;

/** Why a request is refused: wrong status (409), wrong person (403), or missing input (400). */
export type ReviewRefusal = 'state' | 'person' | 'incomplete';

export type ReviewOutcome =
  | { ok: true; by: ReviewParty; transition: AppliedTransition<ReviewStatus, unknown> }
  | { ok: false; refused: ReviewRefusal };

/** One well-formed request of every type, for asking what is offered. */
const WELL_FORMED: readonly ReviewRequest[] = [
  { type: 'SUBMIT', complete: true },
  { type: 'SEND_BACK', reason: 'reason' },
  { type: 'START_REVIEW' },
  { type: 'ACKNOWLEDGE' },
  { type: 'COMPLETE' },
  { type: 'REOPEN', reason: 'reason' },
];

const wellFormed = (request: ReviewRequest): ReviewRequest =>
  WELL_FORMED.find((sample) => sample.type === request.type) ?? request;

const send = (request: ReviewRequest, by: ReviewParty) => ({ ...request, by }) as ReviewFlowEvent;

/** The review machine at a stored review, for a caller who is `parties` to it. */
export const reviewFlow = {
  /** The event types the caller may send now (the buttons a review page shows). */
  events(status: ReviewStatus, parties: readonly ReviewParty[]): ReviewFlowEventType[] {
    const snapshot = snapshotAt(reviewStatusMachine, status, undefined as never);
    return WELL_FORMED.filter((request) => parties.some((by) => snapshot.can(send(request, by)))).map(
      (request) => request.type,
    );
  },
  /**
   * The statuses at which a review waits for `party`: those where they may move it on (an event
   * that takes no reason: sending back and reopening are not what the review waits for).
   */
  awaiting(party: ReviewParty): ReviewStatus[] {
    const onward = WELL_FORMED.filter((request) => !EVENTS_WITH_REASON.includes(request.type));
    return REVIEW_STATUSES.filter((status) => {
      const snapshot = snapshotAt(reviewStatusMachine, status, undefined as never);
      return onward.some((request) => snapshot.can(send(request, party)));
    });
  },
  /** Applies the request as the first of the caller's parties the machine lets send it. */
  apply(status: ReviewStatus, request: ReviewRequest, parties: readonly ReviewParty[]): ReviewOutcome {
    for (const by of parties) {
      const transition = applyEvent(reviewStatusMachine, status, undefined as never, send(request, by));
      if (transition) return { ok: true, by, transition };
    }
    const snapshot = snapshotAt(reviewStatusMachine, status, undefined as never);
    const taken = (request: ReviewRequest, senders: readonly ReviewParty[]) =>
      senders.some((by) => snapshot.can(send(request, by)));
    if (!taken(wellFormed(request), REVIEW_PARTIES)) return { ok: false, refused: 'state' };
    return { ok: false, refused: taken(wellFormed(request), parties) ? 'incomplete' : 'person' };
  },
};
