import { expect, test, type Page } from '@playwright/test';

// The e2e server runs with the default configuration: sign-up is off. The sign-up forms' own
// tests answer GET /api/auth/options/ as a server with sign-up open would; the server itself still
// refuses the sign-up (as one whose configuration changed after the page loaded).

/** The page asks a server that says sign-up is open. */
const offerSignup = (page: Page) =>
  page.route('**/api/auth/options/', (route) => route.fulfill({ json: { allow_signup: true } }));

const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillSignup(page: Page, password1: string, password2: string) {
  await page.getByLabel('Email').fill('new.person@example.com');
  await page.getByLabel('First name').fill('New');
  await page.getByLabel('Last name').fill('Person');
  await password(page, 'Password').fill(password1);
  await password(page, 'Confirm password').fill(password2);
}

test('register shows why sign-up is refused, and no crash', async ({ page }) => {
  await offerSignup(page);
  await page.goto('/register');
  await fillSignup(page, 'long-enough-1', 'long-enough-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The account could not be created');
  await expect(alert).toContainText('Sign-up is disabled on this server');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Email')).toHaveValue('new.person@example.com');
});

test('register validates with the shared schema before calling the API', async ({ page }) => {
  let called = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signup/')) called = true;
  });
  await offerSignup(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await fillSignup(page, 'short', 'short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await fillSignup(page, 'long-enough-1', 'long-enough-2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  expect(called).toBe(false);
});

test('register in several steps checks each step before moving on', async ({ page }) => {
  await offerSignup(page);
  await page.goto('/pages/authentication/register-multi-steps');
  await page.getByLabel('Email').fill('new.person@example.com');
  await password(page, 'Password').fill('long-enough-1');
  await password(page, 'Confirm password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await password(page, 'Confirm password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First name').fill('New');
  await page.getByLabel('Last name').fill('Person');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Check your details, then create the account.')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Sign-up is disabled on this server');
});

test('forgot password confirms without telling whether the address has an account', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If nobody@example.com belongs to an account, we have sent it an email with a link',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('reset password without uid and token explains, and links to a new request', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This link is incomplete')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('reset password validates, then shows the server refusing a bogus link', async ({ page }) => {
  await page.goto('/reset-password?uid=MQ&token=not-a-real-token');
  await password(page, 'New password').fill('short');
  await password(page, 'Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await password(page, 'New password').fill('long-enough-1');
  await password(page, 'Confirm new password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await password(page, 'Confirm new password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired.');
});

test('two-step verification checks the code format and says it is not enabled', async ({ page }) => {
  await page.goto('/pages/authentication/two-steps-v1');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Enter the 6 digits of the code.')).toBeVisible();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toContainText('The code could not be checked');
});

test('with sign-up off, the login page offers no account and the sign-up pages lead to it', async ({
  page,
}) => {
  const options = page.waitForResponse((r) => r.url().endsWith('/api/auth/options/'));
  await page.goto('/login');
  expect(await (await options).json()).toEqual({ allow_signup: false });
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await expect(page.getByText('New here?')).toHaveCount(0);
  for (const path of ['/register', '/pages/authentication/register-v2']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toHaveCount(0);
  }
});

test('with sign-up open, the login page links to it', async ({ page }) => {
  await offerSignup(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

const pages: [path: string, heading: string][] = [
  ['/pages/authentication/login-v1', 'Sign in'],
  ['/pages/authentication/login-v2', 'Sign in'],
  ['/pages/authentication/register-v1', 'Create an account'],
  ['/pages/authentication/register-v2', 'Create an account'],
  ['/pages/authentication/register-multi-steps', 'Create an account'],
  ['/pages/authentication/forgot-password-v1', 'Forgot your password?'],
  ['/pages/authentication/forgot-password-v2', 'Forgot your password?'],
  ['/pages/authentication/reset-password-v1', 'Choose a new password'],
  ['/pages/authentication/reset-password-v2', 'Choose a new password'],
  ['/pages/authentication/two-steps-v1', 'Two-step verification'],
  ['/pages/authentication/two-steps-v2', 'Two-step verification'],
  ['/pages/authentication/verify-email-v1', 'Check your inbox'],
  ['/pages/authentication/verify-email-v2', 'Check your inbox'],
  ['/pages/misc/coming-soon', 'Coming soon'],
  ['/pages/misc/under-maintenance', 'Under maintenance'],
  ['/pages/pricing', 'Pricing'],
  ['/pages/faq', 'Frequently asked questions'],
];

for (const [path, heading] of pages) {
  test(`${path} renders "${heading}"`, async ({ page }) => {
    if (path.includes('register')) await offerSignup(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  });
}

test('the public pages stay public for a signed-in user; guest pages send them home', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
  await page.goto('/pages/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
});

test('Arabic renders the v2 register page right-to-left', async ({ page }) => {
  await offerSignup(page);
  await page.goto('/pages/authentication/register-v2?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page.getByText('هذا الحقل مطلوب.').first()).toBeVisible();
});
