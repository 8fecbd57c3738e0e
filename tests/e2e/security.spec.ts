import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiLogin,
  assignRoles,
  changeRights,
  createRole,
  createUser,
  seriousViolations,
  signIn,
  signInOncePerAccount,
  unique,
  type OwnUser,
} from './support';

// The security area's screens: the permission matrix and the roles. Each test signs in afresh; the
// server allows 10 sign-ins per account and minute, and these use at most 3 for one account. The
// tests that change rights change those of roles of their own (./support/records), never a role
// the demo accounts hold; the roles they add for paging they remove.

const { apiOf } = signInOncePerAccount();

/** A page of a browser context of its own, prepared by `install` before it opens, signed in. */
async function signedIn(browser: Browser, who: string | OwnUser, install?: (page: Page) => Promise<void>) {
  const page = await (await browser.newContext()).newPage();
  await install?.(page);
  if (typeof who === 'string') await signIn(page, who);
  else await signIn(page, who.email, who.password);
  return page;
}

/** Picks the role in the permission matrix, as its select names it. */
const chooseRole = (page: Page, role: { name: string; code: string }) =>
  page.getByLabel('Role', { exact: true }).selectOption({ label: `${role.name} (${role.code})` });

/** The app's own menu (the security area has a navigation of its own). */
const menuLink = (page: Page, name: string) =>
  page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'CRM dashboard' }) })
    .getByRole('link', { name, exact: true });

/** Runs the browser's clock on past the 5-minute ability cache and waits for the fresh abilities. */
async function abilityRefresh(page: Page) {
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/abilities/') && r.ok());
  await page.clock.fastForward('06:30');
  await refreshed;
}

test('a permission granted in the matrix reaches a signed-in user at the ability refresh; revoking takes it away', async ({
  browser,
  request,
}) => {
  // A user of the test's own with the system role "user" (no read on security), holding a role
  // of the test's own that has no rights yet.
  const api = apiOf(request, 'admin@demo.local');
  const role = await createRole(api, 'Matrix grantees');
  const own = await createUser(api, { role: 'user', first_name: 'Matt', last_name: 'Grantee' });
  await assignRoles(api, own.id, [role.id]);
  const user = await signedIn(browser, own, (page) => page.clock.install());
  await expect(menuLink(user, 'CRM dashboard')).toBeVisible();
  await expect(menuLink(user, 'Security')).toHaveCount(0);

  const admin = await signedIn(browser, 'admin@demo.local');
  await menuLink(admin, 'Security').click();
  await expect(admin).toHaveURL(/\/security\/dashboard$/);
  await admin.getByRole('link', { name: 'Permission matrix' }).click();
  await chooseRole(admin, role);
  const grid = admin.getByRole('grid', { name: `Permissions of the role ${role.name}` });
  const readSecurity = grid.getByRole('checkbox', { name: 'Read — Security', exact: true });
  await expect(readSecurity).toHaveAttribute('aria-checked', 'false');

  // By keyboard: arrow keys move between cells (one tab stop), Space toggles.
  await grid.getByRole('checkbox', { name: 'Create — Security', exact: true }).focus();
  await admin.keyboard.press('ArrowRight');
  await expect(readSecurity).toBeFocused();
  const granted = admin.waitForResponse((r) => r.url().endsWith('/api/security/bulk-permissions/'));
  await admin.keyboard.press('Space');
  expect((await granted).ok()).toBe(true);
  await expect(readSecurity).toHaveAttribute('aria-checked', 'true');

  // The user, still signed in, gains the Security entry and its screen without signing in again.
  await abilityRefresh(user);
  await menuLink(user, 'Security').click();
  await expect(user).toHaveURL(/\/security\/dashboard$/);
  await expect(user.getByRole('heading', { level: 1, name: 'Security dashboard' })).toBeVisible();
  await expect(user.getByText('Users per role')).toBeVisible();

  const revoked = admin.waitForResponse((r) => r.url().endsWith('/api/security/bulk-permissions/'));
  await readSecurity.click();
  expect((await revoked).ok()).toBe(true);
  await expect(readSecurity).toHaveAttribute('aria-checked', 'false');

  await abilityRefresh(user);
  await expect(user).toHaveURL(/\/not-authorized$/);
  await expect(menuLink(user, 'Security')).toHaveCount(0);
  await user.context().close();
  await admin.context().close();
});

test('a dangerous operation is confirmed before it is granted', async ({ browser, request }) => {
  const role = await createRole(apiOf(request, 'admin@demo.local'), 'Careful');
  const admin = await signedIn(browser, 'admin@demo.local');
  await admin.goto('/security/permission-matrix');
  await chooseRole(admin, role);
  const cell = admin.getByRole('checkbox', { name: 'Delete — Kanban', exact: true });
  await cell.click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cell).toHaveAttribute('aria-checked', 'false');

  // A refused change goes back, with the spec's message.
  await admin.route('**/api/security/bulk-permissions/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
  );
  const readKanban = admin.getByRole('checkbox', { name: 'Read — Kanban', exact: true });
  await readKanban.click();
  await expect(admin.getByRole('alert')).toContainText('Failed to assign permission');
  await expect(readKanban).toHaveAttribute('aria-checked', 'false');
  await admin.context().close();
});

