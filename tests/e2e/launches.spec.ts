import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CatalogueAnalytics } from '../../domain/catalogue';
import { PAGE_SIZES } from '../../domain/common/pagination';
import { field, opened, seriousViolations, signInOncePerAccount } from './support';

// Product launches and the catalogue analytics: the list, launch timing, the forms and the
// analytics screen. Each account signs in once and its session is reused. This file changes only
// launches it creates itself.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/product-management/product-launches';
const CREATE = `${LIST}/create`;
const ANALYTICS = '/apps/product-management/analytics';
const { pageAs, apiRead } = signInOncePerAccount();

/** What GET /api/products/analytics/ answers `email` (through the API, not the screen). */
const analyticsOf = (page: Page, email: string) =>
  apiRead<CatalogueAnalytics>(page, email, '/api/products/analytics/');

/** The calendar date `days` from today where the browser is (as the screens count). */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const table = (page: Page) => page.getByRole('table', { name: 'Product launches' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
/** The values a bar chart shows, by name. */
async function chartValues(chart: Locator) {
  const items = await chart.locator('li').all();
  const values: Record<string, number> = {};
  for (const item of items) {
    const name = (await item.locator('span').first().textContent()) ?? '';
    values[name] = Number(await item.locator('[data-value]').getAttribute('data-value'));
  }
  return values;
}

let admin: Page;
let created = { code: '', name: 'E2E spring launch' };
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', LIST);
});
test.afterAll(async () => {
  await admin?.context().close();
});

test('the list shows the demo launches with their timing; status filter and search narrow it', async () => {
  await admin.goto(LIST);
  await expect(admin.getByRole('heading', { level: 1, name: 'Product launches' })).toBeVisible();
  await expect(rowOf(admin, 'LCH_NOVA_X2')).toBeVisible();
  await expect(rowOf(admin, 'LCH_NOVA_X2').getByTestId('launch-timing')).toHaveText(/^\d+ days? to go$/);
  await expect(rowOf(admin, 'LCH_NOVA_X1').getByTestId('launch-timing')).toHaveText(/^Launched on /);
  await expect(rowOf(admin, 'LCH_NOVA_X2')).toContainText('Nova X2 Phone');

  await admin.getByLabel('Status').selectOption({ label: 'Launched' });
  await expect(admin).toHaveURL(/status=launched/);
  await expect(rowOf(admin, 'LCH_NOVA_X1')).toBeVisible();
  await expect(rowOf(admin, 'LCH_NOVA_X2')).toHaveCount(0);
  await admin.getByLabel('Status').selectOption({ label: 'All statuses' });

  await admin.getByLabel('Search by name or code').fill('stove');
  await expect(rowOf(admin, 'LCH_TERRA_STOVE')).toBeVisible();
  await expect(rowOf(admin, 'LCH_NOVA_X2')).toHaveCount(0);

  // The page sizes every list offers.
  await admin.goto(LIST);
  await expect(admin.getByLabel('Rows per page').locator('option')).toHaveText(PAGE_SIZES.map(String));
});

test('timeline and kanban are marked coming soon; the list comes back', async () => {
  await admin.goto(LIST);
  await admin.getByText('Timeline', { exact: true }).click();
  await expect(admin).toHaveURL(/view=timeline/);
  await expect(admin.getByTestId('coming-soon')).toContainText('Timeline view');
  await expect(admin.getByTestId('coming-soon')).toContainText('Coming soon');
  await expect(table(admin)).toHaveCount(0);
  expect(await seriousViolations(admin, 'timeline en ')).toEqual([]);

  await admin.getByText('Kanban', { exact: true }).click();
  await expect(admin).toHaveURL(/view=kanban/);
  await expect(admin.getByTestId('coming-soon')).toContainText('Kanban view');

  await admin.getByText('List', { exact: true }).click();
  await expect(table(admin)).toBeVisible();
});

