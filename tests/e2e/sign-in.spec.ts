import { expect, test } from '@playwright/test';
import { SESSION_COOKIES } from '../../src/lib/session/sessionCookies';
import { signOut, submitLogin } from './support';

test('/ sends a visitor to login, and a signed-in admin to the ecommerce dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page);
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as admin@demo.local (Administrator)');
  await expect(page.getByTestId('organization')).toHaveText('Organisation: Demo Group');
});

test("the dashboards name the signed-in user's organisation", async ({ page }) => {
  await page.goto('/dashboards/crm');
  await submitLogin(page, 'admin@acme.local');
  await expect(page.getByRole('heading', { name: 'CRM dashboard' })).toBeVisible();
  await expect(page.getByTestId('organization')).toHaveText('Organisation: Acme');
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin@demo.local', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
  await expect(page).toHaveURL(/\/login$/);
});

test("the server's refusal is said in the reader's language", async ({ page }) => {
  await page.goto('/login?lang=ar');
  await page.locator('input[type=email]').fill('admin@demo.local');
  await page.locator('input[type=password]').fill('wrong-password');
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('alert')).toContainText('تعذّر تسجيل الدخول ببيانات الاعتماد المقدّمة.');
});

test('the form validates with the shared schema before calling the API, then again as it is corrected', async ({
  page,
}) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) signIns.push(request.url());
  });
  await page.goto('/login');
  const email = page.getByLabel('Email');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('admin@demo.local');
  await expect(page.getByText('Enter a valid email address.')).toBeHidden();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect(signIns).toEqual([]);
  await page.getByLabel('Password').fill('demo12345');
  await expect(page.getByText('This field is required.')).toBeHidden();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  expect(signIns).toHaveLength(1);
});

test('a check that cannot download says so, sends nothing, and the next submit tries again', async ({
  page,
}) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/login')) signIns.push(request.url());
  });
  // The sign-in form's schema check comes with the auth area's code, loaded on first use.
  await page.route('**/assets/auth-*.js', (route) => route.abort());
  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The form could not be checked: check your connection and try again.',
  );
  expect(signIns).toEqual([]);

  await page.unroute('**/assets/auth-*.js');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  expect(signIns).toHaveLength(1);
});

test('a deep link survives the detour through login', async ({ page }) => {
  await page.goto('/dashboards/crm?tab=1');
  await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Fcrm%3Ftab%3D1$/);
  await submitLogin(page, 'sales@demo.local');
  await expect(page).toHaveURL(/\/dashboards\/crm\?tab=1$/);
  await expect(page.getByRole('heading', { name: 'CRM dashboard' })).toBeVisible();
});

test('the session survives a reload; the login page sends a signed-in user home; sign-out clears it', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await submitLogin(page);
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'backoffice-accessToken')).toMatchObject({
    secure: true,
    sameSite: 'Lax',
  });

  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  // Every part of the session goes; the preferences' cookies (theme, language, …) stay, as their
  // localStorage keys do.
  const sessionParts: string[] = Object.values(SESSION_COOKIES);
  expect((await context.cookies()).filter((c) => sessionParts.includes(c.name))).toEqual([]);
  await page.goto('/dashboards/ecommerce');
  await expect(page).toHaveURL(/\/login\?to=/);
});

test('unknown paths show the error page; /not-authorized is public', async ({ page }) => {
  const response = await page.goto('/some/deep/unknown');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/not-authorized');
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
});

test('Arabic switches the layout to right-to-left', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
});
