import { expect, test, type Page } from '@playwright/test';
import type { AdminDashboard } from '../../domain/dashboards/admin';
import type { AnalyticsDashboard } from '../../domain/dashboards/analytics';
import type { MyDashboard } from '../../domain/dashboards/me';
import { appearances, seriousViolations, signInOncePerAccount, type AccountApi } from './support';

// The analytics, administration and own dashboards as an admin and a narrower account see them:
// each shows the figures the API gives that account (the narrower never the wider's), a preset
// changes them, a card or bar opens its list filtered the same way, and a role without the right
// is turned away. Then in English and Arabic, light and dark, with axe.
test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@demo.local';
const BRAND_MANAGER = 'brand_manager@demo.local';
const SALES = 'sales@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const SALES_REP = 'sales_rep@demo.local';
const { pageAs, apiOf } = signInOncePerAccount();

const pages: Record<string, Page> = {};
const apis: Record<string, AccountApi> = {};
test.beforeAll(async ({ browser }) => {
  for (const email of [ADMIN, BRAND_MANAGER, SALES, ACME_ADMIN]) {
    pages[email] = await pageAs(browser, email, '/user-dashboard?lang=en');
    apis[email] = apiOf(pages[email].request, email);
  }
});
test.afterAll(async () => {
  for (const page of Object.values(pages)) await page.context().close();
});

const en = new Intl.NumberFormat('en');
const figures = async <T>(as: string, dashboard: string, preset = '30') =>
  (await apis[as]!<T>('get', `/api/dashboards/${dashboard}/?date_preset=${preset}`)).body;
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('the analytics dashboard: the admin’s whole catalogue, the brand manager’s brand only', async () => {
  const totals: Record<string, number> = {};
  for (const [as, path] of [
    [ADMIN, '/dashboards/analytics'],
    [BRAND_MANAGER, '/analytics'],
  ] as const) {
    const page = pages[as]!;
    await page.goto(`${path}?lang=en&date_preset=365`);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible();
    const got = await figures<AnalyticsDashboard>(as, 'analytics', '365');
    totals[as] = got.catalogue!.total;
    await expect(page.getByTestId('stat-new-products-value')).toHaveText(en.format(got.catalogue!.new));
    await expect(page.getByTestId('stat-upcoming-value')).toHaveText(en.format(got.launches!.upcoming));
    const statuses = page.getByTestId('product-status-chart').getByRole('listitem');
    await expect(statuses).toHaveCount(got.catalogue!.by_status.length);
    for (const [i, { count }] of got.catalogue!.by_status.entries()) {
      await expect(statuses.nth(i).locator('[data-value]')).toHaveAttribute('data-value', String(count));
    }
    await expect(page.getByTestId('upcoming-launches').getByRole('listitem')).toHaveCount(
      got.launches!.next.length,
    );
  }
  expect(totals[ADMIN]).toBeGreaterThan(totals[BRAND_MANAGER]!);
  // Only the brand's launches: the other brand's planned launch is not on the brand manager's list.
  await expect(pages[BRAND_MANAGER]!.getByTestId('upcoming-launches')).not.toContainText('Terra');
  await expect(pages[ADMIN]!.getByTestId('upcoming-launches')).toContainText('Terra');
});

test('a preset changes the analytics figures; the new-products card opens the products added in the period', async () => {
  const page = pages[ADMIN]!;
  await page.goto('/dashboards/analytics?lang=en&date_preset=7');
  const week = await figures<AnalyticsDashboard>(ADMIN, 'analytics', '7');
  const year = await figures<AnalyticsDashboard>(ADMIN, 'analytics', '365');
  expect(year.status_flow!.changes).toBeGreaterThan(week.status_flow!.changes);
  await expect(page.getByTestId('stat-status-changes-value')).toHaveText(
    en.format(week.status_flow!.changes),
  );
  await page.getByLabel('Period').selectOption({ label: 'Last 365 days' });
  await expect(page).toHaveURL(/date_preset=365/);
  await expect(page.getByTestId('stat-status-changes-value')).toHaveText(
    en.format(year.status_flow!.changes),
  );

  await page.getByTestId('stat-new-products').click();
  await expect(page).toHaveURL(/\/apps\/product-management\/product\/list\?date_preset=365/);
  await expect(page.getByLabel('Added')).toHaveValue('365');
  await expect(rows(page)).toHaveCount(Math.min(year.catalogue!.new, 25));
});

