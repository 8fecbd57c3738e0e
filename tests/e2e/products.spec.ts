import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../domain/catalogue';
import { field, opened, PNG, seriousViolations, signInOncePerAccount } from './support';

// The product screens: list, the 4-step wizard, view tabs, edit with the dirty-close question;
// English and Arabic. Each account signs in once and its session is reused. This file changes only
// products it creates itself.
test.describe.configure({ mode: 'serial' });

const BASE = '/apps/product-management/product';
const LIST = `${BASE}/list`;
const ADD = `${BASE}/add`;
const RUN = Date.now().toString(36).toUpperCase();
const { pageAs, apiAs, apiRead } = signInOncePerAccount();
/** What the API answers the admin, to check the database beside the screen. */
const apiGet = <T>(page: Page, path: string) => apiRead<T>(page, 'admin@demo.local', path);

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const range = (page: Page) => page.getByTestId('list-range');
const axe = async (page: Page, where: string) =>
  expect(await seriousViolations(page, `${where}: `)).toEqual([]);

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', '/dashboards/crm');
});
test.afterAll(async () => {
  await admin?.context().close();
});

/** Steps 1 and 2 filled in; the product is saved on the way to the images step. */
async function fillDetailsAndCost(page: Page, code: string, name: string) {
  await field(page, 'Code').fill(code);
  await field(page, 'Name').fill(name);
  await field(page, 'Status').selectOption({ label: 'Active' });
  await field(page, 'Product type').selectOption({ label: 'Physical good' });
  await field(page, 'Brand').selectOption({ label: 'Nova' });
  await field(page, 'Priority').selectOption({ label: 'High' });
  // Required here as on the edit screen, so the product can be edited as it is.
  await field(page, 'Owner').selectOption({ index: 1 });
  await field(page, 'Start date').fill('2025-01-01');
  await field(page, 'End date').fill('2025-12-31');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step-costQuantity')).toBeVisible();
  await field(page, 'Cost basis').fill('40');
  await field(page, 'Suggested retail price').fill('100');
  await field(page, 'Stock quantity').fill('12');
  await expect(page.getByTestId('wizard-margin')).toHaveText('60.00 %');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('wizard-step-images')).toBeVisible();
}

