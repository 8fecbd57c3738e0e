import { expect, test, type Page } from '@playwright/test';
import { pick, search, seriousViolations, signInOncePerAccount } from './support';

// Tracking in the browser, as a client administrator (who manages batches and units): a batch
// created and given 20 serials at once (a bad list refused line by line first), one unit moved
// and sold, and the batch's recall view showing where it went; then the screens in Arabic,
// right to left, with axe on each.
test.describe.configure({ mode: 'serial' });

const BATCHES = '/apps/tracking/batch/list';
const ACCOUNT = 'client_admin@demo.local';
const { pageAs, apiOf } = signInOncePerAccount();

let clientAdmin: Page;
let batchUrl = '';
let unitUrl = '';
const lot = `LOT-E2E-${Date.now()}`;
const serials = Array.from({ length: 20 }, (_, i) => `${lot}-S${String(i + 1).padStart(2, '0')}`);

/**
 * Waits for the notices of earlier saves to go: they sit where a dialog's buttons are, and a
 * pointer resting on one keeps it open.
 */
async function noNotices(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
}

test.beforeAll(async ({ browser }) => {
  clientAdmin = await pageAs(browser, ACCOUNT, BATCHES);
});
test.afterAll(async () => {
  await clientAdmin?.context().close();
});

test('creates a batch and registers its 20 serials at once, after a list refused line by line', async () => {
  test.slow(); // four screens through axe
  const page = clientAdmin;
  await page.goto(BATCHES);
  await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
  await expect(page.getByRole('table').getByText('LOT-NX1-2026-01')).toBeVisible();
  expect(await seriousViolations(page, 'batch list ')).toEqual([]);

  await page.getByTestId('add-batch').click();
  await page.getByTestId('batch-lot').fill(lot);
  await search(page.getByTestId('batch-product'), 'nova x1');
  await page.getByRole('option').filter({ hasText: 'Nova X1 Phone' }).first().click();
  await page.getByTestId('batch-quantity').fill('20');
  await page.getByLabel('Production date').fill('2026-03-01');
  await page.getByTestId('batch-expiry').fill('2026-02-01');
  await page.getByTestId('save-batch').click();
  await expect(page.getByText('The expiry date must be on or after the production date.')).toBeVisible();
  await page.getByTestId('batch-expiry').fill('2029-03-01');
  expect(await seriousViolations(page, 'batch add ')).toEqual([]);
  await page.getByTestId('save-batch').click();
  await expect(page).toHaveURL(/\/apps\/tracking\/batch\/view\/\d+$/);
  batchUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: lot })).toBeVisible();
  await expect(page.getByText('No unit registered in this batch yet.')).toBeVisible();

  // A list with a repeated serial and a malformed one: each named by its line, nothing written.
  await noNotices(page);
  await page.getByTestId('register-serials').click();
  const dialog = page.getByTestId('serials-dialog');
  await dialog.getByTestId('serials-text').fill([serials[0], 'not a serial', serials[0]].join('\n'));
  await dialog.getByTestId('serials-submit').click();
  const errors = dialog.getByTestId('serials-errors');
  await expect(errors.getByText(/^Line 2 \(not a serial\):/)).toBeVisible();
  await expect(errors.getByText(/^Line 3 .*appears more than once in the list\.$/)).toBeVisible();
  expect(await seriousViolations(page, 'serials dialog ')).toEqual([]);

  // The 20 serials as a CSV file, header and all.
  await dialog.getByTestId('serials-file').setInputFiles({
    name: 'serials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['serial_number,note', ...serials.map((s) => `${s},ok`)].join('\n')),
  });
  await expect(dialog.getByText('20 serial numbers read.')).toBeVisible();
  await dialog.getByTestId('serials-location').fill('Dock 7');
  await dialog.getByTestId('serials-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recall-row')).toHaveCount(20);
  await expect(page.getByText('20 of 20')).toBeVisible();
});

test('moves one unit and sells it; the history shows each event', async () => {
  test.slow(); // three screens through axe
  const page = clientAdmin;
  await page.getByRole('link', { name: serials[4] }).click();
  await expect(page).toHaveURL(/\/apps\/tracking\/product\/view\/\d+$/);
  unitUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: serials[4] })).toBeVisible();
  await expect(page.getByTestId('unit-event')).toHaveCount(1);

  await page.getByTestId('event-moved').click();
  const move = page.getByRole('dialog');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText('Say where the unit is moved to.')).toBeVisible();
  await move.getByTestId('event-location').fill('City store');
  expect(await seriousViolations(page, 'event dialog ')).toEqual([]);
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByTestId('unit-event')).toHaveCount(2);
  await expect(page.getByText('From Dock 7 to City store')).toBeVisible();

  await noNotices(page);
  await page.getByTestId('event-sold').click();
  const sale = page.getByRole('dialog');
  // The newest order the client administrator reads, found by its number.
  const { body: newest } = await apiOf(page.request, ACCOUNT)<{ results: { id: number; number: number }[] }>(
    'get',
    '/api/tracking/choices/orders/?page_size=5',
  );
  const { id: orderId, number } = newest.results[0]!;
  const orderLabel = `Order #${number}`;
  await pick(sale.getByTestId('event-order'), orderLabel, String(number));
  await sale.getByTestId('event-note').fill('Sold at the counter');
  await sale.getByRole('button', { name: 'Sell' }).click();
  await expect(sale).toBeHidden();
  await expect(page.getByTestId('unit-status').first()).toHaveText('Sold');
  await expect(page.getByTestId('unit-event')).toHaveCount(3);
  await expect(page.getByTestId('unit-timeline').getByText(orderLabel)).toBeVisible();
  // A sold unit is only returned: no second sale is offered.
  await expect(page.getByTestId('event-sold')).toHaveCount(0);
  await expect(page.getByTestId('event-returned')).toBeVisible();
  expect(await seriousViolations(page, 'unit view ')).toEqual([]);

  // The recall view: the unit sold, where it was, on which order.
  await page.getByTestId('unit-batch').click();
  await expect(page).toHaveURL(new RegExp(`${batchUrl}$`));
  const row = page.getByTestId('recall-row').filter({ hasText: serials[4]! });
  await expect(row).toContainText('Sold');
  await expect(row).toContainText('City store');
  await expect(row).toContainText(orderLabel);
  // For a reader of orders, the order is a link to its page.
  await expect(row.getByRole('link', { name: orderLabel })).toHaveAttribute(
    'href',
    `/apps/sale/order/details/${orderId}`,
  );
  await expect(page.getByTestId('recall-counts')).toContainText('Sold: 1');
  await expect(page.getByTestId('recall-counts')).toContainText('In stock: 19');
  expect(await seriousViolations(page, 'batch view ')).toEqual([]);
});

test('in Arabic the tracking screens read right to left and pass axe', async () => {
  test.slow(); // four screens through axe
  const page = clientAdmin;
  for (const [path, name] of [
    [batchUrl, 'batch view'],
    [unitUrl, 'unit view'],
    ['/apps/tracking/product/list', 'unit list'],
    ['/apps/tracking/product/add', 'unit add'],
  ] as const) {
    await page.goto(`${path}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page, `${name} ar `)).toEqual([]);
  }
  await expect(page.getByText('منتج متتبَّع جديد')).toBeVisible();
  await page.goto(`${batchUrl}?lang=ar`);
  await expect(page.getByText('عرض السحب')).toBeVisible();
  await expect(page.getByTestId('recall-row').filter({ hasText: serials[4]! })).toContainText('مبيع');
  await page.goto(`${BATCHES}?lang=en`);
});
