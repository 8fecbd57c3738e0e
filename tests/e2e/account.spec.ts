import { expect, test, type Page } from '@playwright/test';
import {
  assignRoles,
  chooseFromUserMenu,
  createRole,
  createUser,
  seriousViolations,
  signInOncePerAccount,
  signOut,
  submitLogin,
} from './support';

// The tests that change a user (their name, password or rights) change users of their own, made
// through the API: the demo accounts stay as every other spec expects them.
declare global {
  interface Window {
    __patchBodies: string[];
  }
}

// Tests that only read reuse a session per account.
const { openAs, pageAs, apiOf } = signInOncePerAccount();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('/account-settings opens the account tab; tabs are routes, an unknown tab shows the account tab', async ({
  page,
}) => {
  await openAs(page, 'manager@demo.local', '/account-settings');
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Mona');

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/pages\/account-settings\/security$/);
  await expect(page.getByLabel('Current password')).toBeVisible();

  await page.goto('/pages/account-settings');
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
  await page.goto('/pages/account-settings/nonsense');
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
  await page.goto('/pages/user-profile');
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
});

test('editing the first name sends only that field, updates the header and survives a reload', async ({
  page,
}) => {
  const hr = await createUser(apiOf(page.request, 'admin@demo.local'), {
    role: 'hr',
    first_name: 'Hana',
    last_name: 'People',
  });
  // The API client hands fetch a Request whose body the browser does not report: record it here.
  await page.addInitScript(() => {
    const fetch = window.fetch.bind(window);
    window.__patchBodies = [];
    window.fetch = async (input, init) => {
      if (input instanceof Request && input.method === 'PATCH')
        window.__patchBodies.push(await input.clone().text());
      return fetch(input, init);
    };
  });
  await openAs(page, hr.email, '/pages/account-settings/account', hr.password);
  const firstName = page.getByLabel('First name');
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(firstName).toHaveValue('Hana');
  await expect(save).toBeDisabled();

  await firstName.fill('Hanna');
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(firstName).toHaveValue('Hana');
  await expect(save).toBeDisabled();

  await firstName.fill('Hanna');
  await save.click();
  await expect(page.getByRole('status')).toContainText('Your profile has been saved.');
  expect(await page.evaluate(() => window.__patchBodies)).toEqual(['{"first_name":"Hanna"}']);
  await expect(page.getByTestId('current-user')).toHaveText('Hanna People');
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('current-user')).toHaveText('Hanna People');
  await expect(page.getByLabel('First name')).toHaveValue('Hanna');
});

test('a phone number over 32 characters is refused under the field, before any request', async ({ page }) => {
  await openAs(page, 'hr@demo.local', '/pages/account-settings/account');
  let patched = false;
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patched = true;
  });
  await page.getByLabel('Phone number').fill('+33 6 12 34 56 78 90 12 34 56 78 90');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Ensure this field has no more than 32 characters.')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  expect(patched).toBe(false);
});

test('a user whose role does not allow it cannot edit the department', async ({ page }) => {
  await openAs(page, 'user@demo.local', '/pages/account-settings/account');
  await expect(page.getByLabel('Department')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Your role does not allow you to change this field.')).toBeVisible();
  await expect(page.getByLabel('Last name')).toBeEditable();
});

test('password change: server and client errors, then success keeps the session; the new password signs in', async ({
  page,
}) => {
  const { email, password } = await createUser(apiOf(page.request, 'admin@demo.local'), {
    role: 'support',
    first_name: 'Stan',
    last_name: 'Support',
  });
  const newPassword = 'support-new-pass-1';
  await page.goto('/pages/account-settings/security');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/pages\/account-settings\/security$/);
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill('not-my-password');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(
    page.getByText('Your old password was entered incorrectly. Please enter it again.'),
  ).toBeVisible();

  await current.fill(password);
  await confirm.fill(`${newPassword}x`);
  await submit.click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await confirm.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');

  // Still signed in on the current access token.
  await page.goto('/pages/user-profile/profile');
  await expect(page.getByTestId('profile-card')).toContainText(email);

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
  await submitLogin(page, email, newPassword);
  await expect(page.getByTestId('current-user')).toHaveText('Stan Support');
});

