import { and, eq, inArray } from 'drizzle-orm';
import type { ReviewParty, ReviewStatus } from '../../../domain/hr/reviewStatus';
import { reviewFlow, type ReviewRequest } from '../../../machines/reviewStatus';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { performanceReviews, reviewTransitions } from './tables';

const DAY = 86_400_000;

/** What a reviewer writes, in the organisation's language (its own data). */
const COMMENTS: Record<'strong' | 'steady' | 'growing', Record<SeedLanguage, string>> = {
  strong: {
    en: 'Consistently exceeds targets and helps the team.',
    fr: 'Dépasse régulièrement ses objectifs et aide l’équipe.',
    ar: 'يتجاوز الأهداف باستمرار ويساعد الفريق.',
    zh: '持续超额完成目标并帮助团队。',
  },
  steady: {
    en: 'Reliable work; could take on more ownership.',
    fr: 'Travail fiable ; pourrait prendre plus d’initiatives.',
    ar: 'عمل موثوق؛ يمكنه تحمّل مسؤولية أكبر.',
    zh: '工作可靠；可以承担更多责任。',
  },
  growing: {
    en: 'Good progress this period; keep working on estimates.',
    fr: 'Bons progrès sur la période ; continuer à travailler les estimations.',
    ar: 'تقدّم جيد في هذه الفترة؛ واصل العمل على التقديرات.',
    zh: '本期进步明显；继续提高估算能力。',
  },
};
const REASONS: Record<'scores' | 'appeal', Record<SeedLanguage, string>> = {
  scores: {
    en: 'Productivity and efficiency scores were swapped.',
    fr: 'Les scores de productivité et d’efficacité étaient inversés.',
    ar: 'تم تبديل درجتي الإنتاجية والكفاءة.',
    zh: '生产力和效率分数填反了。',
  },
  appeal: {
    en: 'The employee asked for the rating to be reconsidered.',
    fr: 'L’employé a demandé que la note soit réexaminée.',
    ar: 'طلب الموظف إعادة النظر في التقييم.',
    zh: '员工申请重新审议评分。',
  },
};

type Step = [party: ReviewParty, request: ReviewRequest];
type DemoReview = {
  employee: string;
  reviewer: string;
  /** Days before today of the review's date (and, spaced out before it, its moves). */
  daysAgo: number;
  rating: [overall: number, productivity: number, efficiency: number] | null;
  comment: keyof typeof COMMENTS;
  steps: (language: SeedLanguage) => Step[];
};

const submit: Step = ['reviewer', { type: 'SUBMIT', complete: true }];
const startReview: Step = ['hr', { type: 'START_REVIEW' }];
const acknowledge: Step = ['employee', { type: 'ACKNOWLEDGE' }];
const complete: Step = ['hr', { type: 'COMPLETE' }];
const toCompleted = [submit, startReview, acknowledge, complete];

/**
 * The demo teams' reviews, one or more in every status, some with a send-back or a reopening in
 * their timeline. Each is taken through the review machine exactly as the API would take it.
 */
const DEMO_REVIEWS: Record<'DEMO' | 'ACME', { hr: string; reviews: DemoReview[] }> = {
  DEMO: {
    hr: 'hr@demo.local',
    reviews: [
      {
        employee: 'user@demo.local',
        reviewer: 'team_manager@demo.local',
        daysAgo: 3,
        rating: null,
        comment: 'growing',
        steps: () => [],
      },
      {
        employee: 'sales@demo.local',
        reviewer: 'team_manager@demo.local',
        daysAgo: 12,
        rating: [4, 82, 76],
        comment: 'strong',
        steps: () => [submit],
      },
      {
        employee: 'sales_rep@demo.local',
        reviewer: 'team_manager@demo.local',
        daysAgo: 20,
        rating: [3, 64, 70],
        comment: 'steady',
        steps: (l) => [submit, ['hr', { type: 'SEND_BACK', reason: REASONS.scores[l] }], submit, startReview],
      },
      {
        employee: 'support@demo.local',
        reviewer: 'admin@demo.local',
        daysAgo: 45,
        rating: [4, 78, 81],
        comment: 'growing',
        steps: () => [submit, startReview, acknowledge],
      },
      {
        employee: 'team_manager@demo.local',
        reviewer: 'admin@demo.local',
        daysAgo: 80,
        rating: [5, 93, 90],
        comment: 'strong',
        steps: () => toCompleted,
      },
      {
        employee: 'manager@demo.local',
        reviewer: 'admin@demo.local',
        daysAgo: 150,
        rating: [3, 70, 66],
        comment: 'steady',
        steps: (l) => [...toCompleted, ['hr', { type: 'REOPEN', reason: REASONS.appeal[l] }]],
      },
      {
        employee: 'user@demo.local',
        reviewer: 'team_manager@demo.local',
        daysAgo: 300,
        rating: [4, 75, 79],
        comment: 'steady',
        steps: () => toCompleted,
      },
    ],
  },
  ACME: {
    hr: 'admin@acme.local',
    reviews: [
      {
        employee: 'user@acme.local',
        reviewer: 'admin@acme.local',
        daysAgo: 9,
        rating: null,
        comment: 'steady',
        steps: () => [],
      },
    ],
  },
};

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The HR area's demo data for one organisation, after its people: reviews in every status, each
 * with the timeline the machine gave it. Skipped when the organisation has reviews already.
 */