test('the menu opens the product list; page sizes, filters and the sale badge', async () => {
  await admin
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(admin).toHaveURL(LIST);
  await expect(admin.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(range(admin)).toHaveText(/^1–\d+ of \d+$/);
  const total = Number(/of (\d+)/.exec((await range(admin).textContent()) ?? '')![1]);
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(table(admin).getByRole('columnheader')).toHaveText([
    'Product',
    'SKU',
    'Brand',
    'Status',
    'Priority',
    'Stock',
    'Price',
    'Margin',
    'Sale',
  ]);

  await admin.getByLabel('Rows per page').selectOption('5');
  await expect(admin).toHaveURL(`${LIST}?page_size=5`);
  await expect(range(admin)).toHaveText(`1–5 of ${total}`);
  await expect(table(admin).getByRole('row')).toHaveCount(6);
  await admin.getByRole('button', { name: 'Next page' }).click();
  await expect(range(admin)).toHaveText(`6–10 of ${total}`);
  for (const size of ['10', '20', '25', '50', '100']) {
    await admin.getByLabel('Rows per page').selectOption(size);
    await expect(range(admin)).toHaveText(`1–${Math.min(Number(size), total)} of ${total}`);
  }

  // Filters: the brand, then a status; the URL keeps them.
  await admin.getByLabel('Brand', { exact: true }).selectOption({ label: 'Nova' });
  await expect(admin).toHaveURL(/brand=\d+/);
  const rows = table(admin)
    .getByRole('row')
    .filter({ hasNot: admin.getByRole('columnheader') });
  await expect(rows.first()).toBeVisible();
  const brandsShown = async () => [...new Set(await rows.locator('td:nth-child(3)').allTextContents())];
  await expect.poll(brandsShown).toEqual(['Nova']);
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Discontinued' });
  await expect(admin).toHaveURL(/status=\d+/);
  await expect(range(admin)).not.toHaveText(`1–${total} of ${total}`);
  await admin.getByLabel('Priority', { exact: true }).selectOption({ label: 'Critical' });
  await expect(admin).toHaveURL(/priority=critical/);
  // The sale badges come from the API's sale_blocker (Aura: a lamp discontinued, a rug in draft, a
  // sofa made to order). Searched, as other suites add products before this one.
  await admin.goto(`${LIST}?page_size=100&search=aura`);
  await expect(table(admin)).toContainText('Available for sale');
  await expect(table(admin).getByText('Not for sale').first()).toBeVisible();
  await axe(admin, 'product list');

  // Searching by SKU.
  await admin.getByRole('searchbox', { name: 'Search by name, code or SKU' }).fill('NOVA_X1');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('SKU-NOVA_X1');
});

test('the wizard stops on empty required fields, saves at step 2, uploads an image, creates a launch', async () => {
  await admin.goto(LIST);
  await admin.getByRole('link', { name: 'Add product' }).click();
  await expect(admin).toHaveURL(ADD);
  await expect(admin.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await axe(admin, 'wizard step 1');
  await admin.getByRole('button', { name: 'Next' }).click();
  await expect(admin.getByTestId('wizard-error')).toHaveText(
    'Please fill in all required fields before proceeding.',
  );
  await expect(field(admin, 'Code')).toHaveAttribute('aria-invalid', 'true');
  // The stepper refuses a jump over an unfilled step too.
  await admin.getByRole('button', { name: /Images/ }).click();
  await expect(admin.getByTestId('wizard-step-details')).toBeVisible();

  const code = `E2E_${RUN}`;
  const name = `Wizard product ${RUN}`;
  await fillDetailsAndCost(admin, code, name);
  await axe(admin, 'wizard step 3');

  await admin
    .getByTestId('image-input')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByTestId('image-tile')).toHaveCount(1);
  // Nothing but images: the client refuses other files before sending them.
  await admin
    .getByTestId('image-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(admin.getByRole('alert')).toHaveText('Only JPEG, PNG, GIF, WebP or SVG images are allowed.');
  await admin.getByRole('button', { name: 'Next' }).click();

  await expect(admin.getByTestId('wizard-step-launch')).toBeVisible();
  await admin.getByRole('button', { name: 'Create launch' }).click();
  await expect(admin.getByTestId('wizard-error')).toHaveText(
    'Please fill in all required fields before proceeding.',
  );
  await admin.getByRole('button', { name: 'Generate' }).click();
  await expect(field(admin, 'Launch code')).toHaveValue(/^LCH_\d{8}_[A-Z2-9]{4}$/);
  await field(admin, 'Launch name').fill(`Launch ${RUN}`);
  await axe(admin, 'wizard step 4');
  await admin.getByRole('button', { name: 'Create launch' }).click();
  await expect(admin.getByTestId('wizard-success')).toContainText('Product and launch created successfully!');
  await axe(admin, 'wizard success');

  // The database has them.
  const found = await apiGet<{ results: Product[] }>(admin, `/api/products/?search=${code}`);
  expect(found.results).toHaveLength(1);
  const product = found.results[0]!;
  expect(product).toMatchObject({ code, name, stock_quantity: 12 });
  expect(product.images).toHaveLength(1);
  const launches = await apiGet<{ count: number }>(admin, `/api/product-launches/?product=${product.id}`);
  expect(launches.count).toBe(1);

  await admin.getByRole('button', { name: 'Go to list' }).click();
  await expect(admin).toHaveURL(LIST);
  await expect(table(admin).getByRole('link', { name })).toBeVisible();
});

test('the success screen offers Add Another, which starts afresh', async () => {
  await admin.goto(ADD);
  await fillDetailsAndCost(admin, `E2E_B_${RUN}`, `Second product ${RUN}`);
  await admin.getByRole('button', { name: 'Skip' }).click();
  await admin.getByRole('button', { name: 'Finish without a launch' }).click();
  await expect(admin.getByTestId('wizard-success')).toContainText('Product created successfully!');
  await admin.getByRole('button', { name: 'Add another' }).click();
  await expect(admin.getByTestId('wizard-step-details')).toBeVisible();
  await expect(field(admin, 'Code')).toHaveValue('');
});

test('the product view: tabs, launches timing, images (upload, reorder, delete), inventory, analytics', async () => {
  const [product] = (
    await apiGet<{ results: Product[] }>(admin, `/api/products/?search=E2E_${RUN}`)
  ).results.filter((p) => p.code === `E2E_${RUN}`);
  await admin.goto(LIST);
  await table(admin).getByRole('link', { name: product!.name }).click();
  await expect(admin).toHaveURL(`${BASE}/view/${product!.id}/details`);
  await expect(admin.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveText([
    'Details',
    'Launches',
    'Images',
    'Inventory',
    'Analytics',
  ]);
  await expect(admin.getByTestId('product-details')).toContainText(`SKU-E2E_${RUN}`);
  await axe(admin, 'view details');

  await admin.getByRole('tab', { name: 'Launches' }).click();
  await expect(admin).toHaveURL(/\/launches$/);
  await expect(admin.getByTestId('launch-timing')).toHaveText(/launching today|\d+ days? (overdue|to go)/);
  await axe(admin, 'view launches');

  await admin.getByRole('tab', { name: 'Images' }).click();
  await expect(admin.getByTestId('image-tile')).toHaveCount(1);
  await expect(admin.getByText('JPEG, PNG, GIF, WebP or SVG, up to 5.00 MB.')).toBeVisible();
  await admin
    .getByTestId('image-input')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByTestId('image-tile')).toHaveCount(2);
  const order = async () =>
    await admin.getByTestId('image-tile').evaluateAll((els) => els.map((e) => e.dataset.imageId));
  const before = await order();
  await admin.getByRole('button', { name: 'Move image 2 earlier' }).click();
  await expect.poll(order).toEqual([before[1], before[0]]);
  await axe(admin, 'view images');
  // Drag and drop (dnd-kit, pointer): image 1 onto image 2.
  const handle = admin.getByRole('button', { name: 'Drag image 1' });
  const target = admin.getByTestId('image-tile').nth(1);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await admin.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(from.x + 20, from.y + 5, { steps: 5 });
  await admin.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await admin.mouse.up();
  await expect.poll(order).toEqual(before);
  const stored = await apiGet<Product>(admin, `/api/products/${product!.id}/`);
  expect(stored.images.map((i) => String(i.id))).toEqual(before);

  await admin.getByRole('button', { name: 'Delete image 2' }).click();
  await expect(admin.getByTestId('image-tile')).toHaveCount(1);
  expect((await apiGet<Product>(admin, `/api/products/${product!.id}/`)).images).toHaveLength(1);

  await admin.getByRole('tab', { name: 'Inventory' }).click();
  await expect(admin.getByTestId('stock')).toContainText('12');
  await expect(admin.getByTestId('stock-value')).toContainText('480.00');
  await axe(admin, 'view inventory');
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  await expect(admin.getByTestId('margin')).toContainText('60.00 %');
  await expect(admin.getByTestId('launch-counts')).toContainText('Launches1');
  await expect(admin.getByTestId('status-history').getByRole('listitem')).toHaveCount(1);
  await expect(admin.getByTestId('status-history')).toContainText('Created as');
  await axe(admin, 'view analytics');
});

test('editing asks before leaving with unsaved changes, and saves', async () => {
  const [product] = (
    await apiGet<{ results: Product[] }>(admin, `/api/products/?search=E2E_${RUN}`)
  ).results.filter((p) => p.code === `E2E_${RUN}`);
  await admin.goto(`${BASE}/view/${product!.id}`);
  await admin.getByRole('link', { name: 'Edit' }).click();
  await expect(admin).toHaveURL(`${BASE}/edit/${product!.id}`);
  await expect(admin.getByTestId('edit-sku')).toHaveValue(`SKU-E2E_${RUN}`);
  // Nothing changed: Cancel leaves at once.
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveURL(`${BASE}/view/${product!.id}/details`);
  await admin.goBack();
  await expect(admin).toHaveURL(`${BASE}/edit/${product!.id}`);

  // The required dates, then a change and Cancel: the question.
  await field(admin, 'Start date').fill('2025-01-01');
  await field(admin, 'End date').fill('2025-01-31');
  await expect(admin.getByTestId('edit-duration')).toHaveValue('30 d');
  await field(admin, 'Name').fill(`Renamed ${RUN}`);
  await admin.getByRole('button', { name: 'Cancel' }).click();
  const dialog = admin.getByRole('alertdialog');
  await opened(dialog);
  await expect(dialog).toContainText('You have unsaved changes. Are you sure you want to close?');
  await axe(admin, 'edit dirty-close');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(admin, 'Name')).toHaveValue(`Renamed ${RUN}`);
  // Leaving through the back link asks too.
  await admin.getByRole('link', { name: 'Back to the product' }).click();
  await opened(dialog);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();

  await field(admin, 'Cost basis').fill('');
  await field(admin, 'Owner').selectOption('');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  // Cost basis and owner emptied: both are required here.
  await expect(field(admin, 'Cost basis')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(admin, 'Owner')).toHaveAttribute('aria-invalid', 'true');
  await expect(admin.getByText('This field is required.')).toHaveCount(2);
  await field(admin, 'Cost basis').fill('50');
  await field(admin, 'Owner').selectOption({ index: 1 });
  await axe(admin, 'edit');
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin).toHaveURL(`${BASE}/view/${product!.id}/details`);
  await expect(admin.getByRole('heading', { level: 1, name: `Renamed ${RUN}` })).toBeVisible();
  const stored = await apiGet<Product & { cost_basis: number; duration_days: number }>(
    admin,
    `/api/products/${product!.id}/`,
  );
  expect(stored).toMatchObject({ name: `Renamed ${RUN}`, cost_basis: 50, duration_days: 30 });
});