/** The rights listed for `subject` on the access-control page, one line per reach. */
const rightsOf = (page: Page, subject: string) => page.locator(`[data-subject="${subject}"] dd p`);
const areaHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('access control lists what each role may do, area by area in plain words: a superuser, then a user granted the page', async ({
  page,
  browser,
}) => {
  await openAs(page, 'superuser@demo.local', '/dashboards/crm');
  await nav(page).getByRole('link', { name: 'Access control' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('heading', { name: 'What you may do', level: 1 })).toBeVisible();
  await expect(areaHeadings(page)).toHaveText([
    'Platform',
    'Product catalogue',
    'Sales',
    'Human resources',
    'Tracking',
    'Logistics',
    'Workspace',
    'Analytics',
  ]);
  await expect(rightsOf(page, 'Product')).toHaveText(['Anything · in every organisation']);
  await expect(page.getByText('CanDo')).toHaveCount(0);

  // The page needs read on AclDemo: a user of the test's own, with the role "user", signs in first,
  // so their browser holds the rules of then; a role of the test's own then grants it to them.
  const admin = apiOf(page.request, 'admin@demo.local');
  const granted = await createUser(admin, { role: 'user', first_name: 'Gia', last_name: 'Granted' });
  const user = await pageAs(browser, granted.email, '/pages/account-settings/account', granted.password);
  try {
    await expect(nav(user).getByRole('link', { name: 'Account settings' })).toBeVisible();
    await expect(nav(user).getByRole('link', { name: 'Access control' })).toHaveCount(0);
    const readers = await createRole(admin, 'Access control readers', [['AclDemo', 'read']]);
    await assignRoles(admin, granted.id, [readers.id]);

    // Reopened with the stored rules, on a busy server whose fresh rules come after the page has
    // loaded: the guard waits for them rather than deny on the stored ones (which sent the user
    // to not-authorized for good whenever the server answered late).
    await user.route('**/api/auth/abilities/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await user.goto('/access-control');
    await expect(user.getByRole('heading', { name: 'What you may do', level: 1 })).toBeVisible();
    await expect(user).toHaveURL(/\/access-control$/);
    await user.unroute('**/api/auth/abilities/');
    // Human resources: everyone reads the reviews they give or receive (decision 0011).
    await expect(areaHeadings(user)).toHaveText([
      'Platform',
      'Product catalogue',
      'Sales',
      'Human resources',
    ]);
    await expect(rightsOf(user, 'Product')).toHaveText(['View · in your organisation']);
    await expect(rightsOf(user, 'Order')).toHaveText(['View · your own only']);
    await expect(rightsOf(user, 'User')).toHaveText([
      'View · your own only',
      'Change · your own only, some details only',
    ]);
    await expect(user.locator('[data-subject="security"]')).toHaveCount(0);
    await user.goto('/access-control?lang=fr');
    await expect(user.getByRole('heading', { name: 'Ce que vous pouvez faire', level: 1 })).toBeVisible();
    await expect(rightsOf(user, 'Product')).toHaveText(['Consulter · dans votre organisation']);
  } finally {
    await user.context().close();
  }
});

test('user: no Access control in the menu, and /access-control is not authorized', async ({ page }) => {
  await openAs(page, 'user@demo.local', '/dashboards/crm');
  await expect(nav(page).getByRole('link', { name: 'Account settings' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Access control' })).toHaveCount(0);
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/not-authorized$/);
});

test('the user menu leads to the profile: card with email and role, and a permissions tab', async ({
  page,
}) => {
  await openAs(page, 'user@demo.local', '/dashboards/crm');
  await chooseFromUserMenu(page, 'My profile');
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('user@demo.local');
  // The role by its label, not its code.
  await expect(card.getByText('User', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Ugo User' })).toBeVisible();

  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page).toHaveURL(/\/pages\/user-profile\/permissions$/);
  const rules = page.getByTestId('permissions-table');
  const ownProfile = rules.locator('tr', { hasText: 'first_name' });
  await expect(ownProfile).toContainText('update');
  await expect(ownProfile).toContainText('User');

  await chooseFromUserMenu(page, 'Account settings');
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
});

test('the account pages name the organisation and the role in the reader’s language, not by id or code', async ({
  page,
}) => {
  await openAs(page, 'superuser@demo.local', '/pages/account-settings/account');
  await expect(page.getByTestId('account-organization')).toHaveText('Demo Group');
  await expect(page.getByTestId('account-role')).toHaveText('Superuser');

  await page.goto('/pages/account-settings/account?lang=fr');
  await expect(page.getByTestId('account-organization')).toHaveText('Demo Group');
  await expect(page.getByTestId('account-role')).toHaveText('Superutilisateur');
  await page.goto('/pages/user-profile/profile?lang=ar');
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText('Demo Group');
  await expect(card).toContainText('مستخدم خارق');
});

test('the account pages have no serious accessibility violations (en and ar, light and dark)', async ({
  page,
}) => {
  test.slow(); // eight pages through axe
  await openAs(page, 'superuser@demo.local', '/dashboards/crm');
  for (const query of ['?lang=en&theme=light', '?lang=ar&theme=dark']) {
    for (const [path, ready] of [
      ['/pages/account-settings/account', 'input[autocomplete=given-name]'],
      ['/pages/account-settings/security', 'input[autocomplete=current-password]'],
      ['/pages/user-profile/permissions', '[data-testid=permissions-table]'],
      ['/access-control', 'section[data-area=platform]'],
    ]) {
      await page.goto(`${path}${query}`);
      await page.locator(ready!).waitFor();
      expect(await seriousViolations(page, `${path}${query} `)).toEqual([]);
    }
  }
});