test('a manager sees role management read-only and is not authorized on the matrix', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager@demo.local');
  await menuLink(manager, 'Security').click();
  await manager.getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(manager).toHaveURL(/\/security\/role-management$/);
  const table = manager.getByRole('table', { name: 'Security roles' });
  await expect(table.getByText('Manager', { exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Export Manager' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Create role' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(manager.getByRole('link', { name: 'Permission matrix' })).toHaveCount(0);

  await manager.goto('/security/permission-matrix');
  await expect(manager).toHaveURL(/\/not-authorized$/);
  await manager.context().close();
});

test('a system role’s rights from the role table are shown locked; granted ones stay editable', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin@demo.local');
  await admin.goto('/security/permission-matrix');
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Administrator (admin)' });
  const grid = admin.getByRole('grid', { name: 'Permissions of the role Administrator' });
  // Admin manages security through the role table: locked, granted, and saying where it comes from.
  const readSecurity = grid.getByRole('checkbox', {
    name: 'Read — Security: built in from the role table, read-only',
  });
  await expect(readSecurity).toHaveAttribute('aria-checked', 'true');
  await expect(readSecurity).toHaveAttribute('aria-disabled', 'true');
  await expect(admin.getByText('Built in: from the role table, read-only')).toBeVisible();
  let sent = 0;
  admin.on('request', (r) => void (r.url().endsWith('/api/security/bulk-permissions/') && sent++));
  // (aria-disabled: Playwright would wait for it to be enabled; a person can click it all the same.)
  await readSecurity.click({ force: true });
  await readSecurity.focus();
  await admin.keyboard.press('Space');
  await expect(readSecurity).toHaveAttribute('aria-checked', 'true');
  // The arrow keys pass through locked cells like any other.
  await admin.keyboard.press('ArrowRight');
  await expect(grid.getByRole('checkbox', { name: /^Update — Security/ })).toBeFocused();
  // Not in the role table: an ordinary cell.
  await expect(grid.getByRole('checkbox', { name: 'Read — Kanban', exact: true })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(sent).toBe(0);

  // A limited right (sales: own records only) leaves the cell editable, and says what it has.
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Sales (sales)' });
  const readSale = admin.getByRole('checkbox', {
    name: 'Read — Sale. Built in from the role table, limited to: Own records',
  });
  await expect(readSale).toHaveAttribute('aria-checked', 'false');
  await expect(readSale).not.toHaveAttribute('aria-disabled', 'true');
  await admin.context().close();
});

test('Refresh reads the matrix again; a failure says so and Retry recovers', async ({ browser, request }) => {
  const role = await createRole(apiOf(request, 'admin@demo.local'), 'Late grants');
  const admin = await signedIn(browser, 'admin@demo.local');
  await admin.goto('/security/permission-matrix');
  await chooseRole(admin, role);
  const cell = admin.getByRole('checkbox', { name: 'Read — Kanban', exact: true });
  await expect(cell).toHaveAttribute('aria-checked', 'false');

  // Someone else grants it meanwhile: Refresh shows it.
  expect(Number(new URL(admin.url()).searchParams.get('role'))).toBe(role.id);
  await changeRights(apiOf(request, 'superuser@demo.local'), role.id, [['Kanban', 'read']], 'grant');
  const refresh = admin.getByRole('button', { name: 'Refresh', exact: true });
  await refresh.click();
  await expect(cell).toHaveAttribute('aria-checked', 'true');

  // The roles answer 500: the spec's message with Retry, and no stale grid.
  await admin.route(rolesList, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
  );
  await refresh.click();
  const alert = admin.getByRole('alert');
  await expect(alert).toContainText('Failed to refresh permissions');
  await expect(admin.getByRole('grid')).toHaveCount(0);
  await admin.unroute(rolesList);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(cell).toHaveAttribute('aria-checked', 'true');
  await expect(admin.getByRole('alert')).toHaveCount(0);

  // Role management: the same message and Retry on its list.
  await admin.goto('/security/role-management');
  await expect(admin.getByRole('table', { name: 'Security roles' })).toBeVisible();
  await admin.route(rolesList, (route) => route.fulfill({ status: 500, body: '{}' }));
  await admin.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(admin.getByRole('alert')).toContainText('Failed to refresh permissions');
  await admin.unroute(rolesList);
  await admin.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(admin.getByRole('table', { name: 'Security roles' })).toBeVisible();
  await admin.context().close();
});

/** The list of roles (not one role's permissions). */
const rolesList = (url: URL) => url.pathname === '/api/security/roles/';

test('the matrix offers every role, past the first page of 100', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // The superuser belongs to the Demo Group, as the admin does: its roles are the admin's.
  const api = apiOf(request, 'superuser@demo.local');
  const { user } = await apiLogin(request, 'superuser@demo.local');
  const count = async () =>
    (
      await api<{ count: number }>(
        'get',
        `/api/security/roles/?page_size=5&id_organization=${user.id_organization}`,
      )
    ).body.count;
  // Over 100 roles in the organisation, whatever other tests added: the test's own ones named to
  // sort after every other, and removed at the end.
  const run = unique();
  const name = (i: number) => `Zz paging ${run} ${String(i).padStart(3, '0')}`;
  const added: number[] = [];
  const toAdd = Math.max(1, 101 - (await count()));
  try {
    for (let i = 1; i <= toAdd; i++) {
      const { status, body } = await api<{ id: number }>('post', '/api/security/roles/', {
        name: name(i),
        code: `ZZ_PAGING_${run}_${i}`,
        level: 'team',
      });
      expect(status).toBe(201);
      added.push(body.id);
    }
    const total = await count();
    expect(total).toBeGreaterThan(100);

    const admin = await signedIn(browser, 'admin@demo.local');
    await admin.goto('/security/permission-matrix');
    const select = admin.getByLabel('Role', { exact: true });
    await expect(select.locator('option')).toHaveCount(total);
    const last = `${name(toAdd)} (ZZ_PAGING_${run}_${toAdd})`;
    await expect(select.locator('option').last()).toHaveText(last);
    await select.selectOption({ label: last });
    await expect(admin.getByRole('grid', { name: /^Permissions of the role Zz paging/ })).toBeVisible();
    await admin.context().close();
  } finally {
    const removed = await Promise.all(added.map((id) => api('delete', `/api/security/roles/${id}/`)));
    expect(removed.map((answer) => answer.status).filter((status) => status !== 204)).toEqual([]);
  }
});

test('the matrix names its operations, applications and modules in Arabic under ar', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.local');
  await admin.goto('/security/permission-matrix?lang=ar');
  const grid = admin.getByRole('grid');
  await expect(grid.getByTestId('matrix-cell').first()).toBeVisible();
  const headers = grid.getByRole('columnheader');
  for (const operation of ['إنشاء', 'قراءة', 'تعديل', 'حذف', 'إدارة']) {
    await expect(headers.filter({ hasText: operation })).toHaveCount(1);
  }
  await expect(headers.filter({ hasText: /^(Create|Read|Update|Delete|Manage)/ })).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'المنصة', exact: true })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: /لوحة الإدارة/ })).toBeVisible();
  await expect(grid.getByText('Platform', { exact: true })).toHaveCount(0);
  await expect(grid.getByRole('checkbox', { name: 'قراءة — المنتج المتتبَّع', exact: true })).toBeVisible();
  await admin.context().close();
});

