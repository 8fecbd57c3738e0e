import { expect, test, type Page } from '@playwright/test';
import { pick, seriousViolations, signInOncePerAccount } from './support';

// Client environments in the browser, as a client administrator (who manages them): add, view,
// edit, a name taken twice for one client, the list's filters; Arabic right to left.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/environment/client/list';
const { pageAs } = signInOncePerAccount();

let clientAdmin: Page;
test.beforeAll(async ({ browser }) => {
  clientAdmin = await pageAs(browser, 'client_admin@demo.local', LIST);
});
test.afterAll(async () => {
  await clientAdmin?.context().close();
});

test('adds an environment, views and edits it; a name is used once per client', async () => {
  const page = clientAdmin;
  test.slow(); // three pages, a refused save and an accessibility scan
  const name = `E2E env ${Date.now()}`;
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Client environments' })).toBeVisible();
  await page.getByTestId('add-environment').click();
  await pick(page.getByTestId('environment-client'), 'Nordhaus Retail', 'nordh');
  await page.getByTestId('environment-name').fill(name);
  await page.getByTestId('environment-kind').selectOption({ label: 'Staging' });
  await page.getByTestId('environment-url').fill('ftp://bad.example.com');
  await page.getByTestId('save-environment').click();
  await expect(page.getByText('Enter a valid http or https URL.')).toBeVisible();
  await page.getByTestId('environment-url').fill('https://staging.harbour.example.com');
  await page.getByTestId('save-environment').click();
  await expect(page).toHaveURL(/\/apps\/environment\/client\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await seriousViolations(page, 'view ')).toEqual([]);

  await page.getByTestId('edit-environment').click();
  await page.getByTestId('environment-status').selectOption({ label: 'Maintenance' });
  await page.getByTestId('save-environment').click();
  await expect(page.getByText('Maintenance')).toBeVisible();

  await page.goto('/apps/environment/client/add');
  await pick(page.getByTestId('environment-client'), 'Nordhaus Retail', 'nordh');
  await page.getByTestId('environment-name').fill(name);
  await page.getByTestId('save-environment').click();
  await expect(page.getByText('This client already has an environment with this name.')).toBeVisible();

  await page.goto(LIST);
  await page.getByLabel('Status').selectOption({ label: 'Maintenance' });
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await seriousViolations(page, 'list ')).toEqual([]);
});

test('in Arabic the environments read right to left', async () => {
  await clientAdmin.goto(`${LIST}?lang=ar`);
  await expect(clientAdmin.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(clientAdmin.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(clientAdmin, 'list ar ')).toEqual([]);
  await clientAdmin.goto(`${LIST}?lang=en`);
});
