import { expect, test, type Page } from '@playwright/test';
import { field, opened, openMenu, seriousViolations, signInOncePerAccount, unique } from './support';

// Organisations administered: the list, a new organisation with its first administrator,
// deactivation, the header's choice of the organisation to work in (put back to none at the end:
// it is stored on the account), a client administrator's own profile, and who may open what.
test.describe.configure({ mode: 'serial' });

const LIST = '/admin/organizations';
const BRANDS = '/apps/product-management/config/brands';
const { pageAs, apiAs } = signInOncePerAccount();

const table = (page: Page) => page.getByRole('table', { name: 'Organisations' });
const rowOf = (page: Page, text: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(text, { exact: true }) });
const switcher = (page: Page) => page.getByLabel('Organisation you work in');

let superuser: Page;
test.beforeAll(async ({ browser }) => {
  superuser = await pageAs(browser, 'superuser@demo.local', '/dashboards/crm');
});
test.afterAll(async () => {
  if (superuser) {
    await apiAs(superuser, 'superuser@demo.local', 'put', '/api/auth/working-organization/', {
      organization: null,
    });
    await superuser.context().close();
  }
});

test('a superuser opens Organisations from the menu and adds one with a first administrator', async () => {
  await superuser
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Organisations', exact: true })
    .click();
  await expect(superuser).toHaveURL(LIST);
  await expect(rowOf(superuser, 'Acme')).toBeVisible();
  await expect(rowOf(superuser, 'Demo Group')).toBeVisible();
  // One's own organisation offers no deactivation.
  await expect(rowOf(superuser, 'Demo Group').getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  expect(await seriousViolations(superuser, 'list: ')).toEqual([]);

  const name = `Globex ${unique()}`;
  await superuser.getByTestId('add-organization').click();
  const dialog = superuser.getByRole('dialog', { name: 'Add an organisation' });
  await opened(dialog);
  await field(dialog, 'Name').fill(name);
  await dialog.getByText('Invite a first administrator').click();
  await field(dialog, 'Email of the first administrator').fill(`boss-${unique().toLowerCase()}@globex.test`);
  await field(dialog, 'First name').fill('Hank');
  expect(await seriousViolations(superuser, 'dialog: ')).toEqual([]);
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(superuser, name)).toBeVisible();
  await expect(rowOf(superuser, name).getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await rowOf(superuser, name).getByRole('button', { name: 'Deactivate' }).click();
  const confirm = superuser.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await opened(confirm);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(rowOf(superuser, name)).toContainText('Inactive');
  await expect(rowOf(superuser, name).getByRole('button', { name: 'Reactivate' })).toBeVisible();
});

test('the header switches the organisation a superuser works in, and the lists follow', async () => {
  await superuser.goto(BRANDS);
  const brands = superuser.getByRole('table', { name: 'Brands' });
  await expect(brands).toContainText('Demo Group');
  await expect(brands).toContainText('Acme');

  await switcher(superuser).selectOption({ label: 'Acme' });
  await expect(brands).not.toContainText('Demo Group');
  await expect(brands).toContainText('Acme');
  // The choice holds through a reload: it is the server's.
  await superuser.reload();
  await expect(switcher(superuser)).toHaveValue(/\d+/);
  await expect(superuser.getByRole('table', { name: 'Brands' })).not.toContainText('Demo Group');

  await switcher(superuser).selectOption({ label: 'All organisations' });
  await expect(superuser.getByRole('table', { name: 'Brands' })).toContainText('Demo Group');
});

test('on a phone the switcher is an icon button in the header opening the same choice', async () => {
  await superuser.setViewportSize({ width: 390, height: 844 });
  try {
    await superuser.goto(BRANDS);
    const brands = superuser.getByRole('table', { name: 'Brands' });
    await expect(brands).toContainText('Demo Group');
    const choice = superuser.getByRole('banner').getByRole('button', { name: 'Organisation you work in' });
    const menu = await openMenu(choice);
    await expect(menu.getByRole('menuitemradio', { name: 'All organisations' })).toBeChecked();
    expect(await seriousViolations(superuser, 'phone switcher: ')).toEqual([]);
    await menu.getByRole('menuitemradio', { name: 'Acme' }).click();
    await expect(brands).not.toContainText('Demo Group');
    await expect(brands).toContainText('Acme');

    await (await openMenu(choice)).getByRole('menuitemradio', { name: 'All organisations' }).click();
    await expect(brands).toContainText('Demo Group');
  } finally {
    await superuser.setViewportSize({ width: 1280, height: 720 });
  }
});

test('a client administrator edits its own organisation’s profile, sees no switcher nor the administration', async ({
  browser,
}) => {
  const client = await pageAs(browser, 'client_admin@demo.local', '/dashboards/crm');
  await expect(switcher(client)).toHaveCount(0);
  await client
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Organisation profile' })
    .click();
  const profile = client.getByTestId('organization-profile');
  await expect(profile).toContainText('Demo Group');
  expect(await seriousViolations(client, 'profile: ')).toEqual([]);

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = client.getByRole('dialog', { name: 'Edit Demo Group' });
  await opened(dialog);
  await expect(field(dialog, 'Code')).toHaveCount(0);
  await field(dialog, 'Name').fill('Demo Group Worldwide');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile).toContainText('Demo Group Worldwide');
  // Put back what was changed: other specs read the demo organisation's name.
  await apiAs(client, 'client_admin@demo.local', 'patch', '/api/organizations/1/', { name: 'Demo Group' });

  // The profile's addresses and contacts: tabs that are routes, rows of the organisation itself.
  await expect(client).toHaveURL(/\/organization\/profile\/addresses$/);
  const street = `${unique()} Avenue Foch`;
  await client.getByTestId('add-address').click();
  const address = client.getByRole('dialog', { name: 'New address' });
  await opened(address);
  await field(address, 'Address').fill(street);
  await field(address, 'City').fill('Paris');
  await address.getByRole('button', { name: 'Add address' }).click();
  await expect(address).toBeHidden();
  const addresses = client.getByRole('table', { name: 'Addresses' });
  await expect(addresses.getByRole('row').filter({ hasText: street })).toBeVisible();
  expect(await seriousViolations(client, 'profile addresses: ')).toEqual([]);

  await client.getByRole('tab', { name: 'Contacts' }).click();
  await expect(client).toHaveURL(/\/organization\/profile\/contacts$/);
  const name = `Grace ${unique()}`;
  await client.getByTestId('add-contact').click();
  const contact = client.getByRole('dialog', { name: 'New contact' });
  await opened(contact);
  await field(contact, 'Contact name').fill(name);
  await field(contact, 'Email').fill('grace@demo.example');
  await contact.getByRole('button', { name: 'Add contact' }).click();
  await expect(contact).toBeHidden();
  await expect(client.getByRole('table', { name: 'Contacts' }).getByText(name)).toBeVisible();

  await client.goto(LIST);
  await expect(client).toHaveURL(/\/not-authorized$/);
  await client.context().close();
});

