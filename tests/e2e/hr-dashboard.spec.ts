import { expect, test, type Page } from '@playwright/test';
import type { HrDashboard } from '../../domain/hr/dashboard';
import { appearances, seriousViolations, signInOncePerAccount, type AccountApi } from './support';

// The HR dashboard as HR sees it: the figures the API gives, a preset kept in the address and
// changing them, each figure leading to the list it counts (with the same count), the section
// navigation; someone who reads only their own reviews is turned away and offered no dashboard.
// Then in Arabic (right to left), light and dark, with axe (HR_SHOTS=<dir> keeps screenshots).
test.describe.configure({ mode: 'serial' });

const DASHBOARD = '/apps/hr/dashboard';
const HR = 'hr@demo.local';
const EMPLOYEE = 'user@demo.local';
const SHOTS = process.env.HR_SHOTS;
const { pageAs, apiOf } = signInOncePerAccount();

let hr: Page;
let api: AccountApi;
test.beforeAll(async ({ browser }) => {
  hr = await pageAs(browser, HR, `${DASHBOARD}?lang=en`);
  api = apiOf(hr.request, HR);
});
test.afterAll(async () => {
  await hr?.context().close();
});

const figures = async (query = '') => (await api<HrDashboard>('get', `/api/hr/dashboard/${query}`)).body;
const value = (testId: string) => hr.getByTestId(`${testId}-value`);
/** The count a reviews list shows in its footer ("… of N"), read from the API for the same query. */
const listed = async (query: string) =>
  (await api<{ count: number }>('get', `/api/performance-reviews/?page_size=5&${query}`)).body.count;

test('HR reads the figures, changes the preset, and follows a figure to its list', async () => {
  await expect(hr.getByRole('heading', { level: 1, name: 'HR dashboard' })).toBeVisible();
  await expect(hr.getByTestId('hr-dashboard')).toBeVisible();
  const all = await figures();
  await expect(value('stat-headcount')).toHaveText(new Intl.NumberFormat('en').format(all.headcount.total));
  await expect(value('stat-overdue')).toHaveText(String(all.due.overdue));
  await expect(value('stat-soon')).toHaveText(String(all.due.soon));
  const statuses = hr.getByTestId('status-chart').getByRole('listitem');
  await expect(statuses).toHaveCount(5);
  for (const [i, { count }] of all.reviews_by_status.entries()) {
    await expect(statuses.nth(i).locator('[data-value]')).toHaveAttribute('data-value', String(count));
  }
  const units = hr.getByTestId('units-chart').getByRole('listitem');
  await expect(units).toHaveCount(all.headcount.units.length);

  // The section navigation marks the dashboard.
  const nav = hr.getByRole('navigation', { name: 'Human resources' });
  await expect(nav.locator('a[aria-current]')).toHaveAttribute('href', DASHBOARD);

  // A preset goes into the address and narrows the review figures to it.
  await hr.getByLabel('Review date').selectOption({ label: 'Last 90 days' });
  await expect(hr).toHaveURL(/date_preset=90/);
  const recent = await figures('?date_preset=90');
  for (const [i, { count }] of recent.reviews_by_status.entries()) {
    await expect(statuses.nth(i).locator('[data-value]')).toHaveAttribute('data-value', String(count));
  }
  await hr.reload();
  await expect(hr.getByLabel('Review date')).toHaveValue('90');

  // A status bar leads to the list filtered by that status and the preset: the same count.
  const inReview = recent.reviews_by_status.find((s) => s.status === 'in_review')!;
  await statuses.nth(2).getByRole('link', { name: 'In review' }).click();
  await expect(hr).toHaveURL(/\/apps\/hr\/performance-reviews\?.*status=in_review/);
  await expect(hr).toHaveURL(/date_preset=90/);
  await expect(hr.getByRole('table').locator('tbody tr')).toHaveCount(inReview.count);
  expect(await listed('status=in_review&date_preset=90')).toBe(inReview.count);
  await expect(
    hr.getByRole('navigation', { name: 'Human resources' }).locator('a[aria-current]'),
  ).toHaveAttribute('href', '/apps/hr/performance-reviews');

  // The overdue card leads to the overdue reviews, its filter shown set.
  await hr.goto(`${DASHBOARD}?lang=en`);
  await hr.getByTestId('stat-overdue').click();
  await expect(hr).toHaveURL(/due=overdue/);
  await expect(hr.getByLabel('Due', { exact: true })).toHaveValue('overdue');
  await expect(hr.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(all.due.overdue, 25));

  // A unit's bar leads to who works there.
  await hr.goto(`${DASHBOARD}?lang=en`);
  const first = all.headcount.units[0]!;
  await units.first().getByRole('link', { name: first.name }).click();
  await expect(hr).toHaveURL(new RegExp(`/apps/organization/${first.kind}/view/${first.id}/employees`));
});