test('Reset reloads the product from the server and drops unsaved edits; a failed reload says so', async () => {
  const [product] = (
    await apiGet<{ results: Product[] }>(admin, `/api/products/?search=E2E_${RUN}`)
  ).results.filter((p) => p.code === `E2E_${RUN}`);
  const edit = `${BASE}/edit/${product!.id}`;
  await admin.goto(edit);
  await expect(field(admin, 'Name')).toHaveValue(`Renamed ${RUN}`);
  // Someone else changes the product meanwhile; here, edits not saved.
  const changed = await apiAs(admin, 'admin@demo.local', 'patch', `/api/products/${product!.id}/`, {
    description: `Changed elsewhere ${RUN}`,
  });
  expect(changed.status).toBe(200);
  await field(admin, 'Name').fill(`Not saved ${RUN}`);
  await field(admin, 'Stock quantity').fill('777');

  const reset = admin.getByRole('button', { name: 'Reset' });
  await reset.click();
  await expect(field(admin, 'Name')).toHaveValue(`Renamed ${RUN}`);
  await expect(field(admin, 'Stock quantity')).toHaveValue(String(product!.stock_quantity));
  await expect(field(admin, 'Description')).toHaveValue(`Changed elsewhere ${RUN}`);
  await expect(admin.getByTestId('reset-done')).toContainText('unsaved edits were discarded');
  // The form is clean again: Cancel leaves without asking.
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin).toHaveURL(`${BASE}/view/${product!.id}/details`);
  await expect(admin.getByTestId('product-details')).toContainText(`Changed elsewhere ${RUN}`);

  // The reload fails (the connection drops): the edits stay, with the spec's message.
  await admin.goto(edit);
  await field(admin, 'Name').fill(`Kept ${RUN}`);
  await admin.route('**/api/products/*/', (route) =>
    route.request().method() === 'GET' ? route.abort('failed') : route.fallback(),
  );
  await reset.click();
  await expect(admin.getByTestId('reset-failed')).toContainText('Failed to reset form data');
  await expect(field(admin, 'Name')).toHaveValue(`Kept ${RUN}`);
  await axe(admin, 'edit reset failed');
  await admin.unroute('**/api/products/*/');

  // The server answers, but not with a product: the same message, saying why.
  await admin.route('**/api/products/*/', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const { brand_detail: _, ...broken } = (await (await route.fetch()).json()) as Record<string, unknown>;
    return route.fulfill({ json: broken });
  });
  await reset.click();
  await expect(admin.getByTestId('reset-failed')).toContainText('Invalid API response structure.');
  await expect(admin.getByTestId('reset-failed')).toContainText('Failed to reset form data');
  await expect(field(admin, 'Name')).toHaveValue(`Kept ${RUN}`);
  await admin.unroute('**/api/products/*/');
  await reset.click();
  await expect(field(admin, 'Name')).toHaveValue(`Renamed ${RUN}`);
  await expect(admin.getByTestId('reset-failed')).toBeHidden();
});

