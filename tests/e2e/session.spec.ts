import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { TokenService } from '../../server/auth/tokens';
import { signIn } from './support';

test('an access token close to expiry is refreshed silently before the next request', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'manager@demo.local');
  const refreshed = page.waitForRequest((r) => r.url().endsWith('/api/auth/token/refresh/'));
  // 15-minute tokens: 11 minutes later it expires within the 5-minute threshold.
  await page.clock.fastForward('11:00');
  await page.getByRole('link', { name: 'CRM dashboard' }).click();
  await refreshed;
  await expect(page.getByTestId('signed-in-as')).toContainText('manager@demo.local');
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
});

test('requests failing with 401 together cause exactly one refresh, then all succeed', async ({
  page,
  context,
}) => {
  await signIn(page, 'support@demo.local');
  const cookie = (await context.cookies()).find((c) => c.name === 'backoffice-accessToken')!;
  const staleToken = decodeURIComponent(cookie.value);
  let refreshCalls = 0;
  let rejected = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/token/refresh/')) refreshCalls += 1;
  });
  // As if the server stopped accepting that token (a plain 401, not token_not_valid): every
  // request still carrying it fails; the page load sends two at once (user and abilities).
  // The rejections are held until both requests are in flight, so they truly fail together (on a
  // loaded CI machine the second came more than 3 s after the first).
  let releaseAll!: () => void;
  const bothArrived = new Promise<void>((resolve) => (releaseAll = resolve));
  await page.route('**/api/**', async (route) => {
    if (route.request().headers()['authorization'] === `Bearer ${staleToken}`) {
      rejected += 1;
      if (rejected >= 2) releaseAll();
      await Promise.race([bothArrived, new Promise((r) => setTimeout(r, 20_000))]);
      await route.fulfill({ status: 401, contentType: 'application/json', body: '{"detail":"stale"}' });
    } else {
      await route.continue();
    }
  });
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toContainText('support@demo.local');
  expect(rejected).toBeGreaterThanOrEqual(2);
  expect(refreshCalls).toBe(1);
});

test('30 minutes without activity signs the user out, keeping the page they were on', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'hr@demo.local');
  await page.getByRole('link', { name: 'CRM dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  // The address changes before the lazy page has loaded; the sign-out keeps the page shown.
  await expect(page.getByRole('heading', { name: 'CRM dashboard' })).toBeVisible();
  await page.clock.fastForward('31:00');
  await page.clock.runFor(5 * 60_000);
  await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Fcrm$/);
  expect((await page.context().cookies()).filter((c) => c.name === 'backoffice-accessToken')).toEqual([]);
});

test('a token the server rejects as not valid ends the session and goes to login', async ({
  page,
  context,
}) => {
  await signIn(page, 'sales_rep@demo.local');
  const cookies = await context.cookies();
  await context.addCookies(
    cookies
      .filter((c) => c.name === 'backoffice-accessToken')
      .map((c) => ({ ...c, value: encodeURIComponent('not.a.token') })),
  );
  await page.goto('/dashboards/crm');
  await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Fcrm$/);
});

test('an expired or revoked refresh token sends the user to login, keeping the wanted path', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signIn(page, 'brand_manager@demo.local');
  await page.goto('/dashboards/crm');
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  // The server no longer knows this refresh token (as after its 7 days, or a sign-out elsewhere).
  const refreshCookie = (await context.cookies()).find((c) => c.name === 'backoffice-refreshToken')!;
  await context.addCookies([{ ...refreshCookie, value: 'revoked-token' }]);
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/token/refresh/'));
  await page.clock.fastForward('11:00');
  expect((await refresh).status()).toBe(401);
  await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Fcrm$/);
});

test('two tabs of one sign-in both refresh and both stay signed in', async ({ page, context }) => {
  await context.clock.install();
  await signIn(page, 'manager@demo.local');
  const other = await context.newPage();
  await other.goto('/dashboards/crm');
  await expect(other.getByTestId('signed-in-as')).toContainText('manager@demo.local');
  const refreshStatuses: number[] = [];
  context.on('response', (r) => {
    if (r.url().endsWith('/api/auth/token/refresh/')) refreshStatuses.push(r.status());
  });

  // 15-minute tokens: 11 minutes later each tab's expiry check finds its token within the
  // 5-minute threshold, and each tab holds the refresh token it read when it opened.
  await context.clock.fastForward('11:00');
  await context.clock.runFor(2 * 60_000);
  await expect.poll(() => refreshStatuses.length).toBeGreaterThan(0);

  for (const tab of [page, other]) {
    await tab.getByRole('link', { name: 'CRM dashboard' }).click();
    await expect(tab).toHaveURL(/\/dashboards\/crm$/);
    await expect(tab.getByTestId('signed-in-as')).toContainText('manager@demo.local');
  }
  // The sign-in is still alive on the server: a reload restores it and refreshes again.
  await other.reload();
  // The reload waits for the other tab's refresh lock; on a loaded machine that is seconds.
  await expect(other.getByTestId('signed-in-as')).toContainText('manager@demo.local', { timeout: 15_000 });
  expect(refreshStatuses.length).toBeGreaterThan(0);
  expect(refreshStatuses.filter((status) => status !== 200)).toEqual([]);
});

test('a client clock minutes behind: the token the server finds expired is refreshed, and the user stays', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, 'sales@demo.local');
  const cookie = (await context.cookies()).find((c) => c.name === 'backoffice-accessToken')!;
  const payload = decodeURIComponent(cookie.value).split('.')[1]!;
  const userId = Number(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub);
  // A genuine access token of this server that expired a minute ago (the e2e server keeps its
  // generated secret in its data folder, see playwright.config.ts).
  const port = new URL(testInfo.project.use.baseURL!).port;
  const secret = readFileSync(`.tmp/e2e-data-${port}/jwt-secret`, 'utf8').trim();
  const expired = await new TokenService(secret, 900, 604_800).signAccess(
    userId,
    Date.now() - 16 * 60_000,
    900,
  );
  await context.addCookies([{ ...cookie, value: encodeURIComponent(expired) }]);
  const codes: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/api/') && r.status() === 401) codes.push((await r.json()).code);
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/token/refresh/'));
  // Ten minutes behind, the browser still thinks the token has nine minutes to live: only the
  // server's answer can tell it to refresh.
  await page.clock.install({ time: Date.now() - 10 * 60_000 });
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('signed-in-as')).toContainText('sales@demo.local');
  expect(codes.length).toBeGreaterThan(0);
  expect(codes.filter((code) => code !== 'token_expired')).toEqual([]);
});