test('a role without read on Analytics has neither the entry nor the screen', async ({ browser }) => {
  const page = await pageAs(browser, SALES_REP, '/dashboards/crm?lang=en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'My dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Analytics dashboard' })).toHaveCount(
    0,
  );
  for (const path of ['/analytics', '/dashboards/analytics', '/admin/dashboard']) {
    await page.goto(`${path}?lang=en`);
    await expect(page).toHaveURL(/\/not-authorized$/);
  }
  await page.context().close();
});

test('the administration dashboard: each admin their own organisation, a role bar opens its users', async () => {
  const users: Record<string, number> = {};
  for (const as of [ADMIN, ACME_ADMIN]) {
    const page = pages[as]!;
    // The figures first: the test's own first call as an account signs it in, which counts.
    const got = await figures<AdminDashboard>(as, 'admin');
    await page.goto('/admin/dashboard?lang=en&date_preset=30');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    users[as] = got.users!.total;
    await expect(page.getByTestId('stat-organizations-value')).toHaveText(
      en.format(got.organizations!.active),
    );
    await expect(page.getByTestId('stat-users-value')).toHaveText(en.format(got.users!.active));
    await expect(page.getByTestId('stat-sign-ins-value')).toHaveText(en.format(got.sign_ins!.succeeded));
    await expect(page.getByTestId('stat-failed-sign-ins-value')).toHaveText(en.format(got.sign_ins!.failed));
    await expect(page.getByTestId('roles-chart').getByRole('listitem')).toHaveCount(
      got.users!.by_role.length,
    );
  }
  expect(users[ADMIN]).toBeGreaterThan(users[ACME_ADMIN]!);

  const page = pages[ADMIN]!;
  const { users: demo } = await figures<AdminDashboard>(ADMIN, 'admin');
  const role = demo!.by_role[0]!;
  await page.getByTestId('roles-chart').getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/apps/user/list\\?role=${role.role}`));
  await expect(rows(page)).toHaveCount(Math.min(role.count, 25));
});

test('the failed sign-ins card opens the refused sign-ins of the period; an incident bar its incidents', async () => {
  const page = pages[ADMIN]!;
  const refused = await page.request.post('/api/auth/login/', {
    data: { email: ADMIN, password: 'not-the-password' },
  });
  expect(refused.status()).toBe(400);
  const got = await figures<AdminDashboard>(ADMIN, 'admin');
  expect(got.sign_ins!.failed).toBeGreaterThan(0);
  await page.goto('/admin/dashboard?lang=en&date_preset=30');
  await expect(page.getByTestId('stat-failed-sign-ins-value')).toHaveText(en.format(got.sign_ins!.failed));
  await page.getByTestId('stat-failed-sign-ins').click();
  await expect(page).toHaveURL(/\/security\/events\?type=sign_in_failed&date_preset=30/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security events' })).toBeVisible();
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('sign_in_failed');
  await expect(rows(page)).toHaveCount(Math.min(got.sign_ins!.failed, 25));
  await expect(rows(page).first()).toContainText('Sign-in refused');

  const incident = got.incidents!.by_type[0];
  if (incident) {
    await page.goBack();
    await page.getByTestId('incidents-chart').getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`/security/events\\?incident=true&date_preset=30&type=${incident.type}`),
    );
    await expect(rows(page)).toHaveCount(Math.min(incident.count, 25));
  }
});

test('my dashboard: the seller’s own orders and launches, the admin’s own; a card opens my orders of the period', async () => {
  for (const as of [SALES, ADMIN]) {
    const page = pages[as]!;
    await page.goto('/user-dashboard?lang=en&date_preset=365');
    await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
    const got = await figures<MyDashboard>(as, 'me', '365');
    await expect(page.getByTestId('stat-my-orders-value')).toHaveText(en.format(got.orders!.count));
    await expect(page.getByTestId('stat-reviews-to-give-value')).toHaveText(
      en.format(got.reviews!.as_reviewer),
    );
    await expect(page.getByTestId('stat-my-launches-value')).toHaveText(en.format(got.tasks!.count));
    await expect(page.getByTestId('recent-orders').getByRole('listitem')).toHaveCount(
      got.orders!.recent.length,
    );
  }
  const sales = await figures<MyDashboard>(SALES, 'me', '365');
  const admin = await figures<MyDashboard>(ADMIN, 'me', '365');
  expect(sales.tasks!.count).toBeGreaterThan(admin.tasks!.count);
  // The seller's latest orders are theirs, not the admin's.
  expect(sales.orders!.recent.map((o) => o.id)).not.toEqual(admin.orders!.recent.map((o) => o.id));

  const page = pages[SALES]!;
  await page.goto('/user-dashboard?lang=en&date_preset=90');
  const quarter = await figures<MyDashboard>(SALES, 'me', '90');
  await expect(page.getByTestId('stat-my-orders-value')).toHaveText(en.format(quarter.orders!.count));
  await page.getByTestId('stat-my-orders').click();
  await expect(page).toHaveURL(/\/apps\/sale\/order\/list\?mine=true&date_preset=90/);
  await expect(page.getByLabel('Whose')).toHaveValue('true');
  await expect(rows(page)).toHaveCount(Math.min(quarter.orders!.count, 25));
});

test('my launches open the open launches whose team I am on', async () => {
  const page = pages[SALES]!;
  await page.goto('/user-dashboard?lang=en');
  const { tasks } = await figures<MyDashboard>(SALES, 'me');
  expect(tasks!.count).toBeGreaterThan(0);
  await page.getByTestId('stat-my-launches').click();
  await expect(page).toHaveURL(/\/product-launches\?mine=true&progress=open/);
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue('true');
  await expect(page.getByLabel('Progress', { exact: true })).toHaveValue('open');
  await expect(rows(page)).toHaveCount(Math.min(tasks!.count, 25));
});

test('my reviews to give open the reviews waiting for me as reviewer', async () => {
  const page = pages[ADMIN]!;
  await page.goto('/user-dashboard?lang=en');
  const { reviews } = await figures<MyDashboard>(ADMIN, 'me');
  expect(reviews!.as_reviewer).toBeGreaterThan(0);
  await expect(page.getByTestId('my-reviews').getByRole('listitem')).toHaveCount(reviews!.next.length);
  await page.getByTestId('stat-reviews-to-give').click();
  await expect(page).toHaveURL(/\/apps\/hr\/performance-reviews\?awaiting=reviewer/);
  await expect(page.getByLabel('Waiting for me', { exact: true })).toHaveValue('reviewer');
  await expect(rows(page)).toHaveCount(reviews!.as_reviewer);
});

test('the three dashboards in English and Arabic, light and dark, have no serious accessibility violations', async () => {
  test.slow();
  const page = pages[ADMIN]!;
  for (const [lang, theme] of appearances) {
    for (const [name, path, testId] of [
      ['analytics', '/dashboards/analytics', 'analytics-dashboard'],
      ['admin', '/admin/dashboard', 'admin-dashboard'],
      ['mine', '/user-dashboard', 'my-dashboard'],
    ] as const) {
      await page.goto(`${path}?lang=${lang}&theme=${theme}&date_preset=365`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId(testId)).toBeVisible();
      if (lang === 'ar' && name === 'analytics') {
        await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحليلات' })).toBeVisible();
        const got = await figures<AnalyticsDashboard>(ADMIN, 'analytics', '365');
        await expect(page.getByTestId('stat-status-changes-value')).toHaveText(
          new Intl.NumberFormat('ar').format(got.status_flow!.changes),
        );
      }
      expect(await seriousViolations(page, `${name} ${lang} ${theme}: `)).toEqual([]);
    }
  }
});