test("a product answer that is not one says 'Invalid API response structure.' on view and edit", async () => {
  await admin.route('**/api/products/*/', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const { status_detail: _, ...broken } = (await (await route.fetch()).json()) as Record<string, unknown>;
    return route.fulfill({ json: broken });
  });
  for (const path of [`${BASE}/view/1`, `${BASE}/edit/1`]) {
    await admin.goto(path);
    await expect(admin.getByRole('alert')).toContainText('Invalid API response structure.');
  }
  await admin.unroute('**/api/products/*/');
  await admin.getByRole('button', { name: 'Retry' }).click();
  await expect(field(admin, 'Name')).not.toHaveValue('');
});

test('a failed load says so with Retry', async () => {
  await admin.route('**/api/products/*/', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, body: '{"detail":"boom"}' })
      : route.fallback(),
  );
  await admin.goto(`${BASE}/view/1`);
  await expect(admin.getByRole('alert')).toContainText('Failed to load product details.');
  await admin.unroute('**/api/products/*/');
  await admin.getByRole('button', { name: 'Retry' }).click();
  await expect(admin.getByRole('tab', { name: 'Details' })).toBeVisible();
});

test('deleting a product asks first, saying it cannot be undone', async () => {
  const [product] = (await apiGet<{ results: Product[] }>(admin, `/api/products/?search=E2E_B_${RUN}`))
    .results;
  await admin.goto(`${BASE}/view/${product!.id}`);
  await admin.getByRole('button', { name: 'Delete' }).click();
  const dialog = admin.getByRole('alertdialog');
  await opened(dialog);
  await expect(dialog).toContainText('This action cannot be undone.');
  await axe(admin, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(admin).toHaveURL(LIST);
  expect((await apiGet<{ count: number }>(admin, `/api/products/?search=E2E_B_${RUN}`)).count).toBe(0);
});

test('read-only roles see no add, edit or delete; a brand manager sees their brand only', async ({
  browser,
}) => {
  const reader = await pageAs(browser, 'user@demo.local', LIST);
  await expect(table(reader).getByRole('row').nth(1)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await table(reader).getByRole('row').nth(1).getByRole('link').click();
  await expect(reader.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await reader.getByRole('tab', { name: 'Images' }).click();
  await expect(reader.getByTestId('image-input')).toHaveCount(0);
  await reader.goto(ADD);
  await expect(reader).toHaveURL(/not-authorized/);
  await reader.context().close();

  const brandManager = await pageAs(browser, 'brand_manager@demo.local', `${LIST}?page_size=100`);
  const rows = table(brandManager)
    .getByRole('row')
    .filter({ hasNot: brandManager.getByRole('columnheader') });
  await expect(rows.first()).toBeVisible();
  const brands = new Set(await rows.evaluateAll((els) => els.map((el) => el.children[2]?.textContent)));
  expect(brands.size).toBe(1);
  await brandManager.context().close();
});

test('money shows in the organisation’s currency, written as the reader’s language writes it', async ({
  browser,
}) => {
  // Demo Group keeps the default currency, the euro: 599 in French is "599,00 €".
  await admin.goto(`${LIST}?search=NOVA_X1&lang=fr`);
  const row = admin.getByRole('table', { name: 'Produits' }).getByRole('row').nth(1);
  await expect(row).toContainText(/599,00\s€/);
  await row.getByRole('link').first().click();
  await admin.getByRole('tab', { name: 'Inventaire' }).click();
  await expect(admin.getByTestId('stock-value')).toContainText(/€/);

  // Acme changes its currency: its screens follow.
  const acme = await pageAs(browser, 'admin@acme.local', '/dashboards/crm');
  const setCurrency = async (currency: string) =>
    expect(
      (
        await apiAs(acme, 'admin@acme.local', 'put', '/api/application-parameters/sales/', {
          currency,
          default_tax_rate: '20',
          payment_terms_days: null,
        })
      ).status,
    ).toBe(200);
  await setCurrency('CHF');
  try {
    await acme.goto(`${LIST}?search=ANVIL&lang=fr`);
    await expect(acme.getByRole('table', { name: 'Produits' }).getByRole('row').nth(1)).toContainText(
      /150,00\sCHF/,
    );
  } finally {
    await setCurrency('EUR');
    await acme.context().close();
  }
});

test('in Arabic, right to left: the list, the wizard and the view', async ({ browser }) => {
  const page = await pageAs(browser, 'admin@demo.local', `${LIST}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'المنتجات' }).getByRole('row').nth(1)).toBeVisible();
  await axe(page, 'ar list');
  await page.getByRole('link', { name: 'إضافة منتج' }).click();
  // As in English: the wizard ready (its choices loaded, nothing in flight) before Next.
  await expect(page.getByRole('heading', { level: 1, name: 'منتج جديد' })).toBeVisible();
  await expect(page.getByTestId('wizard-step-details')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByTestId('wizard-error')).toHaveText('يرجى ملء جميع الحقول المطلوبة قبل المتابعة.');
  await axe(page, 'ar wizard');
  const [product] = (await apiGet<{ results: Product[] }>(page, `/api/products/?search=E2E_${RUN}`)).results;
  await page.goto(`${BASE}/view/${product!.id}/launches?lang=ar`);
  await expect(page.getByRole('tab', { name: 'الإطلاقات' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('launch-timing')).toHaveText(/الإطلاق اليوم|متأخر|باقٍ/);
  await axe(page, 'ar view');
  await page.goto(`${BASE}/view/${product!.id}/images?lang=ar`);
  await expect(page.getByTestId('image-tile')).toHaveCount(1);
  await axe(page, 'ar images');
  await page.goto(`${BASE}/edit/${product!.id}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('تعديل');
  await axe(page, 'ar edit');
  await page.context().close();
});
