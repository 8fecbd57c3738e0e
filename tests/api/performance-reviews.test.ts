import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrMessages as m } from '../../domain/hr/messages';
import { REVIEW_EVENT_TYPES, type ReviewEventType } from '../../domain/hr/performanceReview';
import {
  REVIEW_PARTIES,
  REVIEW_STATUSES,
  type ReviewParty,
  type ReviewStatus,
} from '../../domain/hr/reviewStatus';
import { reviewStatusMachine, type ReviewFlowEvent } from '../../machines/reviewStatus';
import { snapshotAt } from '../../machines/statusFlow';
import { assertAllTransitionsCovered, generateModelPaths, replayPath } from '../../machines/testing';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { users } from '../../server/db/tables/users';
import { performanceReviews } from '../../server/modules/hr/tables';
import { ACME_ADMIN, ADMIN, CLIENT_ADMIN, SUPERUSER, USER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// The three people of a review, as the demo accounts: Ugo (user) is reviewed by Tara (his team's
// manager), Hana (hr) runs HR. Sami (sales) is a colleague who is none of them.
const EMPLOYEE = USER;
const REVIEWER = 'team_manager@demo.local';
const HR = 'hr@demo.local';
const COLLEAGUE = 'sales@demo.local';
const ACCOUNT_OF: Record<ReviewParty, string> = { employee: EMPLOYEE, reviewer: REVIEWER, hr: HR };

type Review = {
  id: number;
  status: ReviewStatus;
  events: ReviewEventType[];
  editable: string[];
  parties: ReviewParty[];
  employee_name: string;
  reviewer_name: string;
  team_id: number | null;
};

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const email of [EMPLOYEE, REVIEWER, HR, COLLEAGUE, ADMIN]) {
    ids[email] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
});
afterAll(() => t.close());

const RATINGS = {
  review_date: '2026-01-15',
  overall_rating: 4,
  productivity_score: 80,
  efficiency_score: 75,
};

