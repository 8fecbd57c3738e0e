import { expect, test, type Page } from '@playwright/test';
import { createRole, field, opened, seriousViolations, signInOncePerAccount, submitLogin } from './support';

// User management: the user list and a user's page. Each account signs in once and its session is
// reused. This file changes only users it creates itself.
test.describe.configure({ mode: 'serial' });

const LIST = '/apps/user/list';
const { pageAs, apiOf } = signInOncePerAccount();

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const range = (page: Page) => page.getByTestId('list-range');
const rowOf = (page: Page, email: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(email, { exact: true }) });

let admin: Page;
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', '/dashboards/crm');
});
test.afterAll(async () => {
  await admin?.context().close();
});

test('admin opens Users from the menu; /admin/users leads there too', async () => {
  await admin
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(admin).toHaveURL(LIST);
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(rowOf(admin, 'admin@demo.local')).toBeVisible();
  // The demo organisation only: never Acme's users.
  await expect(table(admin)).not.toContainText('acme.local');
  await admin.goto('/admin/users?page_size=5');
  await expect(admin).toHaveURL(`${LIST}?page_size=5`);
});

test('admin pages, sorts, searches and filters; the URL keeps it through reload and back', async () => {
  await admin.goto(`${LIST}?page_size=5`);
  await expect(range(admin)).toHaveText(/^1–5 of (\d+)$/);
  const total = Number(/of (\d+)/.exec((await range(admin).textContent()) ?? '')![1]);
  expect(total).toBeGreaterThanOrEqual(12);
  await expect(table(admin).getByRole('row')).toHaveCount(6);

  await admin.getByRole('button', { name: 'Next page' }).click();
  await expect(admin).toHaveURL(`${LIST}?page_size=5&page=2`);
  await expect(range(admin)).toHaveText(`6–10 of ${total}`);
  await admin.reload();
  await expect(range(admin)).toHaveText(`6–10 of ${total}`);
  await admin.goBack();
  await expect(range(admin)).toHaveText(`1–5 of ${total}`);

  await admin.getByLabel('Rows per page').selectOption('100');
  await expect(range(admin)).toHaveText(`1–${total} of ${total}`);

  // Sorting by role: the header says how the list is sorted.
  const roleHeader = table(admin).getByRole('columnheader', { name: 'Role' });
  await roleHeader.getByRole('button').click();
  await expect(roleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(admin).toHaveURL(/ordering=role/);
  await roleHeader.getByRole('button').click();
  await expect(roleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(admin).toHaveURL(/ordering=-role/);
  // By role code, whatever the collation: 'user' comes last, so first when descending.
  await expect(table(admin).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('User');

  await admin.getByRole('searchbox', { name: 'Search by name or email' }).fill('manager');
  await expect(admin).toHaveURL(/search=manager/);
  await expect(range(admin)).toHaveText('1–3 of 3');
  for (const email of ['manager@demo.local', 'brand_manager@demo.local', 'team_manager@demo.local'])
    await expect(rowOf(admin, email)).toBeVisible();

  await admin.getByLabel('Role', { exact: true }).selectOption('team_manager');
  await expect(range(admin)).toHaveText('1–1 of 1');
  await admin.getByLabel('Status').selectOption('false');
  await expect(table(admin)).toContainText('Nothing matches the search or the filters.');
  await admin.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(admin.getByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('');
  await expect(range(admin)).toHaveText(`1–${total} of ${total}`);

  // Teams are picked by name among the organisation's teams.
  await admin.getByLabel('Team', { exact: true }).selectOption({ label: 'Paris sales team' });
  await expect(admin).toHaveURL(/team=\d+/);
  for (const email of ['team_manager@demo.local', 'sales@demo.local', 'user@demo.local'])
    await expect(rowOf(admin, email)).toBeVisible();
  await expect(rowOf(admin, 'support@demo.local')).toHaveCount(0);
  await expect(rowOf(admin, 'sales@demo.local')).toContainText('Paris sales team');

  // A row opens the user.
  await rowOf(admin, 'sales@demo.local').getByRole('cell').nth(1).click();
  await expect(admin).toHaveURL(/\/apps\/user\/view\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Sami Sales' })).toBeVisible();
});

const created = {
  email: `created-${Date.now()}@demo.local`,
  password: 'created-passw0rd',
};
let createdUser: Page;

test('admin creates a user with an initial password, who then signs in', async ({ browser }) => {
  await admin.goto(LIST);
  await admin.getByRole('button', { name: 'Add user' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add user' });
  await expect(dialog).toBeVisible();
  // Only roles an admin may hand out; no organisation field for an admin.
  await expect(field(dialog, 'Role')).toBeVisible();
  const roles = await field(dialog, 'Role').locator('option').allTextContents();
  expect(roles).toContain('Sales');
  expect(roles).not.toContain('Superuser');
  expect(roles).not.toContain('Super administrator');
  await expect(field(dialog, 'Organisation')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  await field(dialog, 'Email').fill(created.email);
  await field(dialog, 'First name').fill('Cora');
  await field(dialog, 'Last name').fill('Created');
  await field(dialog, 'Role').selectOption({ label: 'Sales' });
  const teams = await field(dialog, 'Team').locator('option').allTextContents();
  expect(teams).toEqual(expect.arrayContaining(['No team', 'Paris sales team', 'Paris support team']));
  // Acme's teams are not ones the server would accept for a Demo Group user.
  expect(teams).not.toContain('Web sales team');
  await field(dialog, 'Team').selectOption({ label: 'Paris sales team' });
  await field(dialog, 'Initial password').fill(created.password);
  await dialog.getByRole('button', { name: 'Create user' }).click();

  await expect(dialog).toBeHidden();
  await expect(admin).toHaveURL(/\/apps\/user\/view\/\d+$/);
  await expect(admin.getByRole('status').filter({ hasText: `${created.email} was created.` })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: 'Cora Created' })).toBeVisible();
  // The bio's Team item (the first "Team" of the page; security roles of the team level follow).
  await expect(admin.getByText('Team', { exact: true }).first().locator('xpath=..')).toContainText(
    'Paris sales team',
  );

  // An email already taken is reported on the field.
  await admin.goto(LIST);
  await admin.getByRole('button', { name: 'Add user' }).click();
  const again = admin.getByRole('dialog', { name: 'Add user' });
  await field(again, 'Email').fill(created.email);
  await again.getByText('Email a reset link', { exact: true }).click();
  await expect(again.getByRole('radio', { name: 'Email a reset link' })).toBeChecked();
  await expect(field(again, 'Initial password')).toHaveCount(0);
  await again.getByRole('button', { name: 'Create user' }).click();
  await expect(again.getByText('A user with that email already exists.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  createdUser = await pageAs(browser, created.email, '/dashboards/crm', created.password);
  await expect(createdUser.getByTestId('current-user').filter({ visible: true })).toContainText('Cora');
});

test('admin edits the user, shown only the fields an admin may change', async () => {
  await admin.goto(LIST);
  await admin.getByRole('searchbox', { name: 'Search by name or email' }).fill(created.email);
  await expect(range(admin)).toHaveText('1–1 of 1');
  await rowOf(admin, created.email).getByRole('link', { name: 'Cora Created' }).click();

  await admin.getByRole('button', { name: 'Edit' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit Cora Created' });
  await expect(field(dialog, 'Email')).toHaveValue(created.email);
  await expect(field(dialog, 'Staff')).toBeAttached();
  // An admin does not grant superuser, nor move people to another organisation.
  await expect(field(dialog, 'Superuser')).toHaveCount(0);
  await expect(field(dialog, 'Organisation')).toHaveCount(0);
  await field(dialog, 'First name').fill('Corinne');
  await field(dialog, 'Department').fill('Field sales');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: 'Corinne Created' })).toBeVisible();
  await expect(admin.getByText('Field sales')).toBeVisible();
});

test('admin gives the user a brand chosen by name among the organisation’s brands; the view names it', async () => {
  await admin.goto(LIST);
  await admin.getByRole('searchbox', { name: 'Search by name or email' }).fill(created.email);
  await rowOf(admin, created.email).getByRole('link', { name: 'Corinne Created' }).click();
  await admin.getByRole('button', { name: 'Edit' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit Corinne Created' });
  const brand = field(dialog, 'Brand');
  await expect(brand.locator('option', { hasText: 'Nova' })).toBeAttached();
  const brands = await brand.locator('option').allTextContents();
  expect(brands).toContain('No brand');
  // Acme's brand is not one the server would accept for a Demo Group user.
  expect(brands).not.toContain('Roadrunner');
  await brand.selectOption({ label: 'Nova' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const brandRow = admin.getByText('Brand', { exact: true }).locator('xpath=..');
  await expect(brandRow).toContainText('Nova');
  await admin.reload();
  await expect(brandRow).toContainText('Nova');
});

test('admin assigns a security role to the user; it is still there after a reload', async () => {
  // A custom role of the demo organisation, made through the API (the seed has system roles only).
  const { name: roleName } = await createRole(apiOf(admin.request, 'admin@demo.local'), 'Field auditors');

  await admin.reload();
  const section = admin.getByTestId('security-roles');
  await expect(section).toContainText('Through their role');
  const box = section.getByRole('checkbox', { name: new RegExp(roleName) });
  await expect(box).not.toBeChecked();
  await expect(section.getByRole('button', { name: 'Save roles' })).toBeDisabled();
  await section.getByText(roleName).click();
  await expect(box).toBeChecked();
  await section.getByRole('button', { name: 'Save roles' }).click();
  await expect(section.getByRole('status')).toContainText('Security roles saved.');
  await admin.reload();
  await expect(
    admin.getByTestId('security-roles').getByRole('checkbox', { name: new RegExp(roleName) }),
  ).toBeChecked();
});

test('admin deactivates the user: their open session is refused on its next request; then reactivates', async () => {
  await expect(admin.getByRole('heading', { level: 1, name: 'Corinne Created' })).toBeVisible();
  await admin.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Deactivate Corinne Created?' });
  await expect(confirm).toContainText('signed out at once');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('status').filter({ hasText: 'was deactivated' })).toBeVisible();
  await expect(admin.getByTestId('user-status')).toHaveText(/Inactive/);

  // The user's tab, still open: its next request is refused and the session ends.
  await createdUser
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Account settings' })
    .click();
  await expect(createdUser).toHaveURL(/\/login/);
  await submitLogin(createdUser, created.email, created.password);
  await expect(createdUser.getByRole('alert')).toContainText('Unable to log in with provided credentials.');

  await admin.getByRole('button', { name: 'Reactivate' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'was reactivated' })).toBeVisible();
  await expect(admin.getByTestId('user-status')).toHaveText(/^\W*Active$/);

  await submitLogin(createdUser, created.email, created.password);
  await expect(createdUser.getByTestId('current-user').filter({ visible: true })).toBeVisible();
  await createdUser.context().close();
});

test('a manager sees users read-only: no Add user, no Edit, no Deactivate', async ({ browser }) => {
  const manager = await pageAs(browser, 'manager@demo.local', LIST);
  await expect(manager).toHaveURL(LIST);
  await expect(rowOf(manager, 'admin@demo.local')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await rowOf(manager, 'sales@demo.local').getByRole('link').click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Sami Sales' })).toBeVisible();
  await expect(manager.getByText('You may view this user but not change them.')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  // Security roles: read, not manage.
  const roles = manager.getByTestId('security-roles');
  await expect(roles).toContainText('Through their role');
  await expect(roles.getByRole('checkbox')).toHaveCount(0);
  await manager.context().close();
});

test('a user who reads only their own account gets not-authorized, and no menu entry', async ({
  browser,
}) => {
  const user = await pageAs(browser, 'user@demo.local', '/dashboards/crm');
  await expect(
    user.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  await user.goto(LIST);
  await expect(user).toHaveURL('/not-authorized');
  await user.goto('/apps/user/view/1');
  await expect(user).toHaveURL('/not-authorized');
  await user.context().close();
});

test('the superuser sees whose each user is and keeps one organisation; an admin sees no organisation', async ({
  browser,
}) => {
  const superuser = await pageAs(browser, 'superuser@demo.local', `${LIST}?page_size=100`);
  try {
    const column = table(superuser).getByRole('columnheader', { name: 'Organisation' });
    await expect(column).toBeVisible();
    await expect(rowOf(superuser, 'admin@acme.local')).toContainText('Acme');
    await expect(rowOf(superuser, 'admin@demo.local')).toContainText('Demo Group');
    // The team filter says whose each team is (two organisations may name theirs alike).
    const teamFilter = superuser.getByLabel('Team', { exact: true });
    await expect(teamFilter.locator('option', { hasText: 'Web sales team (Acme)' })).toBeAttached();
    await expect(teamFilter.locator('option', { hasText: 'Paris sales team (Demo Group)' })).toBeAttached();

    await superuser.getByLabel('Organisation', { exact: true }).selectOption({ label: 'Acme' });
    await expect(superuser).toHaveURL(/[?&]organization=\d+/);
    await expect(rowOf(superuser, 'admin@acme.local')).toBeVisible();
    await expect(table(superuser)).not.toContainText('demo.local');
    await expect(range(superuser)).toHaveText('1–2 of 2');

    // The organisation is a choice of names when the superuser edits someone.
    await rowOf(superuser, 'user@acme.local').getByRole('link').click();
    // In the page, not the header's choice of organisation (which names Acme too).
    await expect(superuser.getByRole('main').getByText('Acme', { exact: true }).first()).toBeVisible();
    await superuser.getByRole('button', { name: 'Edit' }).click();
    const dialog = superuser.getByRole('dialog', { name: /^Edit / });
    const organization = field(dialog, 'Organisation');
    await expect(organization.locator('option:checked')).toHaveText('Acme');
    // Other specs may add organisations of their own (they cannot be deleted): these two at least.
    expect(await organization.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Acme', 'Demo Group']),
    );
    await expect(field(dialog, 'Brand').locator('option', { hasText: 'Roadrunner' })).toBeAttached();
    // The user's organisation's teams, by name.
    await expect(field(dialog, 'Team').locator('option', { hasText: 'Web sales team' })).toBeAttached();
    await expect(field(dialog, 'Team').locator('option', { hasText: 'Paris sales team' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await superuser.context().close();
  }

  await admin.goto(LIST);
  await expect(rowOf(admin, 'admin@demo.local')).toBeVisible();
  await expect(table(admin).getByRole('columnheader', { name: 'Organisation' })).toHaveCount(0);
  await expect(admin.getByLabel('Organisation', { exact: true })).toHaveCount(0);
});

test('the user screens have no serious accessibility violations (en and ar)', async () => {
  test.slow();
  for (const lang of ['en', 'ar']) {
    await admin.goto(`${LIST}?lang=${lang}`);
    await admin.getByRole('table').locator('tbody a').first().waitFor();
    await expect(admin.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousViolations(admin, `list ${lang} `)).toEqual([]);

    await admin.getByRole('table').locator('tbody a').first().click();
    const roles = admin.getByTestId('security-roles');
    await roles.waitFor();
    await expect(roles.locator('.chakra-spinner')).toHaveCount(0);
    expect(await seriousViolations(admin, `view ${lang} `)).toEqual([]);

    await admin.goto(`${LIST}?lang=${lang}`);
    await admin.getByRole('table').locator('tbody tr').first().waitFor();
    await admin.getByRole('button', { name: lang === 'ar' ? 'إضافة مستخدم' : 'Add user' }).click();
    await opened(admin.getByRole('dialog'));
    expect(await seriousViolations(admin, `add dialog ${lang} `)).toEqual([]);
    await admin.keyboard.press('Escape');
  }
});
