/** A performance review's statuses (spec business-areas §4), as stored and as the API writes them. */
export const REVIEW_STATUSES = ['draft', 'submitted', 'in_review', 'employee_reviewed', 'completed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Who someone is to a review: its reviewer, the employee under review, or HR (whoever manages
 * HR in the organisation). The server works it out from the review and the caller; one person
 * may be several (an HR officer reviewing someone), never the reviewer of their own review.
 */
export const REVIEW_PARTIES = ['reviewer', 'employee', 'hr'] as const;
export type ReviewParty = (typeof REVIEW_PARTIES)[number];
