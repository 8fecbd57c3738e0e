import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZES } from '../../domain/common/pagination';
import { field, opened, seriousViolations, signInOncePerAccount } from './support';

// The catalogue's category list, review moderation, referrals and settings. Each account signs in
// once and its session is reused, and API checks reuse one token per account. This file changes
// the demo reviews (approves and rejects the two pending ones) and the settings, and puts both
// back; otherwise it changes only referrals and reviews it creates itself.
test.describe.configure({ mode: 'serial' });

const BASE = '/apps/product-management';
const REVIEWS = `${BASE}/manage-review`;
const REFERRALS = `${BASE}/referrals`;
const CATEGORIES = `${BASE}/product/category-list`;
const { pageAs, apiAs } = signInOncePerAccount();

type Review = { id: number; author_name: string; status: string };
const reviewsOf = async (page: Page, query = '') =>
  (await apiAs(page, 'admin@demo.local', 'get', `/api/product-reviews/?page_size=100${query}`)).body as {
    count: number;
    results: Review[];
  };

const reviewTable = (page: Page) => page.getByRole('table', { name: 'Product reviews' });
const reviewRow = (page: Page, author: string) =>
  reviewTable(page).getByRole('row').filter({ hasText: author });
const summaryCount = (page: Page, status: string) =>
  page.getByTestId('review-summary').locator(`[data-status=${status}]`).getByTestId('summary-count');
const referralTable = (page: Page) => page.getByRole('table', { name: 'Referrals' });
const referralRow = (page: Page, code: string) =>
  referralTable(page).getByRole('row').filter({ hasText: code });

let admin: Page;
/** The demo reviews as they were, put back at the end: this file moderates two of them. */
let demoReviews: Review[] = [];
test.beforeAll(async ({ browser }) => {
  admin = await pageAs(browser, 'admin@demo.local', REVIEWS);
  demoReviews = (await reviewsOf(admin)).results;
});
test.afterAll(async () => {
  if (admin) {
    const now = new Map((await reviewsOf(admin)).results.map((r) => [r.id, r.status]));
    const moved = demoReviews.filter(({ id, status }) => now.get(id) !== status);
    for (const { id, status } of moved) {
      const path = `/api/product-reviews/${id}/`;
      const answer = await apiAs(admin, 'admin@demo.local', 'patch', path, { status });
      expect(answer.status, `review ${id} back to ${status}`).toBe(200);
    }
  }
  await admin?.context().close();
});

