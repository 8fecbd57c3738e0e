import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { LIST, newMeasuredContext, storeSession } from '../../scripts/webFlows';

// A signed-in bookmark of a list is drawn by the server (src/ssr/render.tsx) from the API's answer
// for the visitor's own token, and hydrated by the client.

type SignedIn = { user: unknown; access_token: string; refresh_token: string };

/** Signs `email` in through the API: the cookies a browser holding that session sends, and its token. */
async function signIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login/', { data: { email, password: 'demo12345' } });
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as SignedIn;
  const cookies = {
    userData: JSON.stringify(answer.user),
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    userAbilityRules: '[]',
  };
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `backoffice-${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return { cookie, authorization: `Bearer ${answer.access_token}` };
}

/** The first page of products as the API gives it to `authorization`. */
async function firstProducts(request: APIRequestContext, authorization: string) {
  const response = await request.get(`${LIST.dataPath}?page=1&page_size=25`, { headers: { authorization } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: { name: string }[] }).results.map((p) => p.name);
}

/** The errors `page` logs or throws from now on. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * `path` opened in a context of its own (holding the stored session when `baseURL` is given), the
 * app's code held back until `release` is called: the page as the server drew it, and the errors
 * it reports from then on.
 */
async function openWithAppHeld(browser: Browser, path: string, baseURL?: string) {
  const context = await newMeasuredContext(browser);
  if (baseURL) await storeSession(context, baseURL);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  const errors = errorsOf(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { context, page, errors, release };
}

/** The drawn sign-in page leading to the list, its form filled while the app's code is held back. */
async function filledSignInWithAppHeld(browser: Browser) {
  const held = await openWithAppHeld(browser, `/login?to=${encodeURIComponent(LIST.path)}`);
  await held.page.locator('input[type=email]').fill(LIST.signIn.email);
  await held.page.locator('input[type=password]').fill(LIST.signIn.password);
  return held;
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('the page of a bookmarked list holds its first rows for a user who may read them, for no cache', async ({
  request,
}) => {
  const { cookie, authorization } = await signIn(request, 'admin@demo.local');
  const names = await firstProducts(request, authorization);
  expect(names.length).toBeGreaterThan(0);
  const page = await request.get(LIST.path, { headers: { cookie } });
  expect(page.headers()['cache-control']).toBe('private, no-store');
  const html = await page.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<tbody');
  for (const name of names) expect(root).toContain(`>${escaped(name)}<`);
  expect(html).toContain('id="server-page-data"');
});

test('the page of a bookmarked list holds no rows for a user who may not read them', async ({ request }) => {
  const reader = await signIn(request, 'superuser@demo.local');
  const names = await firstProducts(request, reader.authorization);
  // Human resources have no right on products: the API refuses them, and so does the page.
  const { cookie, authorization } = await signIn(request, 'hr@demo.local');
  const refused = await request.get(`${LIST.dataPath}?page=1&page_size=25`, { headers: { authorization } });
  expect(refused.status()).toBe(403);
  const page = await request.get(LIST.path, { headers: { cookie } });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('<tbody');
  expect(html).not.toContain('server-page-data');
  for (const name of names) expect(html).not.toContain(`>${escaped(name)}<`);
});

test('a bookmarked list hydrates: its drawn rows stay, no console error, no second request for them, and it responds', async ({
  browser,
  baseURL,
}) => {
  const context = await newMeasuredContext(browser);
  await storeSession(context, baseURL!);
  // The first row as parsed, before the app's scripts run (they run after the document is parsed).
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { drawnRow: Element | null }).drawnRow = document.querySelector('tbody tr');
    });
  });
  // The app's code comes late, as on a loaded machine: the rows were drawn more than the 5 s a
  // list's answer counts as fresh before the page is hydrated, and still are not asked again.
  await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.fallback();
  });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const asked: string[] = [];
  // Requests of the page's code (img elements are the document's own).
  const fetched: string[] = [];
  page.on('request', (r) => {
    asked.push(new URL(r.url()).pathname);
    if (['fetch', 'xhr'].includes(r.resourceType())) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(LIST.path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  // Hydrated, not drawn again: the row the server drew is still the one in the document.
  expect(
    await page.evaluate(() => (window as unknown as { drawnRow: Element | null }).drawnRow?.isConnected),
  ).toBe(true);
  // Nor what the page drew besides its rows (the filters' choices, the organisations, the currency).
  // A row's picture is fetched with the session's token (AuthImage): another test may have given
  // a listed product one, and that file was never part of the drawn page.
  expect(fetched.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/files/'))).toEqual([]);

  // It responds: ordering by a column asks for the rows in that order.
  const reordered = page.waitForResponse(
    (r) => r.url().includes(`${LIST.dataPath}?`) && r.url().includes('ordering='),
  );
  await page.getByRole('button', { name: /sku/i }).first().click();
  await reordered;
  await expect(page).toHaveURL(/ordering=/);
  expect(errors).toEqual([]);
  await context.close();
});

test('a page drawn in another language than the browser keeps is drawn again in its own, and drawn in it from then on', async ({
  browser,
  baseURL,
}) => {
  const context = await newMeasuredContext(browser);
  await storeSession(context, baseURL!);
  // French chosen before the preferences had cookies: the server does not know it yet.
  await context.addInitScript(() => localStorage.setItem('backoffice-language', 'fr'));
  const page = await context.newPage();
  const errors = errorsOf(page);
  const first = await page.goto(LIST.path);
  expect(await first!.text()).toContain('The catalogue: prices, stock');
  await expect(page.getByText('Le catalogue : prix, stock')).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'backoffice-language')?.value).toBe('fr');
  const second = await page.goto(LIST.path);
  expect(await second!.text()).toContain('Le catalogue : prix, stock');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test("the drawn page is styled before the app's code runs (Chakra's layers in their order)", async ({
  browser,
  baseURL,
}) => {
  const context = await newMeasuredContext(browser);
  await storeSession(context, baseURL!);
  // What shows until the app's code has run: the server's drawing and its styles alone.
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(LIST.path);
  const add = page.getByTestId('add-product');
  await expect(add).toBeVisible();
  // The recipe's solid background, not the reset layer's transparent one.
  expect(await add.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
  await context.close();
});

test('the sign-in page is drawn for a guest: its form shows before the app’s code runs, in the language asked, its submit waiting for the app', async ({
  browser,
  request,
}) => {
  const answer = await request.get('/login?lang=ar');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(await answer.text()).toMatch(/<div id="root">.*<form/s);

  const context = await newMeasuredContext(browser);
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/login?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('كلمة المرور')).toBeVisible();
  // Without the app nothing could handle it: a native submit would send the password in the address.
  await expect(page.locator('button[type=submit]')).toBeDisabled();
  await context.close();
});

test('what is typed into the drawn sign-in form before the app’s code has run is kept, and signs in', async ({
  browser,
}) => {
  // The app's code held back until the visitor has typed.
  const held = await filledSignInWithAppHeld(browser);
  const { context, page, errors } = held;
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  held.release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('input[type=email]')).toHaveValue(LIST.signIn.email);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('what is typed into a drawn list’s search box before the app’s code has run is searched for', async ({
  browser,
  baseURL,
}) => {
  // The app's code held back until the visitor has typed.
  const held = await openWithAppHeld(browser, LIST.path, baseURL!);
  const { context, page, errors } = held;
  const search = page.getByRole('searchbox').first();
  await search.fill('nova');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  const searched = page.waitForResponse(
    (r) => r.url().includes(`${LIST.dataPath}?`) && new URL(r.url()).searchParams.get('search') === 'nova',
  );
  held.release();
  await searched;
  await expect(page).toHaveURL(/[?&]search=nova/);
  await expect(search).toHaveValue('nova');
  expect(errors).toEqual([]);
  await context.close();
});

test('a button clicked on a drawn list before the app’s code has run does its work once it has', async ({
  browser,
  baseURL,
}) => {
  // The app's code held back until the visitor has clicked.
  const held = await openWithAppHeld(browser, LIST.path, baseURL!);
  const { context, page, errors } = held;
  const sortByProduct = page.getByRole('button', { name: 'Product', exact: true });
  await sortByProduct.click();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  // Held, not lost: nothing happened, and no native submit left the page.
  expect(new URL(page.url()).searchParams.get('ordering')).toBeNull();
  // A select would change itself and nothing else: it waits for the app.
  const pageSize = page.getByRole('combobox', { name: 'Rows per page' });
  await expect(pageSize).toBeDisabled();
  const sorted = page.waitForResponse(
    (r) => r.url().includes(`${LIST.dataPath}?`) && new URL(r.url()).searchParams.has('ordering'),
  );
  held.release();
  await sorted;
  await expect(page).toHaveURL(/[?&]ordering=/);
  await expect(page.getByRole('columnheader', { name: 'Product' })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expect(pageSize).toBeEnabled();
  expect(errors).toEqual([]);
  await context.close();
});

test('a drawn list’s searched filter waits for the app: typed into before, it would search nothing', async ({
  browser,
  baseURL,
}) => {
  const held = await openWithAppHeld(browser, '/apps/hr/performance-reviews', baseURL!);
  const { context, page, errors } = held;
  await page.getByRole('table').locator('tbody tr').first().waitFor();
  const reviewer = page.getByTestId('filter-reviewer');
  await expect(reviewer).toBeDisabled();
  held.release();
  await expect(reviewer).toBeEnabled();
  await reviewer.fill('Tara');
  await expect(page.getByRole('option', { name: 'Tara Team', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('Enter pressed in the drawn sign-in form before the app’s code has run signs in once it has', async ({
  browser,
}) => {
  // The app's code held back until the visitor has pressed Enter.
  const held = await filledSignInWithAppHeld(browser);
  const { context, page, errors } = held;
  await page.locator('input[type=password]').press('Enter');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  held.release();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
