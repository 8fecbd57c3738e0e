import { and, setup } from 'xstate';
import { REVIEW_PARTIES, type ReviewParty, type ReviewStatus } from '../../domain/hr/reviewStatus';

/**
 * Every event names who sends it (`by`): the machine decides which party may move a review where,
 * so the server refuses a wrong person (403) apart from a wrong state (409).
 */
export type ReviewFlowEvent =
  /** The reviewer hands in the review; only once its ratings and scores are filled (`complete`). */
  | { type: 'SUBMIT'; by: ReviewParty; complete: boolean }
  /** Taken back to draft, with the reason written down. */
  | { type: 'SEND_BACK'; by: ReviewParty; reason: string }
  /** HR starts checking a submitted review. */
  | { type: 'START_REVIEW'; by: ReviewParty }
  /** The employee has read the review and may have answered it. */
  | { type: 'ACKNOWLEDGE'; by: ReviewParty }
  | { type: 'COMPLETE'; by: ReviewParty }
  /** HR opens a completed review again, with the reason written down. */
  | { type: 'REOPEN'; by: ReviewParty; reason: string };

export type ReviewFlowEventType = ReviewFlowEvent['type'];

/** A request of every type, well formed or not (a blank reason, an incomplete review). */
const SAMPLE_REQUESTS = [
  { type: 'SUBMIT', complete: true },
  { type: 'SUBMIT', complete: false },
  { type: 'SEND_BACK', reason: 'Scores swapped' },
  { type: 'SEND_BACK', reason: '' },
  { type: 'START_REVIEW' },
  { type: 'ACKNOWLEDGE' },
  { type: 'COMPLETE' },
  { type: 'REOPEN', reason: 'Appeal' },
  { type: 'REOPEN', reason: '' },
] as const;

/** Sample events: every request above sent by every party, for generated paths and checks. */
export const REVIEW_FLOW_EVENTS: readonly ReviewFlowEvent[] = SAMPLE_REQUESTS.flatMap((request) =>
  REVIEW_PARTIES.map((by) => ({ ...request, by }) as ReviewFlowEvent),
);

const by = (...parties: ReviewParty[]) => ({ type: 'by' as const, params: { parties } });

/**
 * A performance review's cycle: the reviewer writes and submits it, HR checks it, the employee
 * acknowledges it, HR or the reviewer completes it. A submitted review may go back to draft (the
 * reviewer withdraws it, or HR returns it) and a completed one may be reopened by HR, each time
 * with a reason, which the record of the transition keeps.
 */
export const reviewStatusMachine = setup({
  types: { events: {} as ReviewFlowEvent },
  guards: {
    by: ({ event }, params: { parties: ReviewParty[] }) => params.parties.includes(event.by),
    complete: ({ event }) => event.type === 'SUBMIT' && event.complete,
    withReason: ({ event }) => 'reason' in event && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'reviewStatus',
  description: 'A performance review from its draft to its completion.',
  initial: 'draft',
  states: {
    draft: {
      description: 'The reviewer is writing it.',
      on: {
        SUBMIT: {
          guard: and([by('reviewer'), 'complete']),
          target: 'submitted',
          description: 'Ratings and scores filled in.',
        },
      },
    },
    submitted: {
      description: 'Handed in, waiting for HR.',
      on: {
        START_REVIEW: { guard: by('hr'), target: 'in_review' },
        SEND_BACK: {
          guard: and([by('reviewer', 'hr'), 'withReason']),
          target: 'draft',
          description: 'Withdrawn or returned, with a reason.',
        },
      },
    },
    in_review: {
      description: 'HR is checking it; the employee can read it.',
      on: {
        ACKNOWLEDGE: { guard: by('employee'), target: 'employee_reviewed' },
        SEND_BACK: {
          guard: and([by('hr'), 'withReason']),
          target: 'draft',
          description: 'Returned to the reviewer, with a reason.',
        },
      },
    },
    employee_reviewed: {
      description: 'The employee has acknowledged it.',
      on: { COMPLETE: { guard: by('hr', 'reviewer'), target: 'completed' } },
    },
    completed: {
      description: 'Closed.',
      on: {
        REOPEN: {
          guard: and([by('hr'), 'withReason']),
          target: 'in_review',
          description: 'Opened again by HR, with a reason.',
        },
      },
    },
  },
});

/** The statuses, as the machine names its states (checked against the domain's list by a test). */
export const REVIEW_MACHINE_STATUSES = Object.keys(reviewStatusMachine.root.states) as ReviewStatus[];
