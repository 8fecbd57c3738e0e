import { subject } from '@casl/ability';
import type { ReviewParty } from '../../../domain/hr/reviewStatus';
import type { Principal } from '../../access/principals';

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
