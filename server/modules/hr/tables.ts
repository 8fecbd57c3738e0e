import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '../../../domain/hr/reviewStatus';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_EVENT_TYPES,
  SCORE_MAX,
  SCORE_MIN,
} from '../../../domain/hr/performanceReview';
import { organizations } from '../../db/tables/organizations';
import { users } from '../../db/tables/users';

// The HR area's performance reviews and the record of every move of their status.
//
// The employee under review is a user of the organisation, not an `employees` row: they sign in
// to read the review and acknowledge it, which a person without an account cannot do. Their team
// is the user's own (`users.team`), so the list's team filter follows it. Users are deactivated,
// never deleted, so the references are RESTRICT.

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const performanceReviews = pgTable(
  'performance_reviews',
  {
    id: serial('id').primaryKey(),
    id_organization: integer('id_organization')
      .notNull()
      .references(() => organizations.id),
    employee_id: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reviewer_id: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    review_date: date('review_date', { mode: 'string' }),
    overall_rating: integer('overall_rating'),
    productivity_score: integer('productivity_score'),
    efficiency_score: integer('efficiency_score'),
    reviewer_comments: text('reviewer_comments').notNull().default(''),
    employee_comments: text('employee_comments').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('draft'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('performance_reviews_org_date_idx').on(t.id_organization, t.review_date, t.id),
    index('performance_reviews_org_created_idx').on(t.id_organization, t.created_at, t.id),
    index('performance_reviews_employee_idx').on(t.employee_id),
    index('performance_reviews_reviewer_idx').on(t.reviewer_id),
    check('performance_reviews_status_check', sql`${t.status} in (${inList(REVIEW_STATUSES)})`),
    check(
      'performance_reviews_rating_check',
      sql`${t.overall_rating} is null or ${t.overall_rating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`,
    ),
    check(
      'performance_reviews_scores_check',
      sql`(${t.productivity_score} is null or ${t.productivity_score} between ${sql.raw(String(SCORE_MIN))} and ${sql.raw(String(SCORE_MAX))})
        and (${t.efficiency_score} is null or ${t.efficiency_score} between ${sql.raw(String(SCORE_MIN))} and ${sql.raw(String(SCORE_MAX))})`,
    ),
    check('performance_reviews_period_check', sql`${t.period_end} >= ${t.period_start}`),
    check('performance_reviews_not_self_check', sql`${t.employee_id} <> ${t.reviewer_id}`),
  ],
);

/**
 * Every move of a review's status: from (null for the review's creation as a draft), to, the
 * event, who sent it, when, and the reason a send-back or reopening gave. Written in the same
 * transaction as the status; never updated. Goes with its review.
 */
export const reviewTransitions = pgTable(
  'review_transitions',
  {
    id: serial('id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => performanceReviews.id, { onDelete: 'cascade' }),
    from_status: text('from_status', { enum: REVIEW_STATUSES }),
    to_status: text('to_status', { enum: REVIEW_STATUSES }).notNull(),
    event: text('event', { enum: ['CREATE', ...REVIEW_EVENT_TYPES] }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_transitions_review_idx').on(t.review_id, t.created_at, t.id)],
);

export type PerformanceReviewRow = typeof performanceReviews.$inferSelect;
export type ReviewTransitionRow = typeof reviewTransitions.$inferSelect;
