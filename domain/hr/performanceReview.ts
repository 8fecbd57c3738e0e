import { z } from 'zod';
import { DATE_RANGE_PRESETS, ListQuerySchema } from '../common/pagination';
import { id, isoDate, optionalDate, optionalString, queryId } from '../common/fields';
import { REVIEW_PARTIES, REVIEW_STATUSES, type ReviewParty, type ReviewStatus } from './reviewStatus';
import { hrMessages as m } from './messages';

// A performance review (business spec §3): an employee (a user of the organisation, who signs in
// to read and acknowledge it), their reviewer, the period reviewed, the review's date, an overall
// rating 1–5, productivity and efficiency scores 0–100, and both sides' comments. Its status
// moves only through the review machine (machines/reviewStatus), never by a field write.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const COMMENTS_MAX = 2000;
/** A reason written down when a review is sent back or reopened. */
export const REASON_MAX = 500;

/** The reviewer's part of the review: what they write while drafting it (and HR while checking it). */
export const REVIEWER_FIELDS = [
  'period_start',
  'period_end',
  'review_date',
  'overall_rating',
  'productivity_score',
  'efficiency_score',
  'reviewer_comments',
] as const;
/** Who is reviewed and by whom: HR's choice, while the review is a draft. */
export const ASSIGNMENT_FIELDS = ['employee_id', 'reviewer_id'] as const;
/** The employee's answer, written while the review is with them. */
export const EMPLOYEE_FIELDS = ['employee_comments'] as const;
export type ReviewField =
  (typeof REVIEWER_FIELDS)[number] | (typeof ASSIGNMENT_FIELDS)[number] | (typeof EMPLOYEE_FIELDS)[number];

/**
 * The fields each party may write at each status: the reviewer's part while it is a draft or with
 * HR, the assignment while it is a draft (HR's), the employee's comments while it is with them
 * (in review, before they acknowledge it). Nobody writes a submitted, acknowledged or completed
 * review: it is sent back or reopened first, which the timeline records.
 */
export function editableFields(status: ReviewStatus, parties: readonly ReviewParty[]): ReviewField[] {
  const fields = new Set<ReviewField>();
  const is = (party: ReviewParty) => parties.includes(party);
  if (status === 'draft' || status === 'in_review') {
    if (is('reviewer') || is('hr')) REVIEWER_FIELDS.forEach((f) => fields.add(f));
  }
  if (status === 'draft' && is('hr')) ASSIGNMENT_FIELDS.forEach((f) => fields.add(f));
  if (status === 'in_review' && is('employee')) EMPLOYEE_FIELDS.forEach((f) => fields.add(f));
  return [...fields];
}

type Ratings = {
  overall_rating: number | null;
  productivity_score: number | null;
  efficiency_score: number | null;
  review_date: string | null;
};
/** A review is handed in only with its date, rating and both scores filled in. */
export const isComplete = (review: Ratings) =>
  review.overall_rating !== null &&
  review.productivity_score !== null &&
  review.efficiency_score !== null &&
  review.review_date !== null;

export const REVIEW_EVENT_TYPES = [
  'SUBMIT',
  'SEND_BACK',
  'START_REVIEW',
  'ACKNOWLEDGE',
  'COMPLETE',
  'REOPEN',
] as const;
export type ReviewEventType = (typeof REVIEW_EVENT_TYPES)[number];
export const REVIEW_DATE_PRESETS = DATE_RANGE_PRESETS;
export type ReviewDatePreset = (typeof REVIEW_DATE_PRESETS)[number];

/** Days ahead within which an open review counts as due soon. */
export const DUE_SOON_DAYS = 30;
/**
 * When a review not yet completed is due: on its review date once the reviewer has set one, else
 * on the last day of the period it covers. Overdue: due before today; due soon: due today or
 * within the next DUE_SOON_DAYS days. A completed review is never due (docs/decisions/0012).
 */
export const REVIEW_DUE = ['overdue', 'soon'] as const;
export type ReviewDue = (typeof REVIEW_DUE)[number];

const rating = () =>
  z
    .number({ error: m.ratingRange })
    .int({ error: m.ratingRange })
    .min(RATING_MIN, { error: m.ratingRange })
    .max(RATING_MAX, { error: m.ratingRange })
    .nullable();
const score = () =>
  z
    .number({ error: m.scoreRange })
    .int({ error: m.scoreRange })
    .min(SCORE_MIN, { error: m.scoreRange })
    .max(SCORE_MAX, { error: m.scoreRange })
    .nullable();

