import { expect, test, type Page } from '@playwright/test';
import type { CrmDashboard } from '../../domain/dashboards/crm';
import type { EcommerceDashboard } from '../../domain/dashboards/ecommerce';
import {
  appearances,
  createUser,
  seriousViolations,
  signInOncePerAccount,
  submitLogin,
  type AccountApi,
} from './support';

// The ecommerce and CRM dashboards as an admin, a brand manager and a seller see them: each shows
// the figures the API gives that account (different ones, the narrower never showing the wider's
// rows), a preset changes them, and a card or bar opens its list filtered the same way. Then in
// English and Arabic, light and dark, with axe (DASHBOARD_SHOTS=<dir> keeps screenshots).
test.describe.configure({ mode: 'serial' });

const ECOMMERCE = '/dashboards/ecommerce';
const CRM = '/dashboards/crm';
const ADMIN = 'admin@demo.local';
const BRAND_MANAGER = 'brand_manager@demo.local';
const SALES = 'sales@demo.local';
const SHOTS = process.env.DASHBOARD_SHOTS;
const { pageAs, apiOf } = signInOncePerAccount();

const pages: Record<string, Page> = {};
const apis: Record<string, AccountApi> = {};
test.beforeAll(async ({ browser }) => {
  for (const email of [ADMIN, BRAND_MANAGER, SALES]) {
    pages[email] = await pageAs(browser, email, `${ECOMMERCE}?lang=en`);
    apis[email] = apiOf(pages[email].request, email);
  }
});
test.afterAll(async () => {
  for (const page of Object.values(pages)) await page.context().close();
});

const en = new Intl.NumberFormat('en');
const ecommerce = async (as: string, preset = '30') =>
  (await apis[as]!<EcommerceDashboard>('get', `/api/dashboards/ecommerce/?date_preset=${preset}`)).body;
const crm = async (as: string, preset = '30') =>
  (await apis[as]!<CrmDashboard>('get', `/api/dashboards/crm/?date_preset=${preset}`)).body;

test('each account sees its own ecommerce figures: the admin the most, the others a part, no other brand', async () => {
  const orders: Record<string, number> = {};
  for (const as of [ADMIN, BRAND_MANAGER, SALES]) {
    const page = pages[as]!;
    await page.goto(`${ECOMMERCE}?lang=en&date_preset=365`);
    await expect(page.getByTestId('signed-in-as')).toContainText(as);
    await expect(page.getByRole('heading', { level: 1, name: 'eCommerce dashboard' })).toBeVisible();
    const figures = await ecommerce(as, '365');
    orders[as] = figures.sales!.orders;
    await expect(page.getByTestId('stat-orders-value')).toHaveText(en.format(figures.sales!.orders));
    await expect(page.getByTestId('stat-low-stock-value')).toHaveText(en.format(figures.stock!.count));
    const statuses = page.getByTestId('status-chart').getByRole('listitem');
    const shown = figures.sales!.by_status.filter((s) => s.count > 0);
    await expect(statuses).toHaveCount(shown.length);
    for (const [i, { count }] of shown.entries()) {
      await expect(statuses.nth(i).locator('[data-value]')).toHaveAttribute('data-value', String(count));
    }
    await expect(page.getByTestId('recent-orders').getByRole('listitem')).toHaveCount(
      figures.sales!.recent.length,
    );
  }
  expect(orders[ADMIN]).toBeGreaterThan(orders[BRAND_MANAGER]!);
  expect(orders[ADMIN]).toBeGreaterThan(orders[SALES]!);
  // The brand manager's brands chart names their brand only.
  const brands = (await ecommerce(BRAND_MANAGER, '365')).sales!.top_brands;
  expect(brands).toHaveLength(1);
  await expect(pages[BRAND_MANAGER]!.getByTestId('brands-chart').getByRole('listitem')).toHaveCount(1);
  await expect(pages[BRAND_MANAGER]!.getByTestId('brands-chart')).toContainText(brands[0]!.name);
});

test('a preset changes the figures and stays in the address', async () => {
  const page = pages[ADMIN]!;
  await page.goto(`${ECOMMERCE}?lang=en`);
  const month = await ecommerce(ADMIN, '30');
  await expect(page.getByTestId('stat-orders-value')).toHaveText(en.format(month.sales!.orders));
  await expect(page.getByLabel('Period')).toHaveValue('30');
  await page.getByLabel('Period').selectOption({ label: 'Last 365 days' });
  await expect(page).toHaveURL(/date_preset=365/);
  const year = await ecommerce(ADMIN, '365');
  expect(year.sales!.orders).toBeGreaterThan(month.sales!.orders);
  await expect(page.getByTestId('stat-orders-value')).toHaveText(en.format(year.sales!.orders));
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('365');
});

