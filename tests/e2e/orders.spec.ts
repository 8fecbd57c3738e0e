import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Client } from '../../domain/sales/client';
import type { Order } from '../../domain/sales/order';
import {
  field,
  opened,
  pick,
  search,
  seriousViolations,
  signInOncePerAccount,
  unique,
  type AccountApi,
} from './support';

// The order screens, as a client administrator of the Demo Group (who reads the clients and
// products an order names, and manages orders): an order placed with two lines through the add
// dialog, taken Pending → Confirmed → Processing → Shipped → Delivered with the status buttons
// (paid on the way: nothing ships unpaid), then invoiced from its page, sent and printed; a line
// refused for want of stock and a status change refused because the order moved meanwhile, each
// with its message; an order for a client beyond the API's largest page (100), found by typing
// part of its name; then in Arabic. Every order and invoice read or changed here is made here.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/sale/order/list';
const ACCOUNT = 'client_admin@demo.local';
const CLIENT = 'Atlas Trading';
// Demo products: two on sale with plenty of stock, one out of stock.
const PHONE = 'Nova X1 Phone';
const GUIDE = 'Terra Trail Guide';
const OUT_OF_STOCK = 'Nova Buds';
const VALID_CARD = '4242 4242 4242 4242';

const { pageAs, apiOf } = signInOncePerAccount();
let page: Page;
let api: AccountApi;
test.beforeAll(async ({ browser }) => {
  page = await pageAs(browser, ACCOUNT, `${LIST}?lang=en`);
  api = apiOf(page.request, ACCOUNT);
});
// Clients made only to fill the organisation past one page, removed at the end.
const fillers: number[] = [];
test.afterAll(async () => {
  for (const id of fillers.splice(0)) {
    const { status } = await api('delete', `/api/clients/${id}/`);
    expect(status, `delete client ${id}`).toBe(204);
  }
  await page?.context().close();
});

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const toast = (text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** The id of the demo row named `name` in the list at `path`. */
async function idOf(path: string, name: string) {
  const { body } = await api<{ results: { id: number; name: string }[] }>(
    'get',
    `${path}?search=${encodeURIComponent(name)}`,
  );
  const row = body.results.find((r) => r.name === name);
  expect(row, `${path} ${name}`).toBeDefined();
  return row!.id;
}

/** An order of the spec's own, pending, made through the API. */
async function newOrder() {
  const [client, product] = await Promise.all([idOf('/api/clients/', CLIENT), idOf('/api/products/', GUIDE)]);
  const { status, body } = await api<Order>('post', '/api/orders/', {
    client,
    lines: [{ product, quantity: 1 }],
  });
  expect(status).toBe(201);
  return body;
}

/**
 * Picks the product named `name` on a line, found by the server's search for part of it (its
 * choice may say why it cannot be sold, after its name).
 */
async function chooseProduct(dialog: Locator, index: number, name: string) {
  const input = dialog.getByTestId(`order-line-${index}-product`);
  await search(input, name.slice(0, -1).toLowerCase());
  await page.getByRole('option').filter({ hasText: name }).first().click();
  await expect(input).toHaveValue(new RegExp(`^${name}`));
}

let orderId: number;

test('places an order with two lines: checks before sending, the server refuses an out-of-stock line on it', async () => {
  // The menu's entry lands on the list.
  await page.goto('/apps/orders?lang=en');
  await expect(page).toHaveURL(/\/apps\/sale\/order\/list/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await seriousViolations(page, 'list en ')).toEqual([]);

  await page.getByTestId('add-order').click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  await opened(dialog);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/')
      posts.push(request.url());
  });

  // Nothing chosen: the schema's messages, and no request.
  await button(dialog, 'Create order').click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  // The client's addresses become the order's.
  await pick(dialog.getByTestId('order-client'), CLIENT, 'atlas');
  await expect(field(dialog.getByRole('group', { name: 'Shipping address' }), 'City')).toHaveValue(
    'Casablanca',
  );
  await expect(field(dialog.getByRole('group', { name: 'Billing address' }), 'Country')).toHaveValue(
    'Morocco',
  );

  await chooseProduct(dialog, 0, OUT_OF_STOCK);
  await dialog.getByTestId('order-line-0-quantity').fill('1');
  await dialog.getByTestId('add-order-line').click();
  await chooseProduct(dialog, 1, GUIDE);
  await dialog.getByTestId('order-line-1-quantity').fill('2');
  await expect(dialog.getByTestId('order-line-1-total')).toHaveText('€24.00');

  // A card number whose checksum fails is refused before anything is sent.
  await dialog.getByTestId('order-card-number').fill('4242 4242 4242 4241');
  await button(dialog, 'Create order').click();
  await expect(dialog.getByText('Enter a valid card number.')).toBeVisible();
  expect(posts).toEqual([]);
  await dialog.getByTestId('order-card-number').fill(VALID_CARD);
  await expect(dialog.getByText('Visa ending in 4242')).toBeVisible();
  expect(await seriousViolations(page, 'dialog en ')).toEqual([]);

  // The server's sale rule, on the line it is about.
  await button(dialog, 'Create order').click();
  await expect(
    dialog.getByTestId('order-line').nth(0).getByText('Out of Stock.', { exact: true }),
  ).toBeVisible();
  await expect(
    dialog.getByTestId('order-line').nth(1).getByText('Out of Stock.', { exact: true }),
  ).toHaveCount(0);
  expect(posts).toHaveLength(1);

  await chooseProduct(dialog, 0, PHONE);
  const created = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/' && r.status() === 201,
  );
  await button(dialog, 'Create order').click();
  const order = (await (await created).json()) as Order;
  orderId = order.id;
  await expect(dialog).toBeHidden();
  await expect(toast(`Order ${order.number} created`)).toBeVisible();
  // The server's total is the truth: 599 + 2 × 12.
  expect(order).toMatchObject({
    total_amount: '623.00',
    card_brand: 'visa',
    card_last4: '4242',
    lines: [{}, {}],
  });
  await expect(page.getByRole('link', { name: `Open order ${order.number}` })).toBeVisible();
});