export const PerformanceReviewSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    employee_id: z.number().int(),
    employee_name: z.string(),
    reviewer_id: z.number().int(),
    reviewer_name: z.string(),
    /** The employee's team, if they have one. */
    team_id: z.number().int().nullable(),
    period_start: z.string(),
    period_end: z.string(),
    review_date: z.string().nullable(),
    overall_rating: z.number().int().nullable(),
    productivity_score: z.number().int().nullable(),
    efficiency_score: z.number().int().nullable(),
    reviewer_comments: z.string(),
    employee_comments: z.string(),
    status: z.enum(REVIEW_STATUSES),
    /** Who the caller is to this review. */
    parties: z.array(z.enum(REVIEW_PARTIES)),
    /** The events the caller may send now (the review machine's answer for them). */
    events: z.array(z.enum(REVIEW_EVENT_TYPES)),
    /** The fields the caller may write now. */
    editable: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PerformanceReview' });
export type PerformanceReview = z.infer<typeof PerformanceReviewSchema>;

type Period = { period_start?: string | null; period_end?: string | null };
type People = { employee_id?: number | null; reviewer_id?: number | null };

/** The period's end on or after its start; nobody reviews themselves. */
export function reviewIssues(value: Period & People): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (value.period_start && value.period_end && value.period_end < value.period_start) {
    issues.push({ field: 'period_end', message: m.periodEndBeforeStart });
  }
  if (value.employee_id != null && value.employee_id === value.reviewer_id) {
    issues.push({ field: 'reviewer_id', message: m.selfReview });
  }
  return issues;
}

const refineReview = (value: Period & People, ctx: z.RefinementCtx) => {
  for (const { field, message } of reviewIssues(value))
    ctx.addIssue({ code: 'custom', path: [field], message });
};

const reviewFields = {
  employee_id: id(),
  reviewer_id: id(),
  period_start: isoDate(),
  period_end: isoDate(),
  review_date: optionalDate(),
  overall_rating: rating(),
  productivity_score: score(),
  efficiency_score: score(),
  reviewer_comments: optionalString(COMMENTS_MAX),
  employee_comments: optionalString(COMMENTS_MAX),
};

const { employee_comments: _employeeComments, ...draftFields } = reviewFields;

/** A new review is a draft: HR names who is reviewed, by whom, for which period; the employee answers later. */
export const PerformanceReviewCreateSchema = z
  .strictObject({
    ...draftFields,
    review_date: reviewFields.review_date.default(null),
    overall_rating: reviewFields.overall_rating.default(null),
    productivity_score: reviewFields.productivity_score.default(null),
    efficiency_score: reviewFields.efficiency_score.default(null),
    reviewer_comments: reviewFields.reviewer_comments.default(''),
  })
  .superRefine(refineReview)
  .meta({ id: 'PerformanceReviewCreate' });
export type PerformanceReviewCreate = z.infer<typeof PerformanceReviewCreateSchema>;

export const PerformanceReviewUpdateSchema = z
  .strictObject(reviewFields)
  .partial()
  .superRefine(refineReview)
  .meta({ id: 'PerformanceReviewUpdate' });
export type PerformanceReviewUpdate = z.infer<typeof PerformanceReviewUpdateSchema>;

/** The parties a review may wait for the caller as (HR's work is the HR dashboard's). */
export const REVIEW_AWAITED_PARTIES = ['reviewer', 'employee'] as const satisfies readonly ReviewParty[];
export type ReviewAwaitedParty = (typeof REVIEW_AWAITED_PARTIES)[number];

export const PerformanceReviewListQuerySchema = ListQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).optional(),
  reviewer: queryId.optional(),
  employee: queryId.optional(),
  team: queryId.optional(),
  /** Reviews dated within the last N days. */
  date_preset: z.enum(REVIEW_DATE_PRESETS).optional(),
  /** Reviews of this overall rating. */
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  /** Reviews not completed and overdue, or due within DUE_SOON_DAYS days (see REVIEW_DUE). */
  due: z.enum(REVIEW_DUE).optional(),
  /** Reviews waiting for the caller as this party: to move on as its reviewer, or to acknowledge as the employee. */
  awaiting: z.enum(REVIEW_AWAITED_PARTIES).optional(),
});

/** The events that need a reason, kept in the transition's record. */
export const EVENTS_WITH_REASON: readonly ReviewEventType[] = ['SEND_BACK', 'REOPEN'];

/** An event as the API takes it: its type, and a reason where it needs one. */
export const ReviewEventSchema = z
  .strictObject({
    type: z.enum(REVIEW_EVENT_TYPES),
    reason: z.string().max(REASON_MAX, { error: m.reasonMax }).optional(),
  })
  .meta({ id: 'ReviewEvent' });
export type ReviewEventInput = z.infer<typeof ReviewEventSchema>;

export const ReviewTransitionSchema = z
  .object({
    id: z.number().int(),
    from_status: z.enum(REVIEW_STATUSES).nullable(),
    to_status: z.enum(REVIEW_STATUSES),
    event: z.string(),
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    comment: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ReviewTransition' });
export type ReviewTransition = z.infer<typeof ReviewTransitionSchema>;