export async function seedReviews(tx: DbOrTx, orgId: number, org: 'DEMO' | 'ACME', language: SeedLanguage) {
  const [existing] = await tx
    .select({ id: performanceReviews.id })
    .from(performanceReviews)
    .where(eq(performanceReviews.id_organization, orgId))
    .limit(1);
  if (existing) return;
  const plan = DEMO_REVIEWS[org];
  const emails = [...new Set([plan.hr, ...plan.reviews.flatMap((r) => [r.employee, r.reviewer])])];
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id_organization, orgId), inArray(users.email, emails)));
  const idOf = new Map(found.map((u) => [u.email, u.id]));
  const now = Date.now();
  for (const demo of plan.reviews) {
    const employee = idOf.get(demo.employee);
    const reviewer = idOf.get(demo.reviewer);
    if (employee === undefined || reviewer === undefined) continue;
    const who: Record<ReviewParty, number | null> = { employee, reviewer, hr: idOf.get(plan.hr) ?? null };
    const reviewDay = now - demo.daysAgo * DAY;
    const steps = demo.steps(language);
    // The moves are spaced out before today, the creation a week before the review's date.
    const createdAt = new Date(reviewDay - 7 * DAY);
    const stepTime = (i: number) => new Date(reviewDay + ((demo.daysAgo * DAY) / (steps.length + 1)) * i);
    const [overall, productivity, efficiency] = demo.rating ?? [null, null, null];
    const [review] = await tx
      .insert(performanceReviews)
      .values({
        id_organization: orgId,
        employee_id: employee,
        reviewer_id: reviewer,
        period_start: isoDay(reviewDay - 365 * DAY),
        period_end: isoDay(reviewDay - DAY),
        review_date: demo.rating ? isoDay(reviewDay) : null,
        overall_rating: overall,
        productivity_score: productivity,
        efficiency_score: efficiency,
        reviewer_comments: demo.rating ? COMMENTS[demo.comment][language] : '',
        status: 'draft',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning({ id: performanceReviews.id });
    const lines: (typeof reviewTransitions.$inferInsert)[] = [
      {
        review_id: review!.id,
        from_status: null,
        to_status: 'draft',
        event: 'CREATE',
        user_id: who.hr,
        created_at: createdAt,
      },
    ];
    let status: ReviewStatus = 'draft';
    for (const [i, [party, request]] of steps.entries()) {
      const outcome = reviewFlow.apply(status, request, [party]);
      if (!outcome.ok)
        throw new Error(
          `Demo review of ${demo.employee}: ${request.type} by ${party} refused (${outcome.refused})`,
        );
      lines.push({
        review_id: review!.id,
        from_status: status,
        to_status: outcome.transition.to,
        event: request.type,
        user_id: who[party],
        comment: 'reason' in request ? request.reason : '',
        created_at: stepTime(i + 1),
      });
      status = outcome.transition.to;
    }
    await tx.insert(reviewTransitions).values(lines);
    await tx
      .update(performanceReviews)
      .set({ status, updated_at: lines.at(-1)!.created_at! })
      .where(eq(performanceReviews.id, review!.id));
  }
}
