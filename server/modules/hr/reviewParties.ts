import { subject } from '@casl/ability';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ReviewAwaitedParty } from '../../../domain/hr/performanceReview';
import type { ReviewParty } from '../../../domain/hr/reviewStatus';
import { reviewFlow } from '../../../machines/reviewStatus';
import type { Principal } from '../../access/principals';
import { performanceReviews } from './tables';

type ReviewPeople = { id_organization: number; employee_id: number; reviewer_id: number };

/**
 * Who the caller is to a review, worked out on the server and never taken from the request: its
 * reviewer, the employee under review, and HR (whoever manages the organisation's reviews).
 * The review machine decides what each of them may do.
 */
export function partiesOf(principal: Principal, review: ReviewPeople): ReviewParty[] {
  const parties: ReviewParty[] = [];
  if (review.reviewer_id === principal.user.id) parties.push('reviewer');
  if (review.employee_id === principal.user.id) parties.push('employee');
  if (principal.ability.can('manage', subject('Performance', { ...review }))) parties.push('hr');
  return parties;
}

/**
 * The reviews waiting for the caller as `party` (their reviewer, or the employee reviewed): they
 * are that party to it, and its status is one where the review machine waits for that party to
 * move it on (the list's `awaiting`, the user's dashboard).
 */
export function awaitingParty(principal: Principal, party: ReviewAwaitedParty): SQL {
  const column = party === 'reviewer' ? performanceReviews.reviewer_id : performanceReviews.employee_id;
  return and(eq(column, principal.user.id), inArray(performanceReviews.status, reviewFlow.awaiting(party)))!;
}
