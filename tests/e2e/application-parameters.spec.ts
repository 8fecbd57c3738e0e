import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PARAMETERS } from '../../domain/parameters/applicationParameters';
import { field, opened, seriousViolations, signInOncePerAccount } from './support';

// The application parameters screen: a tab each, saved and read back by the screens that use them
// (a new product starts with the catalogue's default priority, an order is priced in the sales
// currency), the question before leaving unsaved changes, in English and in Arabic.

test.describe.configure({ mode: 'serial' });

const PARAMETERS = '/system-parameters/application-parameters';
const ADMIN = 'admin@demo.local';
const { pageAs, apiAs } = signInOncePerAccount();

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, ADMIN, `${PARAMETERS}?lang=en`);
});
test.afterAll(async () => {
  await admin.context().close();
});

/** Puts a tab back as the demo has it, whatever a test did. */
const restore = async (tab: 'sales' | 'catalogue') => {
  const res = await apiAs(
    admin,
    ADMIN,
    'put',
    `/api/application-parameters/${tab}/`,
    DEFAULT_PARAMETERS[tab],
  );
  expect(res.status).toBe(200);
};

test('opens on the general tab from the menu, each tab a route, checked by axe', async () => {
  await expect(admin).toHaveURL(`${PARAMETERS}/general?lang=en`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Application parameters' })).toBeVisible();
  const menu = admin.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Application parameters' })).toBeVisible();
  await expect(field(admin, 'Dashboard period')).toHaveValue('30');
  expect(await seriousViolations(admin, 'general en ')).toEqual([]);
  for (const [tab, label, first] of [
    ['sales', 'Sales', 'Currency'],
    ['catalogue', 'Catalogue', 'Low-stock threshold'],
  ] as const) {
    await admin.getByRole('tab', { name: label }).click();
    await expect(admin).toHaveURL(`${PARAMETERS}/${tab}`);
    await expect(field(admin, first)).toBeEditable();
    expect(await seriousViolations(admin, `${tab} en `)).toEqual([]);
  }
  await admin.getByRole('tab', { name: 'Notifications' }).click();
  await expect(admin.getByTestId('notify-invoice-email')).toBeChecked();
  await expect(admin.getByTestId('notify-invoice-sms')).not.toBeChecked();
  expect(await seriousViolations(admin, 'notifications en ')).toEqual([]);
  // The catalogue's settings are this screen's catalogue tab.
  await admin.goto('/apps/product-management/settings?lang=en');
  await expect(admin).toHaveURL(`${PARAMETERS}/catalogue?lang=en`);
});

test('catalogue: the default priority saved is what the product wizard starts with', async () => {
  await admin.goto(`${PARAMETERS}/catalogue?lang=en`);
  // Out of range: the form says so and sends nothing.
  await field(admin, 'Default minimum order quantity').fill('0');
  await admin.getByTestId('save-catalogue').click();
  await expect(admin.getByText('Enter a whole number from 1 to 1000000.')).toBeVisible();
  try {
    await field(admin, 'Default minimum order quantity').fill('6');
    await field(admin, 'Default priority').selectOption({ label: 'Critical' });
    await admin.getByTestId('save-catalogue').click();
    await expect(admin.getByTestId('toast').filter({ hasText: 'Parameters saved.' })).toBeVisible();
    await expect(admin.getByText(/Last changed on /)).toBeVisible();

    await admin.goto('/apps/product-management/product/add?lang=en');
    await expect(admin.getByTestId('wizard-step-details')).toBeVisible();
    await expect(field(admin, 'Priority')).toHaveValue('critical');
  } finally {
    await restore('catalogue');
  }
});

test('sales: a new order is priced in the currency saved, and its page shows it', async () => {
  await admin.goto(`${PARAMETERS}/sales?lang=en`);
  await field(admin, 'Default tax rate %').fill('120');
  await admin.getByTestId('save-sales').click();
  await expect(admin.getByText('Enter a rate from 0 to 100 with at most two decimals.')).toBeVisible();
  try {
    await field(admin, 'Default tax rate %').fill('20');
    await field(admin, 'Currency').selectOption('GBP');
    await admin.getByTestId('save-sales').click();
    await expect(admin.getByTestId('toast').filter({ hasText: 'Parameters saved.' })).toBeVisible();

    type Page_<T> = { results: T[] };
    const clients = await apiAs<Page_<{ id: number }>>(
      admin,
      ADMIN,
      'get',
      '/api/invoices/choices/clients/?page_size=5',
    );
    const products = await apiAs<Page_<{ id: number; sale_blocker: string | null }>>(
      admin,
      ADMIN,
      'get',
      '/api/orders/choices/products/?page_size=50',
    );
    const product = products.body.results.find((p) => p.sale_blocker === null)!;
    const order = await apiAs<{ id: number; currency: string }>(admin, ADMIN, 'post', '/api/orders/', {
      client: clients.body.results[0]!.id,
      lines: [{ product: product.id, quantity: 1 }],
    });
    expect(order.status).toBe(201);
    expect(order.body.currency).toBe('GBP');
    await admin.goto(`/apps/sale/order/details/${order.body.id}?lang=en`);
    await expect(admin.getByTestId('order-status')).toHaveText('Pending');
    await expect(admin.getByText(/£/).first()).toBeVisible();
  } finally {
    await restore('sales');
  }
});

test('leaving a tab with unsaved changes asks first; staying keeps them', async () => {
  await admin.goto(`${PARAMETERS}/catalogue?lang=en`);
  await field(admin, 'Low-stock threshold').fill('42');
  await expect(admin.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await admin.getByRole('tab', { name: 'General' }).click();
  const question = admin.getByRole('alertdialog');
  await opened(question);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveURL(`${PARAMETERS}/catalogue?lang=en`);
  await expect(field(admin, 'Low-stock threshold')).toHaveValue('42');
  await admin.getByRole('tab', { name: 'General' }).click();
  await opened(question);
  await question.getByRole('button', { name: 'Close without saving' }).click();
  await expect(admin).toHaveURL(`${PARAMETERS}/general`);
  const saved = await apiAs<{ catalogue: { low_stock_threshold: number } }>(
    admin,
    ADMIN,
    'get',
    '/api/application-parameters/',
  );
  expect(saved.body.catalogue.low_stock_threshold).toBe(DEFAULT_PARAMETERS.catalogue.low_stock_threshold);
});

test('in Arabic, right to left, dark: every tab, checked by axe', async ({ browser }) => {
  const page = await pageAs(browser, ADMIN, `${PARAMETERS}/sales?lang=ar&theme=dark`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'معلمات التطبيق' })).toBeVisible();
  await expect(field(page, 'العملة')).toHaveValue('EUR');
  expect(await seriousViolations(page, 'sales ar ')).toEqual([]);
  for (const [label, first] of [
    ['الكتالوج', 'حد انخفاض المخزون'],
    ['عام', 'فترة لوحات المعلومات'],
  ] as const) {
    await page.getByRole('tab', { name: label }).click();
    await expect(field(page, first)).toBeEditable();
    expect(await seriousViolations(page, `${label} ar `)).toEqual([]);
  }
  await page.context().close();
});

test('CLIENT_ADMIN never reaches Settings: no menu entry, the route refused, the server refuses a change', async ({
  browser,
}) => {
  const page = await pageAs(browser, 'client_admin@demo.local', `${PARAMETERS}/general?lang=en`);
  await expect(page).toHaveURL(/\/not-authorized/);
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Application parameters' }),
  ).toHaveCount(0);
  // They read the parameters (money is shown in the currency), never change them.
  const read = await apiAs(page, 'client_admin@demo.local', 'get', '/api/application-parameters/');
  expect(read.status).toBe(200);
  const refused = await apiAs(
    page,
    'client_admin@demo.local',
    'put',
    '/api/application-parameters/general/',
    {
      dashboard_period: '7',
    },
  );
  expect(refused.status).toBe(403);
  await page.context().close();
});
