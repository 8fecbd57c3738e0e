import { eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { hrMessages as m } from '../../../domain/hr/messages';
import {
  editableFields,
  PerformanceReviewCreateSchema,
  PerformanceReviewListQuerySchema,
  PerformanceReviewSchema,
  PerformanceReviewUpdateSchema,
  reviewIssues,
  type PerformanceReview,
  type PerformanceReviewCreate,
  type PerformanceReviewUpdate,
  type ReviewAwaitedParty,
  type ReviewDue,
} from '../../../domain/hr/performanceReview';
import { reviewFlow } from '../../../machines/reviewStatus';
import { workingOrganizationOf } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { badRequest, detailError, type FieldErrors } from '../../http/errors';
import { presentRows, resourceRoutes, type ReadContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import { dueWhere } from './reviewDue';
import { awaitingParty, partiesOf } from './reviewParties';
import { recordTransition } from './reviewTransitions';
import { performanceReviews, type PerformanceReviewRow } from './tables';

export const userName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`;

/** The people a page of reviews names: `id → { name, team }`, one query. */
async function peopleOf(db: DbOrTx, rows: PerformanceReviewRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.employee_id, r.reviewer_id]))];
  if (!ids.length) return new Map<number, { name: string; team: number | null }>();
  const found = await db
    .select({ id: users.id, name: userName, team: users.team })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, { name: u.name, team: u.team }]));
}

/** A review as the caller sees it: the people's names, and what the caller may do with it now. */
async function presentReviews(ctx: ReadContext, rows: PerformanceReviewRow[]): Promise<PerformanceReview[]> {
  const people = await peopleOf(ctx.db, rows);
  type Own = Omit<
    PerformanceReview,
    'employee_name' | 'reviewer_name' | 'team_id' | 'parties' | 'events' | 'editable'
  >;
  const base = await presentRows<PerformanceReviewRow, Own>(ctx, rows);
  return base.map((row) => {
    const parties = partiesOf(ctx.principal, row);
    const employee = people.get(row.employee_id);
    return {
      ...row,
      employee_name: employee?.name ?? '',
      reviewer_name: people.get(row.reviewer_id)?.name ?? '',
      team_id: employee?.team ?? null,
      parties,
      events: reviewFlow.events(row.status, parties),
      editable: editableFields(row.status, parties),
    };
  });
}

type People = Pick<PerformanceReviewRow, 'employee_id' | 'reviewer_id' | 'period_start' | 'period_end'>;

/** The review as it would be: a period that ends after it starts, two different users of the organisation. */
async function checkReview(tx: DbOrTx, orgId: number, row: People, changed: Partial<People>) {
  const errors: FieldErrors = {};
  for (const { field, message } of reviewIssues(row)) (errors[field] ??= []).push(message);
  if (Object.keys(errors).length) throw badRequest(errors);
  await checkReferences(tx, orgId, [
    { field: 'employee_id', table: users, ids: changed.employee_id != null ? [changed.employee_id] : [] },
    { field: 'reviewer_id', table: users, ids: changed.reviewer_id != null ? [changed.reviewer_id] : [] },
  ]);
}

/**
 * `?team=`: reviews of the employees of a team. `?date_preset=N`: reviews dated within the last N
 * days. `?due=`: open reviews overdue or due soon (reviewDue.ts), as the HR dashboard counts them.
 */
export function listWhere(query: Record<string, unknown>): (SQL | undefined)[] {
  const {
    team,
    date_preset: preset,
    due,
  } = query as { team?: number; date_preset?: string; due?: ReviewDue };
  return [
    due === undefined ? undefined : dueWhere(due),
    team === undefined
      ? undefined
      : sql`exists (select 1 from ${users} where ${users.id} = ${performanceReviews.employee_id} and ${eq(users.team, team)})`,
    preset === undefined
      ? undefined
      : gte(performanceReviews.review_date, sql`current_date - ${Number(preset)}::int`),
  ];
}

/**
 * Performance reviews, subject Performance: HR (and a client's administrator) reads and writes
 * every review of the organisation, everyone else the reviews they give or receive, and only
 * their own part of them, at the stage that lets them (`editableFields`). The status is never
 * written here: it moves by the review machine's events (reviewTransitions.ts).
 */
export function performanceReviewRoutes(app: App, services: Services) {
  return resourceRoutes<
    PerformanceReviewRow,
    PerformanceReviewCreate,
    PerformanceReviewUpdate,
    PerformanceReview
  >(app, services, {
    name: 'PerformanceReview',
    subject: 'Performance',
    table: performanceReviews,
    accessColumns: {
      id_organization: performanceReviews.id_organization,
      employee_id: performanceReviews.employee_id,
      reviewer_id: performanceReviews.reviewer_id,
    },
    schemas: {
      item: PerformanceReviewSchema,
      create: PerformanceReviewCreateSchema,
      update: PerformanceReviewUpdateSchema,
      listQuery: PerformanceReviewListQuerySchema,
    },
    list: {
      orderable: {
        review_date: performanceReviews.review_date,
        period_start: performanceReviews.period_start,
        overall_rating: performanceReviews.overall_rating,
        status: performanceReviews.status,
        created_at: performanceReviews.created_at,
      },
      defaultOrdering: '-created_at',
      // Names live in the users table: `where` below matches them.
      searchable: [],
      tieBreaker: performanceReviews.id,
      filters: {
        status: performanceReviews.status,
        reviewer: performanceReviews.reviewer_id,
        employee: performanceReviews.employee_id,
        rating: performanceReviews.overall_rating,
      },
      where: (query, { principal }) => [
        ...listWhere(query),
        searchWhere(query.search),
        query.awaiting === undefined
          ? undefined
          : awaitingParty(principal, query.awaiting as ReviewAwaitedParty),
      ],
    },
    present: presentReviews,
    toInsert: async ({ tx, principal }, input) => {
      await checkReview(tx, workingOrganizationOf(principal), input, input);
      return { ...input, status: 'draft' };
    },
    toUpdate: async ({ tx }, row, changes) => {
      await checkReview(tx, row.id_organization, { ...row, ...changes }, changes);
      return changes;
    },
    // A field is written only by the party its stage gives it to.
    fieldRules: ({ principal }, row, input) => {
      if (!row) return {};
      const allowed = new Set<string>(editableFields(row.status, partiesOf(principal, row)));
      const errors: FieldErrors = {};
      for (const field of Object.keys(input as object)) {
        if (!allowed.has(field)) errors[field] = [m.notEditableNow];
      }
      return errors;
    },
    // The review's creation opens its timeline.
    afterWrite: async (ctx, row, before) => {
      if (!before) await recordTransition(ctx.tx, row.id, null, 'draft', 'CREATE', ctx.principal.user.id, '');
    },
    beforeDelete: async (_ctx, row) => {
      if (row.status !== 'draft') throw detailError(409, m.onlyDraftDeleted);
    },
    auditName: (row) => `#${row.id}`,
    unique: {},
    checks: {
      performance_reviews_period_check: ['period_end', m.periodEndBeforeStart],
      performance_reviews_not_self_check: ['reviewer_id', m.selfReview],
      performance_reviews_rating_check: ['overall_rating', m.ratingRange],
      performance_reviews_scores_check: ['productivity_score', m.scoreRange],
    },
  });
}

/** `?search=`: the name or email of the employee or the reviewer. */
function searchWhere(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`exists (select 1 from ${users} where ${users.id} in (${performanceReviews.employee_id}, ${performanceReviews.reviewer_id})
    and (${users.first_name} ilike ${pattern} or ${users.last_name} ilike ${pattern} or ${users.email} ilike ${pattern}))`;
}