test('a status bar opens the order list filtered by that status and period, with as many orders', async () => {
  const page = pages[SALES]!;
  await page.goto(`${ECOMMERCE}?lang=en&date_preset=365`);
  const figures = await ecommerce(SALES, '365');
  const status = figures.sales!.by_status.find((s) => s.count > 0)!;
  const bar = page.getByTestId('status-chart').getByRole('listitem').first();
  await bar.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/apps/sale/order/list\\?.*status=${status.status}`));
  await expect(page).toHaveURL(/date_preset=365/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue(status.status);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(status.count, 25));
});

test('the low-stock card opens the products with that stock or less', async () => {
  const page = pages[ADMIN]!;
  await page.goto(`${ECOMMERCE}?lang=en`);
  const { stock } = await ecommerce(ADMIN);
  await page.getByTestId('stat-low-stock').click();
  await expect(page).toHaveURL(
    new RegExp(`/apps/product-management/product/list\\?stock_max=${stock!.threshold}`),
  );
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue(String(stock!.threshold));
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(stock!.count, 25));
});

test('each account sees its own CRM figures; a seller’s bar opens their orders of the period', async () => {
  for (const as of [ADMIN, BRAND_MANAGER, SALES]) {
    const page = pages[as]!;
    await page.goto(`${CRM}?lang=en&date_preset=365`);
    await expect(page.getByTestId('signed-in-as')).toContainText(as);
    const figures = await crm(as, '365');
    await expect(page.getByTestId('stat-pipeline-value')).toHaveText(en.format(figures.pipeline!.count));
    // Clients are the seller's (and a manager's) to read, not the admin's nor the brand manager's.
    await expect(page.getByTestId('stat-clients')).toHaveCount(figures.clients ? 1 : 0);
    if (figures.clients) {
      await expect(page.getByTestId('stat-clients-value')).toHaveText(en.format(figures.clients.total));
    }
    await expect(page.getByTestId('panel-sellers')).toHaveCount(figures.sellers ? 1 : 0);
  }
  const [admin, brand] = [await crm(ADMIN), await crm(BRAND_MANAGER)];
  expect(admin.pipeline!.count).toBeGreaterThan(brand.pipeline!.count);

  const page = pages[ADMIN]!;
  await page.goto(`${CRM}?lang=en&date_preset=90`);
  const top = (await crm(ADMIN, '90')).sellers![0]!;
  await page.getByTestId('sellers-chart').getByRole('link', { name: top.name }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/sale/order/list\\?.*seller=${top.id}`));
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(top.orders, 25));
});

test('the new-clients card opens the clients added in the period', async () => {
  const page = pages[SALES]!;
  await page.goto(`${CRM}?lang=en&date_preset=365`);
  const { clients } = await crm(SALES, '365');
  await page.getByTestId('stat-new-clients').click();
  await expect(page).toHaveURL(/\/apps\/sale\/client\/list\?date_preset=365/);
  await expect(page.getByLabel('Added')).toHaveValue('365');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(clients!.new, 25));
});

test('both dashboards in English and Arabic, light and dark, have no serious accessibility violations', async () => {
  test.slow();
  const page = pages[ADMIN]!;
  for (const [lang, theme] of SHOTS
    ? ([
        ['en', 'light'],
        ['en', 'dark'],
        ['ar', 'light'],
        ['ar', 'dark'],
      ] as const)
    : appearances) {
    for (const [name, path, testId] of [
      ['ecommerce', ECOMMERCE, 'ecommerce-dashboard'],
      ['crm', CRM, 'crm-dashboard'],
    ] as const) {
      await page.goto(`${path}?lang=${lang}&theme=${theme}&date_preset=90`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId(testId)).toBeVisible();
      if (lang === 'ar' && name === 'ecommerce') {
        await expect(page.getByRole('heading', { level: 1, name: 'لوحة التجارة الإلكترونية' })).toBeVisible();
        const figures = await ecommerce(ADMIN, '90');
        await expect(page.getByTestId('stat-orders-value')).toHaveText(
          new Intl.NumberFormat('ar').format(figures.sales!.orders),
        );
      }
      expect(await seriousViolations(page, `${name} ${lang} ${theme}: `)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${theme}.png`, fullPage: true });
    }
  }
});

test('a client, whose role reads no dashboard, is told so on the CRM dashboard and sends no request for figures', async ({
  browser,
}) => {
  const client = await createUser(apis[ADMIN]!, { role: 'client', first_name: 'Cora', last_name: 'Client' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/dashboards/')) asked.push(request.url());
  });
  await page.goto('/login?to=%2Fdashboards%2Fcrm');
  await submitLogin(page, client.email, client.password);
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(
    page.getByText(
      'Your role includes no clients, sellers or orders, so there are no CRM figures for you here.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual([]);
  await context.close();
});

test('figures that fail to load say so with Retry, and Retry draws them', async () => {
  const page = pages[ADMIN]!;
  const figures = '**/api/dashboards/ecommerce/**';
  await page.route(figures, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
  );
  await page.goto(`${ECOMMERCE}?lang=en&date_preset=7`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The figures could not be loaded.');
  await expect(page.getByTestId('stat-orders-value')).toHaveCount(0);
  await page.unroute(figures);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('stat-orders-value')).toHaveText(
    en.format((await ecommerce(ADMIN, '7')).sales!.orders),
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});
