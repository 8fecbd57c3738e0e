import type { ReviewStatus } from './reviewStatus';

/** The HR area's rules as the API and the forms word them (the SPA translates them by text). */
export const hrMessages = {
  ratingRange: 'Enter a whole number from 1 to 5.',
  scoreRange: 'Enter a whole number from 0 to 100.',
  periodEndBeforeStart: 'The period must end on or after its start.',
  selfReview: 'Nobody reviews themselves.',
  reasonMax: 'Ensure the reason has no more than 500 characters.',
  /** A field written at a stage of the review that does not let the caller write it. */
  notEditableNow: 'This field cannot be changed at this stage of the review.',
  /** Only a draft is deleted: a review that has moved on has a history to keep. */
  onlyDraftDeleted: 'Only a draft review can be deleted.',
  /** The machine refuses the event at this status (409). */
  wrongStatus: (event: string, status: ReviewStatus) => `A review in status ${status} cannot take ${event}.`,
  /** The caller is not a party the machine lets send the event (403). */
  wrongPerson: (event: string, status: ReviewStatus) =>
    `You may not send ${event} to a review in status ${status}.`,
  /** SUBMIT on a review whose ratings are missing (400). */
  incompleteSubmit: 'Fill in the review date, the overall rating and both scores before submitting.',
  /** SEND_BACK and REOPEN without a reason (400). */
  reasonRequired: 'Give a reason.',
} as const;
