import { expect, test, type Page } from '@playwright/test';
import { appearances, field, opened, pick, seriousViolations, signInOncePerAccount, unique } from './support';

// Clients through their screens: a manager adds one from the list (the code following its
// name), opens its details, and goes through its tabs: addresses edited, a notification switched
// on, the overview's figures, a portal contact added and the change seen in its history. The
// customers menu entry lands on the list; the details pass axe in English and Arabic, light and
// dark; the sellers' list and a seller's details too. Screenshots go to .tmp/screens/sales.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/sale/client/list';
const { pageAs, apiRead } = signInOncePerAccount();

let manager: Page;
let detailsUrl = '';
test.beforeAll(async ({ browser }) => {
  manager = await pageAs(browser, 'manager@demo.local', LIST);
});
test.afterAll(async () => {
  await manager?.context().close();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function accessible(page: Page, what: string) {
  expect(await seriousViolations(page, `${what}: `)).toEqual([]);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test('the customers menu entry lands on the clients', async () => {
  await manager.goto('/apps/customers');
  await expect(manager).toHaveURL(/\/apps\/sale\/client\/list$/);
  await expect(manager.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(manager.getByRole('table', { name: 'Clients' })).toHaveAttribute('aria-busy', 'false');
  await accessible(manager, 'client list');
});

test('a manager adds a client and goes through its details and tabs', async () => {
  test.setTimeout(120_000);
  const page = manager;
  const name = `Orchard Supplies ${unique()}`;
  const code = name.toUpperCase().replace(/ /g, '_');

  await page.goto(LIST);
  await page.getByTestId('add-client').click();
  const dialog = page.getByRole('dialog');
  await opened(dialog);
  await accessible(page, 'client dialog');
  // The domain's schema before the server: a name is required.
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await field(dialog, 'Name').fill(name);
  await expect(field(dialog, 'Code')).toHaveValue(code);
  await field(dialog, 'Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await field(dialog, 'Email').fill('orders@orchard.example.com');
  await pick(dialog.getByTestId('client-seller'), 'Claire Martin', 'martin');
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Client created successfully')).toBeVisible();

  // Found in the list, opened by its name.
  await page.getByRole('searchbox').fill(name);
  // The search applies after a pause: opening the row before then would carry it to the next page.
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/details\/\d+\/address$/);
  detailsUrl = page.url().replace(/\/address$/, '');
  await expect(page.getByTestId('client-code')).toHaveText(code);
  await expect(page.getByTestId('client-bio')).toContainText('Seller: Claire Martin');
  await expect(page.getByTestId('party-orders')).toContainText('No orders yet.');

  // Address and billing: edited in one dialog, the shipping copied from the billing.
  await page.getByTestId('edit-addresses').click();
  const addresses = page.getByRole('dialog');
  await opened(addresses);
  await addresses.getByLabel('Address').first().fill('7 Orchard Lane');
  await addresses.getByLabel('City').first().fill('Lyon');
  await addresses.getByTestId('copy-billing').click();
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(addresses).toBeHidden();
  await expect(page.getByTestId('shipping-address')).toContainText('7 Orchard Lane');
  await accessible(page, 'address tab');

  // Notifications: invoices by SMS switched on and saved.
  await openTab(page, 'Notifications');
  const sms = page.getByTestId('notify-invoice-sms');
  await expect(sms).not.toBeChecked();
  await page.getByTestId('switch-invoice-sms').click();
  await page.getByTestId('save-notifications').click();
  await expect(toast(page, 'Notification choices saved')).toBeVisible();
  await expect(sms).toBeChecked();
  await accessible(page, 'notifications tab');

  // Overview: no orders yet.
  await openTab(page, 'Overview');
  await expect(page.getByTestId('overview-orders')).toContainText('0');
  await expect(page.getByTestId('overview-last')).toContainText('No order yet.');

  // Security: a portal contact added; the history names the changes.
  await openTab(page, 'Security');
  await page.getByTestId('add-portal-contact').click();
  const contact = page.getByRole('dialog');
  await opened(contact);
  await field(contact, 'Name').fill('Ada Buyer');
  await field(contact, 'Email').fill(`ada.${unique().toLowerCase()}@orchard.example.com`);
  await contact.getByRole('button', { name: 'Add contact' }).click();
  await expect(contact).toBeHidden();
  await expect(page.getByTestId('portal-contacts')).toContainText('Ada Buyer');
  const history = page.getByTestId('client-history');
  await expect(history).toContainText('Portal contact created');
  await expect(history).toContainText('Client notifications changed');
  // The changed switch in the reader's words, not its stored name.
  await expect(history).toContainText('Invoices by SMS');
  await expect(history).not.toContainText('invoice.sms');
  await expect(history).toContainText('Client created');
  await accessible(page, 'security tab');
});

for (const [lang, theme] of appearances) {
  test(`the client's details and the sellers pass axe (${lang}, ${theme})`, async () => {
    test.setTimeout(90_000);
    const page = manager;
    const query = `?lang=${lang}&theme=${theme}`;
    await page.goto(`${detailsUrl}/security${query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('client-history').getByTestId('history-entry').first()).toBeVisible();
    await accessible(page, `${lang} ${theme} client security`);
    await page.screenshot({
      path: `.tmp/screens/sales/client-security-${lang}-${theme}.png`,
      fullPage: true,
    });
    await page.goto(`${detailsUrl}/notifications${query}`);
    await expect(page.getByTestId('client-notifications')).toBeVisible();
    await accessible(page, `${lang} ${theme} client notifications`);
    await page.screenshot({
      path: `.tmp/screens/sales/client-notifications-${lang}-${theme}.png`,
      fullPage: true,
    });

    await page.goto(`/apps/sales${query}`);
    await expect(page).toHaveURL(/\/apps\/sale\/seller\/list/);
    await expect(page.getByTestId('list-range')).toHaveText(/\S/);
    await accessible(page, `${lang} ${theme} seller list`);
    await page.screenshot({ path: `.tmp/screens/sales/seller-list-${lang}-${theme}.png`, fullPage: true });
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByTestId('seller-bio')).toBeVisible();
    await expect(page.getByTestId('party-overview')).toBeVisible();
    await accessible(page, `${lang} ${theme} seller details`);
    await page.screenshot({
      path: `.tmp/screens/sales/seller-details-${lang}-${theme}.png`,
      fullPage: true,
    });

    await page.goto(`${LIST}${query}`);
    await expect(page.getByTestId('list-range')).toHaveText(/\S/);
    await page.screenshot({ path: `.tmp/screens/sales/client-list-${lang}-${theme}.png`, fullPage: true });
  });
}

test('a client with a year of orders: its order table and overview are the server’s figures', async () => {
  const page = manager;
  const [atlas] = (
    await apiRead<{ results: { id: number; name: string }[] }>(
      page,
      'manager@demo.local',
      '/api/clients/?search=Atlas%20Trading',
    )
  ).results;
  const overview = await apiRead<{
    orders_count: number;
    open_orders_count: number;
    last_order: { number: number } | null;
  }>(page, 'manager@demo.local', `/api/clients/${atlas!.id}/overview/`);
  // The demo year gives this client orders, some still open.
  expect(overview.orders_count).toBeGreaterThan(3);
  await page.goto(`/apps/sale/client/details/${atlas!.id}/overview?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atlas Trading' })).toBeVisible();
  await expect(page.getByTestId('overview-orders')).toContainText(String(overview.orders_count));
  await expect(page.getByTestId('overview-orders')).toContainText(`${overview.open_orders_count} open`);
  await expect(page.getByTestId('overview-last')).toContainText(`#${overview.last_order!.number}`);
  await expect(page.getByTestId('overview-revenue')).toContainText('€');
  // The order table above the tabs: its orders, each opening the order's page.
  const orders = page.getByTestId('party-orders');
  await expect(orders.getByRole('link').first()).toBeVisible();
  await expect(orders).not.toContainText('No orders yet.');
});

test('a seller id no one has says "Seller not found."', async () => {
  await manager.goto('/apps/sale/seller/details/2000000000');
  await expect(manager.getByRole('alert')).toContainText('Seller not found.');
});