test('the audit log shows an object by its name, and offers catalogue actions in its filter', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin@demo.local');
  const { access_token } = await apiLogin(admin.request, 'admin@demo.local');
  const name = `Audit Lantern ${Date.now()}`;
  const brand = await admin.request.post('/api/brands/', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { name, code: `AUDIT_${Date.now()}` },
  });
  expect(brand.ok(), await brand.text()).toBe(true);

  await admin.goto('/security/audit-logs');
  const action = admin.getByLabel('Action', { exact: true });
  await expect(action.locator('option', { hasText: 'Brand created' })).toHaveCount(1);
  await action.selectOption({ label: 'Brand created' });
  await admin.getByLabel('Object type', { exact: true }).selectOption({ label: 'Brand' });
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Brand created');
  await expect(row).not.toContainText(/Brand #\d/);

  // The same filtered list (its filters are in the address) in Arabic.
  await expect(admin).toHaveURL(/object_type=Brand/);
  await admin.goto(`${admin.url()}&lang=ar`);
  await expect(admin.getByRole('row').filter({ hasText: name }).first()).toContainText('إنشاء علامة تجارية');
  await admin.context().close();
});

for (const lang of ['en', 'ar']) {
  test(`the security screens have no serious accessibility violations (${lang})`, async ({ browser }) => {
    // axe takes a while over the matrix's few hundred cells.
    test.setTimeout(120_000);
    const admin = await signedIn(browser, 'admin@demo.local');
    // A list is ready when its table is no longer busy (loaded, whatever the digits of the language).
    const listLoaded = (p: Page) => p.locator('table[aria-busy=false]').first().waitFor();
    const screens: [string, (page: Page) => Promise<void>][] = [
      ['/security/dashboard', (p) => p.locator('section h2').first().waitFor()],
      ['/security/permission-matrix', (p) => p.getByTestId('matrix-cell').first().waitFor()],
      ['/security/role-management', listLoaded],
      ['/security/audit-logs', listLoaded],
      ['/security/events', listLoaded],
    ];
    for (const [path, ready] of screens) {
      await admin.goto(`${path}?lang=${lang}`);
      await ready(admin);
      expect(await seriousViolations(admin, `${path} `)).toEqual([]);
    }
    await admin.context().close();
  });
}
