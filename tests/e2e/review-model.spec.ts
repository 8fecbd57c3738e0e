// The review machine's generated paths, replayed through a review's page by the three people of
// it, each signed in a browser of their own: HR (Hana), the reviewer (Tara) and the employee (Ugo).
//
// machines/testing walks the review machine (machines/reviewStatus) with every event sent by each
// party, and gives the shortest paths that together take every transition. Each path is one test:
// a fresh review with its ratings filled in (made by HR through the API), then every step is a
// click, on the page of the party the path names, on that event's button (a reason typed in its
// dialog where the event needs one); after each step every party's page must show the status the
// machine reached and exactly the buttons the machine lets that party send there, no other.
//
// The paths come from machines/qa/browserSuites.ts (the review model of machines/qa/models.ts,
// whose requests a page refuses, an incomplete review or a blank reason, are never sent), where
// machines/qa/coverage.test.ts counts them. CI replays the fewest paths that still take every
// transition; REVIEW_PATHS=all replays every path, REVIEW_PATHS=<n> the first n. The longest path is replayed in Arabic too,
// each page at each status checked with axe. Last, a refused step: a page left open while another
// party moved the review sends an event the review no longer takes, and shows the server's refusal.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REVIEW_EVENT_TYPES } from '../../domain/hr/performanceReview';
import { REVIEW_PARTIES, type ReviewParty, type ReviewStatus } from '../../domain/hr/reviewStatus';
import { browserReplay } from '../../machines/qa/browserSuites';
import { reviewFlow, type ReviewFlowEvent } from '../../machines/reviewStatus';
import { replayPath, type ModelPath } from '../../machines/testing';
import { seriousViolations, signInOncePerAccount, type AccountApi } from './support';

test.describe.configure({ mode: 'serial' });

const ACCOUNT: Record<ReviewParty, string> = {
  hr: 'hr@demo.local',
  reviewer: 'team_manager@demo.local',
  employee: 'user@demo.local',
};
const RATINGS = {
  review_date: '2026-01-15',
  overall_rating: 4,
  productivity_score: 80,
  efficiency_score: 75,
};

type Texts = { statuses: Record<ReviewStatus, string>; events: Record<string, string> };
const textsOf = (lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/hr.json`, import.meta.url), 'utf8')) as Texts;
const TEXTS = { en: textsOf('en'), ar: textsOf('ar') };

type ReviewPath = ModelPath<ReviewFlowEvent>;
const paths = browserReplay('reviewStatus', process.env.REVIEW_PATHS) as ReviewPath[];
const longest = (browserReplay('reviewStatus', 'all') as ReviewPath[]).reduce((a, b) =>
  b.steps.length > a.steps.length ? b : a,
);

const { pageAs, apiOf } = signInOncePerAccount();
const pages = {} as Record<ReviewParty, Page>;
let api: AccountApi;
let employeeId = 0;
let reviewerId = 0;
test.beforeAll(async ({ browser }) => {
  for (const party of REVIEW_PARTIES) {
    pages[party] = await pageAs(browser, ACCOUNT[party], '/apps/hr/performance-reviews?lang=en');
  }
  api = apiOf(pages.hr.request, ACCOUNT.hr);
  const people = await api<{ results: { id: number; email: string }[] }>('get', '/api/users/?page_size=100');
  employeeId = people.body.results.find((u) => u.email === ACCOUNT.employee)!.id;
  reviewerId = people.body.results.find((u) => u.email === ACCOUNT.reviewer)!.id;
});
test.afterAll(async () => {
  for (const page of Object.values(pages)) await page?.context().close();
});

async function newReview(): Promise<number> {
  const { status, body } = await api<{ id: number }>('post', '/api/performance-reviews/', {
    employee_id: employeeId,
    reviewer_id: reviewerId,
    period_start: '2025-01-01',
    period_end: '2025-12-31',
    ...RATINGS,
  });
  expect(status).toBe(201);
  return body.id;
}

const statusOf = (page: Page) => page.getByRole('main').getByTestId('review-status').first();

async function fire(page: Page, event: ReviewFlowEvent, texts: Texts) {
  await page.getByTestId(`event-${event.type}`).click();
  if ('reason' in event) {
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('event-reason').fill(event.reason);
    await dialog.getByRole('button', { name: texts.events[event.type], exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Each party's page shows the status, and exactly the events the machine lets that party send, enabled. */
async function check(url: string, status: ReviewStatus, lang: 'en' | 'ar', checked: Set<string>) {
  for (const party of REVIEW_PARTIES) {
    const page = pages[party];
    await page.goto(`${url}?lang=${lang}`);
    await expect(statusOf(page)).toHaveText(TEXTS[lang].statuses[status]);
    const offered = reviewFlow.events(status, [party]);
    for (const type of REVIEW_EVENT_TYPES) {
      const button = page.getByTestId(`event-${type}`);
      if (offered.includes(type)) await expect(button, `${type} for ${party} at ${status}`).toBeEnabled();
      else await expect(button, `${type} for ${party} at ${status}`).toHaveCount(0);
    }
    if (lang === 'ar' && !checked.has(`${party}-${status}`)) {
      checked.add(`${party}-${status}`);
      // Once loaded: the timeline is drawn, no part of the page is still loading.
      await page.getByTestId('review-timeline').getByRole('listitem').first().waitFor();
      await expect(page.locator('.chakra-spinner')).toHaveCount(0);
      expect(await seriousViolations(page, `${party} at ${status}: `)).toEqual([]);
    }
  }
}

async function replay(path: ReviewPath, lang: 'en' | 'ar') {
  const id = await newReview();
  const url = `/apps/hr/performance-reviews/${id}`;
  const checked = new Set<string>();
  await replayPath(path, {
    execute: async (event) => {
      const page = pages[event.by];
      await page.goto(`${url}?lang=${lang}`);
      await fire(page, event, TEXTS[lang]);
    },
    check: (state) => check(url, state.value as ReviewStatus, lang, checked),
  });
  // The server recorded one transition per step, after the review's creation.
  const { body } = await api<{ event: string }[]>('get', `/api/performance-reviews/${id}/transitions/`);
  expect(body.map((t) => t.event)).toEqual(['CREATE', ...path.steps.slice(1).map((s) => s.event.type)]);
}

for (const [index, path] of paths.entries()) {
  test(`${index + 1}. ${path.description}`, async () => {
    test.setTimeout(240_000);
    await replay(path, 'en');
  });
}

test(`in Arabic, with axe at every status: ${longest.description}`, async () => {
  test.setTimeout(420_000);
  await replay(longest, 'ar');
});

test('a step the review no longer takes is refused, and the page says why', async () => {
  const id = await newReview();
  const url = `/apps/hr/performance-reviews/${id}?lang=en`;
  const { reviewer, hr } = pages;
  await reviewer.goto(url);
  await reviewer.getByTestId('event-SUBMIT').click();
  await expect(statusOf(reviewer)).toHaveText('Submitted');
  // HR opens it, ready to start; meanwhile the reviewer withdraws it.
  await hr.goto(url);
  await expect(hr.getByTestId('event-START_REVIEW')).toBeEnabled();
  await fire(reviewer, { type: 'SEND_BACK', by: 'reviewer', reason: 'One more example to add.' }, TEXTS.en);
  await expect(statusOf(reviewer)).toHaveText('Draft');
  await hr.getByTestId('event-START_REVIEW').click();
  await expect(hr.getByTestId('event-refused')).toHaveText(
    'A review in status Draft cannot take Start review.',
  );
  expect(await seriousViolations(hr, 'refused step: ')).toEqual([]);
});
