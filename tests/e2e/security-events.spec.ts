import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SESSION_COOKIES } from '../../src/lib/session/sessionCookies';
import { createUser, signIn, signInOncePerAccount } from './support';

// Security incidents end to end: raised in the browser of one user, sent to the server, and seen
// by an administrator of their organisation on the security dashboard. Each test signs in a user
// of its own, made through the API, so the incident it looks for is its own.

const { apiOf } = signInOncePerAccount();

/** A new user of Demo Group, made by its administrator. */
const newDemoUser = (request: APIRequestContext) =>
  createUser(apiOf(request, 'admin@demo.local'), { role: 'user', first_name: 'Iris', last_name: 'Incident' });

/** The row of the dashboard's recent incidents that names `email` (none when it lists none). */
async function incidentOf(page: Page, email: string) {
  await page.goto('/security/dashboard');
  // Loaded: its figures are shown (the incidents panel is a table, or says there are none).
  await expect(page.getByText('Security incidents (30 days)')).toBeVisible();
  return page.getByRole('table', { name: 'Recent incidents' }).getByRole('row').filter({ hasText: email });
}

test('script typed into a form reaches the administrator’s security dashboard as a critical incident', async ({
  page,
  browser,
  request,
}) => {
  const { email, password } = await newDemoUser(request);
  await signIn(page, email, password);
  await page.goto('/account-settings');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Iris');

  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/api/security/events/') && r.request().method() === 'POST',
  );
  const typed = '<script>alert(document.cookie)</script>';
  await firstName.fill(typed);
  await firstName.press('Tab');
  const answer = await reported;
  expect(answer.status()).toBe(201);
  const sent = answer.request().postDataJSON() as {
    type: string;
    severity: string;
    details: Record<string, unknown>;
  };
  expect(sent).toMatchObject({ type: 'xss_attempt', severity: 'critical', details: { field: 'first_name' } });
  // A defused sample, never the value as typed.
  expect(String(sent.details.sample)).not.toContain('<');
  // The form still holds what was typed: its own validation deals with it.
  await expect(firstName).toHaveValue(typed);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.local');
  const row = await incidentOf(admin, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Script injection attempt');
  // The field name is bidi-isolated (U+2068…U+2069) so it keeps its direction on an Arabic page.
  await expect(row).toContainText(/Field \u2068first_name\u2069/);
  await expect(row).toContainText('Critical');

  // An administrator of another organisation does not see it.
  const acme = await (await browser.newContext()).newPage();
  await signIn(acme, 'admin@acme.local');
  await expect(await incidentOf(acme, email)).toHaveCount(0);
  await expect(acme.getByText(email)).toHaveCount(0);
});

test('a stored session edited in the browser is not resumed: the user is told, the administrator sees it', async ({
  page,
  context,
  browser,
  request,
}) => {
  const { email, password } = await newDemoUser(request);
  await signIn(page, email, password);
  // What someone might try from the developer tools: pass for another user (id 1).
  const cookie = (await context.cookies()).find((c) => c.name === 'backoffice-userData')!;
  const user = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>;
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify({ ...user, id: 1 })) }]);

  const reported = page.waitForResponse((r) => r.url().endsWith('/api/security/events/'));
  await page.goto('/dashboards/crm');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status').filter({ hasText: 'was changed outside the app' })).toBeVisible();
  expect((await reported).status()).toBe(201);
  // Signed out for good: nothing of the session is left to resume (the preferences' cookies stay).
  const sessionParts: string[] = Object.values(SESSION_COOKIES);
  expect((await context.cookies()).filter((c) => sessionParts.includes(c.name))).toEqual([]);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.local');
  const row = await incidentOf(admin, email);
  await expect(row).toContainText('Sensitive storage access');
  await expect(row).toContainText('Stored session edited outside the app');
});