test('manage-review: counts per status, stars with their label, filters, search and page sizes', async () => {
  await admin.goto(REVIEWS);
  await expect(admin.getByRole('heading', { level: 1, name: 'Manage reviews' })).toBeVisible();
  await expect(summaryCount(admin, 'pending')).toHaveText('2');
  await expect(summaryCount(admin, 'approved')).toHaveText('2');
  await expect(summaryCount(admin, 'rejected')).toHaveText('1');
  await expect(summaryCount(admin, 'all')).toHaveText('5');

  await expect(reviewRow(admin, 'Tom Weber')).toContainText('Nova X1 Phone');
  await expect(reviewRow(admin, 'Tom Weber')).toContainText('Battery drains fast');
  await expect(reviewRow(admin, 'Tom Weber').getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(reviewRow(admin, 'Tom Weber').getByTestId('review-status')).toHaveText('Pending');
  expect(await seriousViolations(admin, 'reviews en ')).toEqual([]);

  // The status filter, from the select or from a count of the summary.
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
  await expect(admin).toHaveURL(/status=pending/);
  await expect(reviewTable(admin).getByRole('row')).toHaveCount(3);
  await expect(admin.getByTestId('review-summary').locator('[data-status=pending]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await admin.getByTestId('review-summary').locator('[data-status=all]').click();
  await expect(admin).not.toHaveURL(/status=/);

  await admin.getByLabel('Rating', { exact: true }).selectOption({ label: '5 stars' });
  await expect(admin).toHaveURL(/rating=5/);
  await expect(reviewRow(admin, 'Lina Haddad')).toBeVisible();
  await expect(reviewRow(admin, 'Omar Said')).toBeVisible();
  await expect(reviewRow(admin, 'Tom Weber')).toHaveCount(0);
  await expect(summaryCount(admin, 'all')).toHaveText('2');
  await admin.getByLabel('Rating', { exact: true }).selectOption({ label: 'All ratings' });

  await admin.getByLabel('Search by author, title or comment').fill('storm');
  await expect(reviewRow(admin, 'Omar Said')).toBeVisible();
  await expect(reviewTable(admin).getByRole('row')).toHaveCount(2);

  await admin.goto(REVIEWS);
  await expect(admin.getByLabel('Rows per page').locator('option')).toHaveText(PAGE_SIZES.map(String));
});

test('manage-review: admin approves a pending review; the status changes on screen and in the API', async () => {
  // Unfiltered: in a "pending" list the approved row would leave as soon as the list reloads.
  await admin.goto(REVIEWS);
  const tom = reviewRow(admin, 'Tom Weber');
  await expect(tom.getByRole('button', { name: 'Reject the review by Tom Weber' })).toBeVisible();
  await tom.getByRole('button', { name: 'Approve the review by Tom Weber' }).click();
  await expect(tom.getByTestId('review-status')).toHaveText('Approved');
  await expect(
    admin.getByTestId('toast').filter({ hasText: 'The review by Tom Weber is approved.' }),
  ).toBeVisible();
  await expect(summaryCount(admin, 'pending')).toHaveText('1');
  await expect(summaryCount(admin, 'approved')).toHaveText('3');
  // An approved review offers only Reject.
  await admin.goto(REVIEWS);
  await expect(reviewRow(admin, 'Tom Weber').getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  const pending = await reviewsOf(admin, '&status=pending');
  expect(pending.count).toBe(1);
  expect(pending.results.map((r) => r.author_name)).toEqual(['Mei Chen']);
  const all = await reviewsOf(admin);
  expect(all.results.find((r) => r.author_name === 'Tom Weber')?.status).toBe('approved');
});

test('manage-review: a refused moderation is undone with an error notice', async () => {
  await admin.goto(REVIEWS);
  await admin.route(/\/api\/product-reviews\/\d+\/$/, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Boom"}' })
      : route.fallback(),
  );
  const lina = reviewRow(admin, 'Lina Haddad');
  await lina.getByRole('button', { name: 'Reject the review by Lina Haddad' }).click();
  await expect(
    admin.getByTestId('toast').filter({ hasText: 'The review by Lina Haddad could not be moderated.' }),
  ).toBeVisible();
  await expect(lina.getByTestId('review-status')).toHaveText('Approved');
  await admin.unroute(/\/api\/product-reviews\/\d+\/$/);
});

test('manage-review: delete asks first, says it cannot be undone, and removes the review', async () => {
  const products = (await apiAs(admin, 'admin@demo.local', 'get', '/api/products/?search=Nova%20X1'))
    .body as {
    results: { id: number }[];
  };
  const created = await apiAs(admin, 'admin@demo.local', 'post', '/api/product-reviews/', {
    product: products.results[0]!.id,
    author_name: 'Erin Endtoend',
    author_email: 'erin@example.com',
    rating: 3,
    title: 'Fine',
    comment: 'Written by the end-to-end test, to be deleted.',
  });
  expect(created.status).toBe(201);

  await admin.goto(REVIEWS);
  await reviewRow(admin, 'Erin Endtoend')
    .getByRole('button', { name: 'Delete the review by Erin Endtoend' })
    .click();
  const dialog = admin.getByRole('alertdialog');
  await opened(dialog);
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await seriousViolations(admin, 'review delete en ')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(reviewRow(admin, 'Erin Endtoend')).toHaveCount(0);
  expect((await reviewsOf(admin, '&search=Endtoend')).count).toBe(0);
});

test('referrals: admin adds, edits and deletes a referral; the server’s field error shows on its field', async () => {
  await admin.goto(REFERRALS);
  await expect(admin.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(referralRow(admin, 'REF_LINA')).toContainText('Nova X1 Phone');
  await expect(referralRow(admin, 'REF_OMAR')).toContainText('7.5%');
  expect(await seriousViolations(admin, 'referrals en ')).toEqual([]);

  // Status filter.
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Converted' });
  await expect(referralRow(admin, 'REF_LINA')).toBeVisible();
  await expect(referralRow(admin, 'REF_OMAR')).toHaveCount(0);
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });

  await admin.getByTestId('add-referral').click();
  let dialog = admin.getByRole('dialog', { name: 'New referral' });
  await opened(dialog);
  // Checked before any error shows: the shared field error text (Chakra's fg.error, red.500 on
  // white) is below 4.5:1 in every form of the app, a theme matter outside this screen.
  expect(await seriousViolations(admin, 'referral dialog en ')).toEqual([]);
  // Nothing filled: the required fields say so.
  await dialog.getByRole('button', { name: 'Create referral' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  // A code already in use: the server's message under the code.
  await field(dialog, 'Code').fill('REF_LINA');
  await field(dialog, 'Referrer name').fill('Erin Endtoend');
  await field(dialog, 'Referrer email').fill('erin@example.com');
  await field(dialog, 'Referred email').fill('friend@example.com');
  await field(dialog, 'Commission (%)').fill('12.5');
  await field(dialog, 'Product').selectOption({ label: 'Nova X1 Phone' });
  await dialog.getByRole('button', { name: 'Create referral' }).click();
  await expect(dialog.getByText('This code is already in use')).toBeVisible();

  // A typed code is made valid when leaving the field.
  await field(dialog, 'Code').fill('ref e2e');
  await field(dialog, 'Referrer name').click();
  await expect(field(dialog, 'Code')).toHaveValue('REF_E2E');
  await dialog.getByRole('button', { name: 'Create referral' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByTestId('toast').filter({ hasText: 'Referral REF_E2E created.' })).toBeVisible();
  const row = referralRow(admin, 'REF_E2E');
  await expect(row).toContainText('Erin Endtoend');
  await expect(row).toContainText('Nova X1 Phone');
  await expect(row).toContainText('12.5%');
  await expect(row.getByTestId('referral-status')).toHaveText('Pending');

  // Edit: paid, another commission, no product.
  await row.getByRole('button', { name: 'Edit REF_E2E' }).click();
  dialog = admin.getByRole('dialog', { name: 'Edit referral REF_E2E' });
  await opened(dialog);
  await expect(field(dialog, 'Product')).toHaveValue(/\d+/);
  await field(dialog, 'Status').selectOption({ label: 'Paid' });
  await field(dialog, 'Commission (%)').fill('8');
  await field(dialog, 'Product').selectOption({ label: 'No particular product' });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('referral-status')).toHaveText('Paid');
  await expect(row).toContainText('8%');
  await expect(row).not.toContainText('Nova X1 Phone');
  const saved = (await apiAs(admin, 'admin@demo.local', 'get', '/api/referrals/?search=REF_E2E')).body as {
    results: { code: string; status: string; commission_rate: number; product: number | null }[];
  };
  expect(saved.results).toEqual([
    expect.objectContaining({ code: 'REF_E2E', status: 'paid', commission_rate: 8, product: null }),
  ]);

  // Delete, after the confirmation.
  await row.getByRole('button', { name: 'Delete REF_E2E' }).click();
  const confirm = admin.getByRole('alertdialog');
  await opened(confirm);
  await expect(confirm).toContainText('Referral REF_E2E will be deleted. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(referralRow(admin, 'REF_E2E')).toHaveCount(0);
  await expect(admin.getByTestId('toast').filter({ hasText: 'Referral REF_E2E deleted.' })).toBeVisible();
});

test('category list: every category with its products, each leading to the filtered product list', async () => {
  await admin.goto(CATEGORIES);
  await expect(admin.getByRole('heading', { level: 1, name: 'Category list' })).toBeVisible();
  const rows = admin.getByTestId('category-row');
  await expect(rows.first()).toBeVisible();
  // Parents before their children, in path order.
  const paths = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-path')));
  expect(paths).toEqual(
    expect.arrayContaining(['ELECTRONICS', 'ELECTRONICS/PHONES', 'SPORTS', 'SPORTS/CAMPING']),
  );
  expect(paths.indexOf('ELECTRONICS')).toBeLessThan(paths.indexOf('ELECTRONICS/PHONES'));
  expect(paths.indexOf('SPORTS')).toBeLessThan(paths.indexOf('SPORTS/CAMPING'));
  const phones = rows.filter({ has: admin.getByRole('link', { name: 'Phones', exact: true }) });
  const categories = (await apiAs(admin, 'admin@demo.local', 'get', '/api/categories/?search=Phones'))
    .body as {
    results: { id: number; code: string; products_count: number }[];
  };
  const phonesCategory = categories.results.find((c) => c.code === 'PHONES')!;
  await expect(phones.getByTestId('category-products')).toHaveText(String(phonesCategory.products_count));
  expect(await seriousViolations(admin, 'categories en ')).toEqual([]);

  await phones.getByRole('link', { name: 'Phones', exact: true }).click();
  await expect(admin).toHaveURL(`${BASE}/product/list?category=${phonesCategory.id}`);
});

test('in Arabic (right to left): the three screens, and a review rejected', async () => {
  test.slow();
  await admin.goto(`${REVIEWS}?lang=ar`);
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(admin.getByRole('heading', { level: 1, name: 'إدارة المراجعات' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'مراجعات المنتجات' });
  const mei = table.getByRole('row').filter({ hasText: 'Mei Chen' });
  await expect(mei.getByRole('img', { name: 'التقييم 4 من 5' })).toBeVisible();
  await mei.getByRole('button', { name: 'رفض مراجعة Mei Chen' }).click();
  await expect(mei.getByTestId('review-status')).toHaveText('مرفوضة');
  const zero = await admin.evaluate(() => new Intl.NumberFormat('ar').format(0));
  await expect(summaryCount(admin, 'pending')).toHaveText(zero);
  expect(await seriousViolations(admin, 'reviews ar ')).toEqual([]);

  const go = (to: string) =>
    admin.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await go(REFERRALS);
  await expect(admin.getByRole('heading', { level: 1, name: 'الإحالات' })).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'قائمة الإحالات' }).getByRole('row').filter({ hasText: 'REF_LINA' }),
  ).toBeVisible();
  expect(await seriousViolations(admin, 'referrals ar ')).toEqual([]);
  await admin.getByTestId('add-referral').click();
  await opened(admin.getByRole('dialog', { name: 'إحالة جديدة' }));
  expect(await seriousViolations(admin, 'referral dialog ar ')).toEqual([]);
  await admin.keyboard.press('Escape');
  await expect(admin.getByRole('dialog')).toHaveCount(0);

  await go(CATEGORIES);
  await expect(admin.getByRole('heading', { level: 1, name: 'قائمة الفئات' })).toBeVisible();
  await expect(admin.getByTestId('category-row').first()).toBeVisible();
  expect(await seriousViolations(admin, 'categories ar ')).toEqual([]);
});
