import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IdParams } from '../../../domain/common/fields';
import { hrMessages as m } from '../../../domain/hr/messages';
import {
  isComplete,
  PerformanceReviewSchema,
  type PerformanceReview,
  ReviewEventSchema,
  ReviewTransitionSchema,
  type ReviewEventInput,
  type ReviewTransition,
} from '../../../domain/hr/performanceReview';
import type { ReviewStatus } from '../../../domain/hr/reviewStatus';
import { reviewFlow, type ReviewRequest } from '../../../machines/reviewStatus';
import { principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { badRequest, detailError } from '../../http/errors';
import type { ReadContext } from '../../http/resource';
import type { Principal } from '../../access/principals';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { partiesOf } from './reviewParties';
import { performanceReviews, reviewTransitions, type PerformanceReviewRow } from './tables';

/** Writes one line of a review's timeline, in the transaction that moved it. */
export async function recordTransition(
  tx: DbOrTx,
  reviewId: number,
  from: ReviewStatus | null,
  to: ReviewStatus,
  event: string,
  userId: number | null,
  comment: string,
) {
  await tx.insert(reviewTransitions).values({
    review_id: reviewId,
    from_status: from,
    to_status: to,
    event: event as never,
    user_id: userId,
    comment,
  });
}

/** The request the machine judges: the event, what the stored review says of it, and the reason given. */
function requestFor(input: ReviewEventInput, review: PerformanceReviewRow): ReviewRequest {
  switch (input.type) {
    case 'SUBMIT':
      return { type: 'SUBMIT', complete: isComplete(review) };
    case 'SEND_BACK':
    case 'REOPEN':
      return { type: input.type, reason: input.reason ?? '' };
    default:
      return { type: input.type };
  }
}

/** The reviews' resource: rows as the caller may reach them, and as the API shows them. */
type Reviews = {
  findFor: (
    db: DbOrTx,
    principal: Principal,
    id: number,
    action: string,
    lock?: boolean,
  ) => Promise<PerformanceReviewRow>;
  presentOne: (ctx: ReadContext, row: PerformanceReviewRow) => Promise<PerformanceReview>;
};

const userName = sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email})`;

/**
 * POST /performance-reviews/{id}/events/: the caller's event, applied through the review machine
 * with the parties the server works out for them; refused as the machine refuses it (409 wrong
 * status, 403 wrong person, 400 missing input), else the status moves and the move is recorded,
 * all in one transaction. GET …/transitions/: the review's timeline, oldest first.
 */
export function reviewTransitionRoutes(app: App, services: Services, reviews: Reviews) {
  const { db } = services.database;

  app.post(
    '/performance-reviews/:id/events/',
    {
      config: { requires: { action: 'read', subject: 'Performance' }, errors: [409] },
      schema: {
        tags: ['performance-reviews'],
        summary:
          'Move the review by an event of its status machine (the caller must be a party the machine allows)',
        params: IdParams,
        body: ReviewEventSchema,
        response: { 200: PerformanceReviewSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = request.body;
      const moved = await db.transaction(async (tx) => {
        const review = await reviews.findFor(tx, principal, request.params.id, 'read', true);
        const outcome = reviewFlow.apply(
          review.status,
          requestFor(input, review),
          partiesOf(principal, review),
        );
        if (!outcome.ok) {
          if (outcome.refused === 'state') throw detailError(409, m.wrongStatus(input.type, review.status));
          if (outcome.refused === 'person') throw detailError(403, m.wrongPerson(input.type, review.status));
          throw input.type === 'SUBMIT'
            ? detailError(400, m.incompleteSubmit)
            : badRequest({ reason: [m.reasonRequired] });
        }
        const { from, to } = outcome.transition;
        const comment = input.reason?.trim() ?? '';
        const [updated] = await tx
          .update(performanceReviews)
          .set({ status: to, updated_at: new Date() })
          .where(eq(performanceReviews.id, review.id))
          .returning();
        await recordTransition(tx, review.id, from, to, input.type, principal.user.id, comment);
        await writeAudit(tx, {
          actorId: principal.user.id,
          idOrganization: review.id_organization,
          action: 'performancereview.transition',
          objectType: 'PerformanceReview',
          objectId: review.id,
          objectName: `#${review.id}`,
          before: { status: from },
          after: { status: to, event: input.type, by: outcome.by, ...(comment && { comment }) },
          ip: request.ip,
        });
        return updated!;
      });
      return reviews.presentOne({ db, principal }, moved);
    },
  );

  app.get(
    '/performance-reviews/:id/transitions/',
    {
      config: { requires: { action: 'read', subject: 'Performance' } },
      schema: {
        tags: ['performance-reviews'],
        summary: 'The review’s timeline: every move of its status, oldest first',
        params: IdParams,
        response: { 200: z.array(ReviewTransitionSchema) },
      },
    },
    async (request): Promise<ReviewTransition[]> => {
      const review = await reviews.findFor(db, principalOf(request), request.params.id, 'read');
      const rows = await db
        .select({
          id: reviewTransitions.id,
          from_status: reviewTransitions.from_status,
          to_status: reviewTransitions.to_status,
          event: reviewTransitions.event,
          user_id: reviewTransitions.user_id,
          user_name: userName,
          comment: reviewTransitions.comment,
          created_at: reviewTransitions.created_at,
        })
        .from(reviewTransitions)
        .leftJoin(users, eq(users.id, reviewTransitions.user_id))
        .where(eq(reviewTransitions.review_id, review.id))
        .orderBy(asc(reviewTransitions.created_at), asc(reviewTransitions.id));
      return rows.map((r) => ({
        ...r,
        user_name: r.user_id === null ? null : r.user_name,
        created_at: r.created_at.toISOString(),
      }));
    },
  );
}