test('in Arabic, right to left: the profile’s addresses and contacts, and the switcher on a phone', async ({
  browser,
}) => {
  const client = await pageAs(browser, 'client_admin@demo.local', '/organization/profile/addresses');
  await client.goto('/organization/profile/addresses?lang=ar');
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByRole('heading', { level: 1, name: 'ملف المؤسسة' })).toBeVisible();
  await expect(client.getByRole('tab', { name: 'العناوين', selected: true })).toBeVisible();
  await expect(client.getByRole('table', { name: 'العناوين' })).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(client, 'profile addresses (ar): ')).toEqual([]);
  await client.getByTestId('add-address').click();
  const address = client.getByRole('dialog', { name: 'عنوان جديد' });
  await opened(address);
  await expect(field(address, 'العنوان')).toBeVisible();
  expect(await seriousViolations(client, 'profile address dialog (ar): ')).toEqual([]);
  await address.getByRole('button', { name: 'إلغاء' }).click();
  await expect(address).toBeHidden();
  await client.getByRole('tab', { name: 'جهات الاتصال' }).click();
  await expect(client).toHaveURL(/\/organization\/profile\/contacts/);
  await expect(client.getByRole('table', { name: 'جهات الاتصال' })).toHaveAttribute('aria-busy', 'false');
  expect(await seriousViolations(client, 'profile contacts (ar): ')).toEqual([]);
  await client.context().close();

  const phone = await pageAs(browser, 'superuser@demo.local', BRANDS);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${BRANDS}?lang=ar`);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const brands = phone.getByRole('table', { name: 'العلامات التجارية' });
  await expect(brands).toContainText('Demo Group');
  const choice = phone.getByRole('banner').getByRole('button', { name: 'المؤسسة التي تعمل فيها' });
  const menu = await openMenu(choice);
  await expect(menu.getByRole('menuitemradio', { name: 'جميع المؤسسات' })).toBeChecked();
  expect(await seriousViolations(phone, 'phone switcher (ar): ')).toEqual([]);
  await menu.getByRole('menuitemradio', { name: 'Acme' }).click();
  await expect(brands).not.toContainText('Demo Group');
  await expect(brands).toContainText('Acme');
  await (await openMenu(choice)).getByRole('menuitemradio', { name: 'جميع المؤسسات' }).click();
  await expect(brands).toContainText('Demo Group');
  await phone.context().close();
});

test('the administration needs read on AdminPanel: an admin has its dashboard, a user none of it', async ({
  browser,
}) => {
  const admin = await pageAs(browser, 'admin@demo.local', '/admin/dashboard');
  await expect(admin.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(admin.getByText('Active users')).toBeVisible();
  // Its own organisation's row is its to read (decision 0008), so the card counts it.
  await expect(admin.getByText('Active organisations')).toBeVisible();
  await admin.context().close();

  const user = await pageAs(browser, 'user@demo.local', '/dashboards/crm');
  for (const path of ['/admin/dashboard', '/admin/users', LIST]) {
    await user.goto(path);
    await expect(user).toHaveURL(/\/not-authorized$/);
  }
  await user.context().close();
});