test('admin creates a launch from the list with a generated code for Nova X1 Phone', async () => {
  await admin.goto(LIST);
  await admin.getByTestId('add-launch').click();
  await expect(admin).toHaveURL(CREATE);
  await expect(admin.getByRole('heading', { level: 1, name: 'New product launch' })).toBeVisible();

  // Nothing filled: the required fields say so, nothing is sent.
  await admin.getByTestId('save-launch').click();
  await expect(admin.getByText('This field is required.').first()).toBeVisible();
  await expect(admin).toHaveURL(CREATE);

  // A product whose status does not allow a launch cannot be chosen (Aura Rug is a draft).
  const product = admin.getByTestId('launch-product');
  await expect(product.locator('option', { hasText: 'Aura Rug' })).toBeDisabled();
  await expect(product.locator('option', { hasText: 'Aura Rug' })).toHaveText(
    /status does not allow a launch/,
  );
  await product.selectOption({ label: 'Nova X1 Phone' });

  await admin.getByTestId('generate-code').click();
  const code = await field(admin, 'Code').inputValue();
  expect(code).toMatch(/^LCH_\d{8}_[A-Z2-9]{4}$/);
  created = { code, name: 'E2E spring launch' };
  await field(admin, 'Name').fill(created.name);
  await field(admin, 'Description').fill('Launched from the end-to-end test.');
  await field(admin, 'Launch type').selectOption({ label: 'Relaunch' });
  await field(admin, 'Status').selectOption({ label: 'Scheduled' });
  await field(admin, 'Market scope').selectOption({ label: 'International' });
  await field(admin, 'Manager').selectOption({ label: 'Mona Manager' });
  await field(admin, 'Planned launch date').fill(dayFromToday(5));
  await field(admin, 'Target revenue').fill('125000.5');
  await field(admin, 'Target units').fill('800');

  await admin.getByTestId('add-member').click();
  await admin.getByTestId('add-member').click();
  await field(admin, 'Member 1').selectOption({ label: 'Sami Sales' });
  await field(admin, 'Role of member 1').selectOption({ label: 'Sales' });
  await field(admin, 'Member 2').selectOption({ label: 'Rita Rep' });
  await field(admin, 'Role of member 2').selectOption({ label: 'Support' });
  await admin.getByRole('button', { name: 'Remove member 2' }).click();
  await expect(admin.getByTestId('team-member')).toHaveCount(1);
  expect(await seriousViolations(admin, 'create en ')).toEqual([]);

  await admin.getByTestId('save-launch').click();
  await expect(admin).toHaveURL(new RegExp(`${LIST}/\\d+$`));
  await expect(admin.getByTestId('launch-notice')).toHaveText('Product launch created successfully.');
  await expect(admin.getByRole('heading', { level: 1, name: created.name })).toBeVisible();
  const details = admin.getByTestId('launch-details');
  await expect(details).toContainText(code);
  await expect(details).toContainText('Relaunch');
  await expect(details).toContainText('International');
  await expect(details).toContainText('Mona Manager');
  await expect(details).toContainText('125,000.5');
  await expect(details).toContainText('800');
  await expect(details.getByTestId('launch-timing')).toHaveText('5 days to go');
  const team = admin.getByRole('table', { name: 'Team' });
  await expect(team.getByRole('row').filter({ hasText: 'Sami Sales' })).toContainText('Sales');
  await expect(team.getByRole('row')).toHaveCount(2);
  await expect(admin.getByTestId('launch-product-link')).toHaveAttribute(
    'href',
    /\/apps\/product-management\/product\/view\/\d+$/,
  );
  expect(await seriousViolations(admin, 'detail en ')).toEqual([]);

  // In the list, with its timing.
  await admin.goto(`${LIST}?search=${code}`);
  await expect(rowOf(admin, code).getByTestId('launch-timing')).toHaveText('5 days to go');
  await expect(rowOf(admin, code)).toContainText('Nova X1 Phone');
  await expect(rowOf(admin, code)).toContainText('Mona Manager');
});