/** A new draft of Ugo's review by Tara, made by HR (with its ratings filled, or not). */
const draft = async (fields: Record<string, unknown> = {}) => {
  const res = await t.api('POST', '/performance-reviews/', {
    as: HR,
    body: {
      employee_id: ids[EMPLOYEE],
      reviewer_id: ids[REVIEWER],
      period_start: '2025-01-01',
      period_end: '2025-12-31',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Review;
};
const send = (id: number, as: string, type: string, reason?: string) =>
  t.api('POST', `/performance-reviews/${id}/events/`, {
    as,
    body: { type, ...(reason !== undefined && { reason }) },
  });
const moved = async (id: number, as: string, type: string, reason?: string) => {
  const res = await send(id, as, type, reason);
  expect(res.statusCode, `${type} by ${as}: ${res.body}`).toBe(200);
  return res.json() as Review;
};
const get = async (id: number, as: string) => t.api('GET', `/performance-reviews/${id}/`, { as });
const listIds = async (as: string, query = '') => {
  const res = await t.api('GET', `/performance-reviews/?page_size=100${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Review[]).map((r) => r.id);
};
const statusOf = async (id: number) =>
  (
    await t.db
      .select({ s: performanceReviews.status })
      .from(performanceReviews)
      .where(eq(performanceReviews.id, id))
  )[0]!.s;

describe('who reaches a review', () => {
  it('the employee, the reviewer and HR read it; a colleague and another organisation get 404', async () => {
    const review = await draft();
    for (const as of [EMPLOYEE, REVIEWER, HR, CLIENT_ADMIN, SUPERUSER]) {
      expect((await get(review.id, as)).statusCode, as).toBe(200);
      expect(await listIds(as), as).toContain(review.id);
    }
    for (const as of [COLLEAGUE, ADMIN, ACME_ADMIN]) {
      expect((await get(review.id, as)).statusCode, as).toBe(404);
      expect(await listIds(as), as).not.toContain(review.id);
      expect((await send(review.id, as, 'SUBMIT')).statusCode, as).toBe(404);
      expect((await t.api('GET', `/performance-reviews/${review.id}/transitions/`, { as })).statusCode).toBe(
        404,
      );
    }
  });

  it('every demo account lists reviews: HR and the organisation’s managers all of them, the others their own', async () => {
    const review = await draft();
    const everyone = new Set([HR, CLIENT_ADMIN, SUPERUSER, 'super_admin@demo.local']);
    for (const { email } of DEMO_ACCOUNTS) {
      const seen = await listIds(email);
      const own = [EMPLOYEE, REVIEWER].includes(email);
      expect(seen.includes(review.id), email).toBe(everyone.has(email) || own);
    }
  });

  it('only HR (and the organisation’s administrators) create and delete reviews', async () => {
    const body = {
      employee_id: ids[EMPLOYEE],
      reviewer_id: ids[REVIEWER],
      period_start: '2025-01-01',
      period_end: '2025-06-30',
    };
    for (const as of [EMPLOYEE, REVIEWER, COLLEAGUE, ADMIN]) {
      expect((await t.api('POST', '/performance-reviews/', { as, body })).statusCode, as).toBe(403);
    }
    expect((await t.api('POST', '/performance-reviews/', { as: CLIENT_ADMIN, body })).statusCode).toBe(201);
    const review = await draft();
    expect((await t.api('DELETE', `/performance-reviews/${review.id}/`, { as: REVIEWER })).statusCode).toBe(
      403,
    );
    expect((await t.api('DELETE', `/performance-reviews/${review.id}/`, { as: HR })).statusCode).toBe(204);
  });

  it('names the employee and reviewer, the employee’s team, and what the caller may do now', async () => {
    const review = await draft(RATINGS);
    expect(review).toMatchObject({ employee_name: 'Ugo User', reviewer_name: 'Tara Team', status: 'draft' });
    expect(review.team_id).toBe(await t.team(1));
    const as = async (email: string) => (await get(review.id, email)).json() as Review;
    expect(await as(REVIEWER)).toMatchObject({ parties: ['reviewer'], events: ['SUBMIT'] });
    expect(await as(EMPLOYEE)).toMatchObject({ parties: ['employee'], events: [], editable: [] });
    expect(await as(HR)).toMatchObject({ parties: ['hr'], events: [] });
  });
});

describe('what a review refuses when it is created or changed', () => {
  it('refuses an employee or reviewer of another organisation, a self-review and a period ending before it starts', async () => {
    const acmeUser = (
      await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@acme.local'))
    )[0]!.id;
    const base = {
      employee_id: ids[EMPLOYEE],
      reviewer_id: ids[REVIEWER],
      period_start: '2025-01-01',
      period_end: '2025-12-31',
    };
    const post = (body: Record<string, unknown>) => t.api('POST', '/performance-reviews/', { as: HR, body });
    expect((await post({ ...base, employee_id: acmeUser })).json()).toEqual({
      employee_id: ['Not found in this organisation.'],
    });
    expect((await post({ ...base, reviewer_id: ids[EMPLOYEE] })).json()).toEqual({
      reviewer_id: [m.selfReview],
    });
    expect((await post({ ...base, period_end: '2024-12-31' })).json()).toEqual({
      period_end: [m.periodEndBeforeStart],
    });
    expect((await post({ ...base, overall_rating: 6 })).json()).toEqual({ overall_rating: [m.ratingRange] });
    expect((await post({ ...base, productivity_score: 101 })).json()).toEqual({
      productivity_score: [m.scoreRange],
    });
    expect((await post({ ...base, status: 'completed' })).statusCode).toBe(400);
  });

  it('lets each party write its own part at the stage that gives it to them (400 on the field otherwise)', async () => {
    const review = await draft();
    const patch = (as: string, body: Record<string, unknown>) =>
      t.api('PATCH', `/performance-reviews/${review.id}/`, { as, body });
    expect((await patch(REVIEWER, RATINGS)).statusCode).toBe(200);
    expect((await patch(REVIEWER, { employee_id: ids[COLLEAGUE] })).json()).toEqual({
      employee_id: [m.notEditableNow],
    });
    expect((await patch(EMPLOYEE, { employee_comments: 'Too early' })).json()).toEqual({
      employee_comments: [m.notEditableNow],
    });
    expect((await patch(COLLEAGUE, { reviewer_comments: 'Hi' })).statusCode).toBe(404);
    await moved(review.id, REVIEWER, 'SUBMIT');
    expect((await patch(REVIEWER, { overall_rating: 2 })).json()).toEqual({
      overall_rating: [m.notEditableNow],
    });
    await moved(review.id, HR, 'START_REVIEW');
    expect((await patch(EMPLOYEE, { employee_comments: 'Thank you' })).statusCode).toBe(200);
    expect((await patch(REVIEWER, { employee_comments: 'Not mine' })).json()).toEqual({
      employee_comments: [m.notEditableNow],
    });
    await moved(review.id, EMPLOYEE, 'ACKNOWLEDGE');
    expect((await patch(EMPLOYEE, { employee_comments: 'Later' })).json()).toEqual({
      employee_comments: [m.notEditableNow],
    });
    // Only a draft is deleted: this one has a history.
    const refused = await t.api('DELETE', `/performance-reviews/${review.id}/`, { as: HR });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: m.onlyDraftDeleted });
  });
});

describe('events', () => {
  it('refuses a wrong status (409) and a wrong person (403), naming both, and missing input (400)', async () => {
    const review = await draft();
    const incomplete = await send(review.id, REVIEWER, 'SUBMIT');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({ detail: m.incompleteSubmit });
    const person = await send(review.id, EMPLOYEE, 'SUBMIT');
    expect(person.statusCode).toBe(403);
    expect(person.json()).toEqual({ detail: m.wrongPerson('SUBMIT', 'draft') });
    const state = await send(review.id, HR, 'COMPLETE');
    expect(state.statusCode).toBe(409);
    expect(state.json()).toEqual({ detail: m.wrongStatus('COMPLETE', 'draft') });
    await t.api('PATCH', `/performance-reviews/${review.id}/`, { as: REVIEWER, body: RATINGS });
    await moved(review.id, REVIEWER, 'SUBMIT');
    const noReason = await send(review.id, HR, 'SEND_BACK', '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: [m.reasonRequired] });
    expect((await send(review.id, HR, 'NOPE')).statusCode).toBe(400);
    expect(await statusOf(review.id)).toBe('submitted');
  });

  it('records every move, with who made it and the reason, in the timeline and the audit log', async () => {
    const review = await draft(RATINGS);
    await moved(review.id, REVIEWER, 'SUBMIT');
    await moved(review.id, HR, 'SEND_BACK', 'Scores swapped');
    await moved(review.id, REVIEWER, 'SUBMIT');
    await moved(review.id, HR, 'START_REVIEW');
    await moved(review.id, EMPLOYEE, 'ACKNOWLEDGE');
    const done = await moved(review.id, REVIEWER, 'COMPLETE');
    expect(done).toMatchObject({ status: 'completed', events: [] });
    const reopened = await moved(review.id, HR, 'REOPEN', 'Appeal');
    expect(reopened.status).toBe('in_review');
    const timeline = (
      await t.api('GET', `/performance-reviews/${review.id}/transitions/`, { as: EMPLOYEE })
    ).json();
    expect(
      timeline.map((x: Record<string, unknown>) => [
        x.from_status,
        x.event,
        x.to_status,
        x.user_name,
        x.comment,
      ]),
    ).toEqual([
      [null, 'CREATE', 'draft', 'Hana People', ''],
      ['draft', 'SUBMIT', 'submitted', 'Tara Team', ''],
      ['submitted', 'SEND_BACK', 'draft', 'Hana People', 'Scores swapped'],
      ['draft', 'SUBMIT', 'submitted', 'Tara Team', ''],
      ['submitted', 'START_REVIEW', 'in_review', 'Hana People', ''],
      ['in_review', 'ACKNOWLEDGE', 'employee_reviewed', 'Ugo User', ''],
      ['employee_reviewed', 'COMPLETE', 'completed', 'Tara Team', ''],
      ['completed', 'REOPEN', 'in_review', 'Hana People', 'Appeal'],
    ]);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.object_type, 'PerformanceReview'), eq(auditLogs.object_id, String(review.id))));
    expect(audits.filter((a) => a.action === 'performancereview.transition')).toHaveLength(7);
  });
});

describe('demo data', () => {
  it('has reviews in every status, each timeline a run of the machine from its creation', async () => {
    const org = await t.orgId('DEMO');
    const rows = await t.db
      .select()
      .from(performanceReviews)
      .where(eq(performanceReviews.id_organization, org));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(REVIEW_STATUSES));
    for (const row of rows) {
      const timeline = (
        await t.api('GET', `/performance-reviews/${row.id}/transitions/`, { as: HR })
      ).json() as {
        from_status: ReviewStatus | null;
        to_status: ReviewStatus;
      }[];
      expect(timeline[0]).toMatchObject({ from_status: null, to_status: 'draft' });
      for (const [i, line] of timeline.entries())
        if (i > 0) expect(line.from_status).toBe(timeline[i - 1]!.to_status);
      expect(timeline.at(-1)!.to_status).toBe(row.status);
    }
  });
});

describe('list filters', () => {
  it('filters by status, reviewer, the employee’s team and a date preset', async () => {
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const old = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const a = await draft({ ...RATINGS, review_date: recent });
    const b = await draft({ ...RATINGS, review_date: old });
    await moved(b.id, REVIEWER, 'SUBMIT');
    const c = await draft({ employee_id: ids[COLLEAGUE], reviewer_id: ids[ADMIN], review_date: recent });
    const submitted = await listIds(HR, '&status=submitted');
    expect(submitted).toContain(b.id);
    expect(submitted).not.toContain(a.id);
    const byTara = await listIds(HR, `&reviewer=${ids[REVIEWER]}`);
    expect(byTara).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(byTara).not.toContain(c.id);
    expect(await listIds(HR, `&team=${await t.team(1)}`)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(await listIds(HR, `&team=${await t.team(2)}`)).not.toContain(a.id);
    const week = await listIds(HR, '&date_preset=7');
    expect(week).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(week).not.toContain(b.id);
    expect(await listIds(HR, '&date_preset=365')).toContain(b.id);
    expect((await t.api('GET', '/performance-reviews/?date_preset=12', { as: HR })).statusCode).toBe(400);
    expect(await listIds(HR, '&search=Sami')).toContain(c.id);
  });
});

// Paths generated from the review machine, replayed on the API by the three people: each step is
// sent by the account of the party the path names, and at each status first reached every
// party's every other event is refused as the machine says (409 no one may, 403 not them),
// changing nothing.
describe('review machine model, on the API', () => {
  const REQUESTS = [
    { type: 'SUBMIT', complete: true },
    { type: 'SEND_BACK', reason: 'Scores swapped' },
    { type: 'START_REVIEW' },
    { type: 'ACKNOWLEDGE' },
    { type: 'COMPLETE' },
    { type: 'REOPEN', reason: 'Appeal' },
  ] as const;
  const EVENTS = REQUESTS.flatMap((request) =>
    REVIEW_PARTIES.map((by) => ({ ...request, by }) as ReviewFlowEvent),
  );
  const paths = generateModelPaths<ReviewFlowEvent>(reviewStatusMachine, { events: EVENTS });
  const refusalsChecked = new Set<string>();

  it('covers every transition', () => assertAllTransitionsCovered(reviewStatusMachine, paths));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_title, path) => {
    const review = await draft(RATINGS);
    await replayPath(path, {
      execute: async (event) => {
        const reason = 'reason' in event ? event.reason : undefined;
        await moved(review.id, ACCOUNT_OF[event.by], event.type, reason);
      },
      check: async (state) => {
        const status = state.value as ReviewStatus;
        expect(await statusOf(review.id)).toBe(status);
        if (refusalsChecked.has(status)) return;
        refusalsChecked.add(status);
        const snapshot = snapshotAt(reviewStatusMachine, status, undefined as never);
        for (const type of REVIEW_EVENT_TYPES) {
          const request = REQUESTS.find((r) => r.type === type)!;
          const takenBy = (by: ReviewParty) => snapshot.can({ ...request, by } as ReviewFlowEvent);
          for (const party of REVIEW_PARTIES) {
            if (takenBy(party)) continue;
            const expected = REVIEW_PARTIES.some(takenBy) ? 403 : 409;
            const res = await send(
              review.id,
              ACCOUNT_OF[party],
              type,
              'reason' in request ? request.reason : undefined,
            );
            expect(res.statusCode, `${type} by ${party} at ${status}`).toBe(expected);
            expect(res.json().detail).toContain(status);
          }
        }
        expect(await statusOf(review.id)).toBe(status);
      },
    });
  });
});