test('a review links its employee: all their reviews, and back from the individuals', async () => {
  const { body } = await api<{ results: { id: number; employee_id: number; employee_name: string }[] }>(
    'get',
    '/api/performance-reviews/?page_size=5',
  );
  const review = body.results[0]!;
  await hr.goto(`/apps/hr/performance-reviews/${review.id}?lang=en`);
  const people = hr.getByTestId('review-people');
  await expect(people.getByRole('link', { name: review.employee_name, exact: true })).toHaveAttribute(
    'href',
    `/apps/user/view/${review.employee_id}`,
  );
  await people.getByRole('link', { name: `All reviews of ${review.employee_name}` }).click();
  await expect(hr).toHaveURL(new RegExp(`employee=${review.employee_id}`));
  const theirs = await listed(`employee=${review.employee_id}`);
  await expect(hr.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(theirs, 25));
  await expect(hr.getByRole('table').locator('tbody tr').first()).toContainText(review.employee_name);

  await hr.goto('/apps/hr/individual/list?lang=en');
  const staff = hr.getByTestId('staff-list');
  await expect(staff).toBeVisible();
  const link = staff.getByRole('link', { name: /^All reviews of / }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/apps\/hr\/performance-reviews\?employee=\d+$/);
  await link.click();
  await expect(hr).toHaveURL(new RegExp(href!.replace('?', '\\?')));
});

test('someone who reads only their own reviews has no dashboard: turned away, and not offered it', async ({
  browser,
}) => {
  const employee = await pageAs(browser, EMPLOYEE, '/apps/hr/performance-reviews?lang=en');
  await expect(employee.getByRole('heading', { level: 1, name: 'Performance reviews' })).toBeVisible();
  await expect(employee.getByRole('navigation', { name: 'Human resources' })).toHaveCount(0);
  await employee.goto(`${DASHBOARD}?lang=en`);
  await expect(employee.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  await employee.goto('/apps/hr?lang=en');
  await expect(employee).toHaveURL(/\/apps\/hr\/performance-reviews/);
  await employee.context().close();
});

test('the dashboard in English and Arabic, light and dark, has no serious accessibility violations', async () => {
  test.slow();
  for (const [lang, theme] of appearances) {
    await hr.goto(`${DASHBOARD}?lang=${lang}&theme=${theme}&date_preset=365`);
    await expect(hr.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(hr.getByTestId('hr-dashboard')).toBeVisible();
    if (lang === 'ar') {
      await expect(hr.getByRole('heading', { level: 1, name: 'لوحة الموارد البشرية' })).toBeVisible();
      // Numbers in the reader's language.
      const all = await figures('?date_preset=365');
      await expect(value('stat-headcount')).toHaveText(
        new Intl.NumberFormat('ar').format(all.headcount.total),
      );
    }
    expect(await seriousViolations(hr, `dashboard ${lang} ${theme}: `)).toEqual([]);
    if (SHOTS) await hr.screenshot({ path: `${SHOTS}/dashboard-${lang}-${theme}.png`, fullPage: true });
  }
});