test('a code already in use is refused on its field; a failed save says so', async () => {
  await admin.goto(CREATE);
  await admin.getByTestId('launch-product').selectOption({ label: 'Nova X1 Phone' });
  await field(admin, 'Code').fill('LCH_NOVA_X1');
  await field(admin, 'Name').fill('Duplicate');
  await field(admin, 'Planned launch date').fill(dayFromToday(3));
  await admin.getByTestId('save-launch').click();
  await expect(admin.getByText('This code is already in use')).toBeVisible();
  await expect(admin.getByTestId('launch-form-error')).toContainText(
    'Failed to create product launch. Please try again.',
  );

  await admin.route('**/api/product-launches/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await field(admin, 'Code').fill('LCH_E2E_FAILS');
  await admin.getByTestId('save-launch').click();
  await expect(admin.getByTestId('launch-form-error')).toContainText(
    'Failed to create product launch. Please try again.',
  );
  await admin.unroute('**/api/product-launches/');
});

test('the product page can link to a new launch with the product chosen (?product=)', async () => {
  const products = await apiRead<{ results: { id: number; name: string }[] }>(
    admin,
    'admin@demo.local',
    '/api/products/?search=Nova%20X2',
  );
  const [nova] = products.results;
  await admin.goto(`${CREATE}?product=${nova!.id}`);
  await expect(admin.getByTestId('launch-product')).toHaveValue(String(nova!.id));
  await expect(admin.getByTestId('launch-product').locator('option:checked')).toHaveText('Nova X2 Phone');
});

test('admin edits the launch: the timing follows the new date', async () => {
  await admin.goto(`${LIST}?search=${created.code}`);
  await rowOf(admin, created.code).getByRole('link').click();
  await admin.getByTestId('edit-launch').click();
  await expect(admin).toHaveURL(new RegExp(`${LIST}/edit/\\d+$`));
  await expect(field(admin, 'Name')).toHaveValue(created.name);
  await expect(field(admin, 'Member 1')).toHaveValue(/\d+/);
  expect(await seriousViolations(admin, 'edit en ')).toEqual([]);

  created.name = 'E2E summer launch';
  await field(admin, 'Name').fill(created.name);
  await field(admin, 'Planned launch date').fill(dayFromToday(-1));
  await field(admin, 'Status').selectOption({ label: 'Postponed' });
  await admin.getByTestId('save-launch').click();
  await expect(admin.getByTestId('launch-notice')).toHaveText('Product launch updated successfully.');
  await expect(admin.getByRole('heading', { level: 1, name: created.name })).toBeVisible();
  await expect(admin.getByTestId('launch-details').getByTestId('launch-timing')).toHaveText('1 day overdue');
  await expect(admin.getByTestId('launch-details')).toContainText('Postponed');
  // Untouched fields stay as they were.
  await expect(admin.getByRole('table', { name: 'Team' })).toContainText('Sami Sales');

  // Planned for today.
  await admin.getByTestId('edit-launch').click();
  await field(admin, 'Planned launch date').fill(dayFromToday(0));
  await admin.getByTestId('save-launch').click();
  await expect(admin.getByTestId('launch-details').getByTestId('launch-timing')).toHaveText(
    'Launching today',
  );
});

test('admin deletes the launch from the list after a confirmation that says it cannot be undone', async () => {
  await admin.goto(`${LIST}?search=${created.code}`);
  const row = rowOf(admin, created.code);
  await expect(row).toBeVisible();

  // A failed delete keeps the dialog open with the spec's text.
  await admin.route('**/api/product-launches/*/', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await row.getByRole('button', { name: `Delete ${created.name}` }).click();
  const dialog = admin.getByRole('alertdialog');
  await opened(dialog);
  await expect(dialog).toContainText('This action cannot be undone.');
  expect(await seriousViolations(admin, 'delete dialog en ')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to delete launch. Please try again.');
  await admin.unroute('**/api/product-launches/*/');

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByTestId('launch-notice')).toHaveText('Launch deleted successfully.');
  await expect(rowOf(admin, created.code)).toHaveCount(0);
});

test('a launch that does not exist shows the not-found state', async () => {
  await admin.goto(`${LIST}/999999`);
  await expect(admin.getByTestId('launch-not-found')).toBeVisible();
  await admin.goto(`${LIST}/edit/999999`);
  await expect(admin.getByTestId('launch-not-found')).toBeVisible();
  await admin.goto(`${LIST}/abc`);
  await expect(admin.getByTestId('launch-not-found')).toBeVisible();
});

/** The analytics screen shows what the API answers this user. */
async function expectAnalyticsOf(page: Page, email: string) {
  const data = await analyticsOf(page, email);
  // Every chart and list below compared with the API's answer: an empty answer would compare
  // equal to an empty screen, so each must have something (the demo data gives it all).
  for (const [name, rows] of Object.entries({
    by_status: data.by_status,
    by_type: data.by_type,
    by_brand: data.by_brand,
    by_category: data.by_category,
    launches_by_status: data.launches_by_status,
    upcoming_launches: data.upcoming_launches,
    status_transitions: data.status_transitions.filter((t) => t.count > 0),
  }))
    expect(rows.length, `${email}: ${name}`).toBeGreaterThan(0);
  await page.goto(ANALYTICS);
  await expect(page.getByRole('heading', { level: 1, name: 'Product analytics' })).toBeVisible();
  const { values, low_stock_threshold: _shownInTheLowStockLabel, ...counts } = data.totals;
  const shown: Record<string, string | number> = {
    ...counts,
    // Money per currency (each organisation prices in its own), never added up.
    stock_value: values.map((v) => `${v.currency} ${v.stock_value}`).join('; '),
    retail_value: values.map((v) => `${v.currency} ${v.retail_value}`).join('; '),
  };
  for (const [id, value] of Object.entries(shown)) {
    await expect(page.getByTestId(`total-${id}`).locator('[data-value]')).toHaveAttribute(
      'data-value',
      String(value),
    );
  }
  // Formatted for the reader (en: thousands separated).
  const stock = await page.evaluate((n) => new Intl.NumberFormat('en').format(n), data.totals.stock_units);
  await expect(page.getByTestId('total-stock_units')).toContainText(stock);
  await expect(page.getByTestId('total-low_stock')).toContainText(
    `Low stock (≤ ${data.totals.low_stock_threshold})`,
  );
  const expected = (rows: { name: string; count: number }[]) =>
    Object.fromEntries(rows.map((r) => [r.name, r.count]));
  expect(await chartValues(page.getByTestId('chart-status'))).toEqual(expected(data.by_status));
  expect(await chartValues(page.getByTestId('chart-type'))).toEqual(expected(data.by_type));
  expect(await chartValues(page.getByTestId('chart-brand'))).toEqual(expected(data.by_brand));
  expect(await chartValues(page.getByTestId('chart-category'))).toEqual(expected(data.by_category));
  expect(Object.values(await chartValues(page.getByTestId('chart-launch-status')))).toEqual(
    data.launches_by_status.map((r) => r.count),
  );
  const upcoming = page.getByRole('table', { name: 'Upcoming launches' });
  for (const launch of data.upcoming_launches) {
    await expect(
      upcoming.getByRole('row').filter({ hasText: launch.code }).getByTestId('launch-timing'),
    ).toHaveText(/to go|today/);
  }
  const flow = page.getByTestId('transition');
  await expect(flow).toHaveCount(data.status_transitions.filter((t) => t.count > 0).length);
  const top = [...data.status_transitions].sort((a, b) => b.count - a.count)[0]!;
  await expect(flow.first()).toContainText(top.to.name);
  await expect(flow.first().locator('[data-value]')).toHaveAttribute('data-value', String(top.count));
  return data;
}

test('analytics: admin sees the demo numbers the API gives', async () => {
  const data = await expectAnalyticsOf(admin, 'admin@demo.local');
  expect(data.by_brand.map((b) => b.name).sort()).toEqual(['Aura Home', 'Nova', 'Terra Outdoor']);
  expect(await seriousViolations(admin, 'analytics en ')).toEqual([]);
});

test('analytics: a failed load says so, and Retry loads it', async () => {
  let fail = true;
  await admin.route('**/api/products/analytics/', (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await admin.goto(ANALYTICS);
  await expect(admin.getByTestId('analytics-error')).toContainText('Error Loading Analytics.', {
    timeout: 15_000,
  });
  fail = false;
  await admin.getByRole('button', { name: 'Retry' }).click();
  await expect(admin.getByTestId('total-products')).toBeVisible();
  await admin.unroute('**/api/products/analytics/');
});

test('analytics: the brand manager sees only the Nova brand', async ({ browser }) => {
  const page = await pageAs(browser, 'brand_manager@demo.local', ANALYTICS);
  const data = await expectAnalyticsOf(page, 'brand_manager@demo.local');
  expect(data.by_brand.map((b) => b.name)).toEqual(['Nova']);
  await expect(page.getByTestId('chart-brand').locator('li')).toHaveCount(1);
  await page.context().close();
});

test('analytics: a user without read on Analytics is not authorized', async ({ browser }) => {
  const page = await pageAs(browser, 'user@demo.local', '/dashboards/crm');
  await page.goto(ANALYTICS);
  await expect(page).toHaveURL('/not-authorized');
  await page.context().close();
});

test('in Arabic (right to left): the list, the form and the analytics', async () => {
  test.slow();
  await admin.goto(`${LIST}?lang=ar`);
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  const arTable = admin.getByRole('table', { name: 'إطلاقات المنتجات' });
  const x2 = arTable.getByRole('row').filter({ hasText: 'LCH_NOVA_X2' });
  await expect(x2.getByTestId('launch-timing')).toContainText('باقٍ');
  await expect(x2).toContainText('مجدول');
  expect(await seriousViolations(admin, 'list ar ')).toEqual([]);

  await admin.getByText('خط زمني', { exact: true }).click();
  await expect(admin.getByTestId('coming-soon')).toContainText('قريبًا');
  expect(await seriousViolations(admin, 'timeline ar ')).toEqual([]);

  await admin.getByText('قائمة', { exact: true }).click();
  await x2.getByRole('link').click();
  await expect(admin.getByTestId('launch-details')).toContainText('Nova X2 Phone');
  expect(await seriousViolations(admin, 'detail ar ')).toEqual([]);
  await admin.getByTestId('edit-launch').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'تعديل إطلاق المنتج' })).toBeVisible();
  expect(await seriousViolations(admin, 'edit ar ')).toEqual([]);

  await admin.getByRole('main').getByRole('link', { name: 'إطلاقات المنتجات' }).click();
  await admin.getByTestId('add-launch').click();
  await expect(admin.getByRole('heading', { level: 1, name: 'إطلاق منتج جديد' })).toBeVisible();
  await admin.getByTestId('save-launch').click();
  await expect(admin.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
  expect(await seriousViolations(admin, 'create ar ')).toEqual([]);

  await admin.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, ANALYTICS);
  await expect(admin.getByRole('heading', { level: 1, name: 'تحليلات المنتجات' })).toBeVisible();
  const data = await analyticsOf(admin, 'admin@demo.local');
  const products = await admin.evaluate(
    (n) => new Intl.NumberFormat('ar').format(n),
    data.totals.stock_units,
  );
  await expect(admin.getByTestId('total-stock_units')).toContainText(products);
  expect(await seriousViolations(admin, 'analytics ar ')).toEqual([]);
});