test('takes the order Pending → Confirmed → Processing → Shipped → Delivered with its buttons, paid before shipping', async () => {
  await page
    .getByRole('link', { name: /^Open order / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/apps/sale/order/details/${orderId}$`));
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Pending');
  await expect(page.getByTestId('order-card')).toHaveText('Visa ending in 4242');
  await expect(button(page, 'Ship')).toHaveCount(0);

  await page.getByLabel('Note for the timeline').fill('Stock checked with the warehouse');
  await button(page, 'Confirm').click();
  await expect(status).toHaveText('Confirmed');
  await button(page, 'Start processing').click();
  await expect(status).toHaveText('Processing');

  // Nothing ships unpaid: Ship is there, disabled, with the machine's reason.
  const ship = button(page, 'Ship');
  await expect(ship).toBeDisabled();
  await expect(ship).toHaveAccessibleDescription(/Waits for the payment/);
  await button(page, 'Record payment').click();
  await expect(page.getByTestId('order-payment')).toHaveText('Paid');
  await expect(ship).toBeEnabled();
  await ship.click();
  await expect(status).toHaveText('Shipped');
  await button(page, 'Mark delivered').click();
  await expect(status).toHaveText('Delivered');
  // Delivered and paid: a refund is all that is left.
  await expect(page.getByRole('group', { name: 'Status actions' }).getByRole('button')).toHaveText([
    'Refund',
  ]);

  const timeline = page.getByTestId('order-timeline-entry');
  await expect(timeline).toHaveCount(6);
  await expect(timeline.nth(0)).toContainText('Created');
  await expect(timeline.nth(1)).toContainText('Confirm');
  await expect(timeline.nth(1)).toContainText('Stock checked with the warehouse');
  await expect(timeline.nth(5)).toContainText('Mark delivered');
  expect(await seriousViolations(page, 'details en ')).toEqual([]);
});

test('the delivered order is invoiced from its page: the draft takes its lines, is sent, numbered and prints alone', async () => {
  await expect(page).toHaveURL(new RegExp(`/apps/sale/order/details/${orderId}$`));
  await page.getByTestId('issue-invoice').click();
  await expect(page).toHaveURL(new RegExp(`/apps/invoice/add\\?order=${orderId}$`));
  // The order is named before any search: its number, client, date and total.
  await expect(page.getByTestId('invoice-order')).toHaveValue(new RegExp(`^#\\d+ · ${CLIENT} · `));
  await page.getByTestId('save-invoice').click();

  // The draft holds the order's two lines at the organisation's default tax rate (20 %); the rates
  // are changed on its edit page.
  await expect(page).toHaveURL(/\/apps\/invoice\/edit\/\d+$/);
  await expect(page.getByLabel('Line 1: Description', { exact: true })).toHaveValue(new RegExp(`^${PHONE} `));
  await expect(page.getByLabel('Line 2: Description', { exact: true })).toHaveValue(new RegExp(`^${GUIDE} `));
  await expect(page.getByTestId('total-subtotal')).toHaveText(/623\.00/);
  await expect(page.getByTestId('total-total')).toHaveText(/747\.60/);
  await page.getByTestId('save-invoice').click();

  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const sheet = page.getByTestId('invoice-sheet');
  await expect(sheet).toContainText(CLIENT);
  await page.getByTestId('invoice-send').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
  await expect(sheet.getByTestId('invoice-number')).toHaveText(/^INV-\d{5}$/);
  await expect(sheet.getByTestId('invoice-status')).toHaveText('Sent');

  // Printed, the invoice shows alone.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('print-invoice')).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a status change the order no longer takes is refused with its message, and the page catches up', async () => {
  const order = await newOrder();
  await page.goto(`/apps/sale/order/details/${order.id}?lang=en`);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  // Meanwhile, someone else cancels it.
  const cancelled = await api('post', `/api/orders/${order.id}/events/`, { event: 'CANCEL', note: '' });
  expect(cancelled.status).toBe(200);

  await button(page, 'Confirm').click();
  await expect(page.getByTestId('order-action-error')).toHaveText(
    'An order in status Cancelled cannot take “Confirm”.',
  );
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
});

test('an order that does not exist says so', async () => {
  await page.goto('/apps/sale/order/details/999999?lang=en');
  await expect(page.getByText('This order does not exist, or you may not see it.')).toBeVisible();
});

test('an order for a client beyond the first hundred: found by typing part of its name, with its seller', async () => {
  // More clients than the API's largest page: what a list of the first 100 offered ended there.
  const { body: before } = await api<{ count: number }>('get', '/api/clients/?page_size=5');
  const suffix = unique();
  const made = await Promise.all(
    Array.from({ length: Math.max(0, 101 - before.count) }, (_, i) =>
      api<Client>('post', '/api/clients/', {
        code: `E2E_FILL_${suffix}_${i}`,
        kind: 'company',
        name: `E2E Filler ${suffix} ${i}`,
      }),
    ),
  );
  for (const { status, body } of made) {
    expect(status).toBe(201);
    fillers.push(body.id);
  }
  // A token of its own: the fillers' names and codes share theirs.
  const token = unique();
  const far = await api<Client>('post', '/api/clients/', {
    code: `E2E_FAR_${token}`,
    kind: 'company',
    name: `Zenith Far ${token}`,
    shipping_city: 'Tangier',
    billing_city: 'Tangier',
  });
  expect(far.status).toBe(201);
  const { body: firstHundred } = await api<{ count: number; results: Client[] }>(
    'get',
    '/api/clients/?page_size=100&ordering=name',
  );
  expect(firstHundred.count).toBeGreaterThan(100);
  expect(firstHundred.results.map((c) => c.id)).not.toContain(far.body.id);

  await page.goto(`${LIST}?lang=en`);
  await page.getByTestId('add-order').click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  await opened(dialog);
  const client = dialog.getByRole('combobox', { name: 'Client' });
  // Opened, the picker shows the first names and says there are more.
  await client.click();
  await expect(dialog.getByTestId('order-client-choices')).toContainText('type to narrow the list');
  // Part of the name, in any case: the server's search finds it.
  await pick(client, far.body.name, token.toLowerCase());
  await expect(field(dialog.getByRole('group', { name: 'Shipping address' }), 'City')).toHaveValue('Tangier');
  await pick(dialog.getByRole('combobox', { name: 'Seller' }), 'Claire Martin', 'clai');
  await chooseProduct(dialog, 0, GUIDE);

  const created = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders/' && r.status() === 201,
  );
  await button(dialog, 'Create order').click();
  const order = (await (await created).json()) as Order;
  await expect(dialog).toBeHidden();
  expect(order).toMatchObject({
    client: far.body.id,
    client_name: far.body.name,
    seller_name: 'Claire Martin',
  });

  // The list filtered by that client, picked by typing part of its name: its one order, the
  // client's id in the address, and after a reload the same filter, named.
  await page.goto(`${LIST}?lang=en`);
  const filter = page.getByRole('combobox', { name: 'Client' });
  await pick(filter, far.body.name, token.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]client=${far.body.id}(&|$)`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(far.body.name);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(far.body.name);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`#${order.number}`);
  // "All clients" lifts it.
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'All clients', exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]client=/);

  // Its info dialog names its seller before any search has shown it, and can leave it out.
  await page.goto(`/apps/sale/order/details/${order.id}?lang=en`);
  await page.getByTestId('edit-order').click();
  const edit = page.getByRole('dialog', { name: `Edit order ${order.number}` });
  await opened(edit);
  const seller = edit.getByRole('combobox', { name: 'Seller' });
  await expect(seller).toHaveValue('Claire Martin');
  await seller.click();
  await edit.getByRole('option', { name: 'No seller', exact: true }).click();
  await expect(seller).toHaveValue('');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/orders/${order.id}/`,
  );
  await button(edit, 'Save').click();
  expect(await (await saved).json()).toMatchObject({ seller: null, seller_name: null });
  await expect(edit).toBeHidden();
});

test('in Arabic: right to left, the list, the dialog and the order’s page in Arabic', async () => {
  await page.goto(`${LIST}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  expect(await seriousViolations(page, 'list ar ')).toEqual([]);

  await page.getByTestId('add-order').click();
  const dialog = page.getByRole('dialog', { name: 'طلب جديد' });
  await opened(dialog);
  await pick(dialog.getByTestId('order-client'), CLIENT, 'Atlas');
  await chooseProduct(dialog, 0, OUT_OF_STOCK);
  await button(dialog, 'إنشاء الطلب').click();
  await expect(
    dialog.getByTestId('order-line').nth(0).getByText('نفد من المخزون.', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page, 'dialog ar ')).toEqual([]);

  await page.goto(`/apps/sale/order/details/${orderId}?lang=ar`);
  await expect(page.getByTestId('order-status')).toHaveText('تم التسليم');
  await expect(page.getByTestId('order-payment')).toHaveText('مدفوع');
  await expect(button(page, 'استرداد المبلغ')).toBeVisible();
  expect(await seriousViolations(page, 'details ar ')).toEqual([]);
  await page.goto(`${LIST}?lang=en`);
});

for (const lang of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the list's client filter, open, passes axe (${lang}, ${theme})`, async () => {
      await page.goto(`${LIST}?lang=${lang}&theme=${theme}`);
      await page.getByTestId('orders-filter-client').click();
      const choices = page.getByTestId('orders-filter-client-choices');
      // "All clients" first, then the server's first page of names.
      await expect(choices.getByRole('option').nth(1)).toBeVisible();
      expect(await seriousViolations(page, `client filter ${lang} ${theme} `)).toEqual([]);
      await page.screenshot({ path: `.tmp/screens/sales/order-list-client-filter-${lang}-${theme}.png` });
      await page.keyboard.press('Escape');
    });
  }
}
