import { expect, test, type Page } from '@playwright/test';
import type { CatalogueChoices } from '../../domain/catalogue';
import type { FlowStats } from '../../domain/workflows/flowStats';
import type { Order } from '../../domain/sales/order';
import { appearances, seriousViolations, signInOncePerAccount, type AccountApi } from './support';

// The workflow studio's recorded figures, as an analyst who reads orders (the manager): an order
// of the spec's own moved on its page shows in the chart's counts and, through "Show on chart",
// as a numbered path; the period is the request's; anomalies are listed with links to their
// records; loading failures offer Retry and an empty period says so. A reader without the records'
// read right gets the plain chart and why; one without Analytics no "Show on chart" link. In
// English and Arabic (the drawing mirrored), with axe.
test.describe.configure({ mode: 'serial' });

const CHART = '/apps/workflows/orderStatus';
const ANALYST = 'manager@demo.local';
// Orders are placed by the client administrator (the manager does not read products).
const BUYER = 'client_admin@demo.local';
const HOLD = 'orderStatus.pending on HOLD#0';
const FLOW_API = '/api/orders/status-flow/';

const { pageAs, apiOf } = signInOncePerAccount();
let page: Page;
let buyer: AccountApi;
test.beforeAll(async ({ browser }) => {
  page = await pageAs(browser, ANALYST, `${CHART}?lang=en`);
  buyer = apiOf(page.request, BUYER);
});
test.afterAll(async () => {
  await page?.context().close();
});

const drawing = () => page.getByRole('group', { name: /^Chart of the / });
const edge = (transition: string) => drawing().locator(`g[data-transition="${transition}"][data-count]`);
const countOn = async (transition: string) => Number(await edge(transition).getAttribute('data-count'));

/** A pending order of the spec's own. */
async function newOrder() {
  const first = async (path: string) => {
    const { body } = await buyer<{ results: { id: number }[] }>('get', path);
    return body.results[0]!.id;
  };
  const [client, product] = await Promise.all([
    first('/api/clients/?search=Atlas'),
    first('/api/products/?search=Terra%20Trail%20Guide'),
  ]);
  const { status, body } = await buyer<Order>('post', '/api/orders/', {
    client,
    lines: [{ product, quantity: 1 }],
  });
  expect(status).toBe(201);
  return body;
}

let orderId: number;

/** The figures from `api`, as `on` gets them, with one more recorded change the flow does not make, by `record`. */
async function withAnomaly(
  on: Page,
  api: string,
  change: { from: string; event: string; to: string },
  record: number,
) {
  await on.route(`**${api}*`, async (route) => {
    const answer = await route.fetch();
    const stats = (await answer.json()) as FlowStats;
    const odd = { ...change, count: 1 };
    stats.transitions.push({ ...odd, median_seconds: 60, allowed: false });
    stats.anomalies.push({ ...odd, records: [record], last_at: new Date().toISOString() });
    await route.fulfill({ response: answer, json: stats });
  });
}

test('an order moved on its page shows in the counts, and Show on chart numbers its path', async () => {
  // All the history, as Show on chart opens it.
  await page.goto(`${CHART}?lang=en`);
  await expect(edge(HOLD)).toHaveCount(1);
  const before = await countOn(HOLD);
  const pendingNow = Number(
    await drawing().locator('[data-chart-state="orderStatus.pending"]').getAttribute('data-now'),
  );

  const order = await newOrder();
  orderId = order.id;
  await page.goto(`/apps/sale/order/details/${order.id}?lang=en`);
  await page.getByTestId('order-event-HOLD').click();
  await expect(page.getByTestId('order-status')).toContainText('On hold');

  await page.getByTestId('show-on-chart').click();
  await expect(page).toHaveURL(new RegExp(`${CHART}\\?record=${order.id}$`));
  await expect(edge(HOLD)).toHaveAttribute('data-count', String(before + 1));
  // The new order went through pending, and sits on hold now.
  await expect(drawing().locator('[data-chart-state="orderStatus.pending"]')).toHaveAttribute(
    'data-now',
    String(pendingNow),
  );
  // The busiest transition has the thickest stroke; HOLD at most as thick.
  const widths = await drawing()
    .locator('g[data-count] polyline')
    .evaluateAll((lines) => lines.map((line) => Number(line.getAttribute('stroke-width'))));
  const hold = Number(await edge(HOLD).locator('polyline').getAttribute('stroke-width'));
  expect(Math.max(...widths)).toBeGreaterThanOrEqual(hold);
  await expect(edge(HOLD).locator('text[data-figure]')).toHaveText(new RegExp(`^${before + 1} ×`));

  // Its path: created into pending (1), then held (2), on the drawing, in the outline and listed.
  await expect(drawing().locator('[data-chart-state="orderStatus.pending"]')).toHaveAttribute(
    'data-path',
    '1',
  );
  await expect(drawing().locator('[data-chart-state="orderStatus.on_hold"]')).toHaveAttribute(
    'data-path',
    '2',
  );
  await expect(drawing().locator(`g[data-transition="${HOLD}"]`)).toHaveAttribute('data-path', '2');
  await expect(page.locator('[data-path]')).toHaveCount(3);
  const outline = page.getByRole('navigation', { name: 'Outline of the states and transitions' });
  await expect(outline.locator(`[data-transition="${HOLD}"] [data-outline-path]`)).toHaveText('step 2');
  await expect(outline.locator(`[data-transition="${HOLD}"] [data-outline-figure]`)).toHaveText(
    new RegExp(`^${before + 1} ×`),
  );
  const steps = page.getByTestId('record-path').locator('[data-path-step]');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText('pending —HOLD→ on_hold');
  await expect(page.getByTestId('record-path').getByRole('link', { name: 'Open the order' })).toHaveAttribute(
    'href',
    `/apps/sale/order/details/${order.id}`,
  );
});

test('the period chosen is the request’s, and stays in the address', async () => {
  await page.goto(`${CHART}?lang=en`);
  await expect(page.getByTestId('flow-figures-summary')).toBeVisible();
  const asked = page.waitForRequest(
    (request) => request.url().includes(FLOW_API) && request.url().includes('date_preset=30'),
  );
  await page.getByLabel('Period').selectOption('30');
  await asked;
  await expect(page).toHaveURL(/date_preset=30/);
  const all = page.waitForRequest(
    (request) => request.url().includes(FLOW_API) && !request.url().includes('date_preset'),
  );
  await page.getByLabel('Period').selectOption('');
  await all;
  await expect(page).not.toHaveURL(/date_preset/);
});

test('changes the machine does not make are listed with links to their records', async () => {
  await withAnomaly(page, FLOW_API, { from: 'delivered', event: 'CANCEL', to: 'cancelled' }, orderId);
  await page.goto(`${CHART}?lang=en`);
  const anomaly = page.getByTestId('flow-anomalies').locator('[data-anomaly="delivered —CANCEL→ cancelled"]');
  await expect(anomaly).toContainText('1 ×');
  await anomaly.getByRole('link', { name: `Order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/sale/order/details/${orderId}`));
  await page.unroute(`**${FLOW_API}*`);
});

test('figures that fail to load offer Retry; a period without changes says so', async () => {
  let failing = true;
  await page.route(`**${FLOW_API}*`, async (route) => {
    if (failing) return route.fulfill({ status: 500, json: { detail: 'boom' } });
    const answer = await route.fetch();
    const stats = (await answer.json()) as FlowStats;
    await route.fulfill({ response: answer, json: { ...stats, transitions: [], anomalies: [] } });
  });
  await page.goto(`${CHART}?lang=en`);
  const failed = page.getByTestId('flow-figures-error');
  await expect(failed).toContainText('The figures of the orders could not be loaded.');
  // The chart is drawn all the same, without figures.
  await expect(drawing().locator('[data-chart-state]').first()).toBeVisible();
  failing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No recorded changes of the orders in this period.')).toBeVisible();
  await page.unroute(`**${FLOW_API}*`);
});

test('in English and Arabic the path and figures read, the drawing mirrored, without serious axe findings', async () => {
  test.slow();
  for (const [lang, theme] of appearances) {
    await page.goto(`${CHART}?record=${orderId}&lang=${lang}&theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('record-path').locator('[data-path-step]')).toHaveCount(2);
    await expect(page.locator('[data-chart-state] [data-figure]').first()).toBeVisible();
    const box = await page.locator('[data-chart-state="orderStatus.pending"] rect').first().boundingBox();
    const badge = await page
      .locator('[data-chart-state="orderStatus.pending"] [data-path-steps]')
      .boundingBox();
    // The step badge sits at the box's end: its right in English, its left in Arabic.
    expect(badge!.x + badge!.width / 2 > box!.x + box!.width / 2).toBe(lang === 'en');
    expect(await seriousViolations(page, `figures ${lang} ${theme}: `)).toEqual([]);
  }
});

test('a reader who may not read orders gets the plain chart and why; reviews’ figures for HR', async ({
  browser,
}) => {
  const hr = await pageAs(browser, 'hr@demo.local', `${CHART}?lang=en`);
  const requests: string[] = [];
  hr.on('request', (request) => {
    if (request.url().includes(FLOW_API)) requests.push(request.url());
  });
  await hr.goto(`${CHART}?lang=en`);
  await expect(
    hr.getByText('The chart shows no figures: they count orders, which your role may not read.'),
  ).toBeVisible();
  await expect(hr.locator('[data-chart-state]').first()).toBeVisible();
  await expect(hr.locator('[data-count], [data-figure]')).toHaveCount(0);
  expect(requests).toEqual([]);

  // A review of HR's, shown on its chart from its page.
  const reviews = apiOf(hr.request, 'hr@demo.local');
  const { body } = await reviews<{ results: { id: number }[] }>(
    'get',
    '/api/performance-reviews/?page_size=5',
  );
  const review = body.results[0]!.id;
  const timeline = await reviews<unknown[]>('get', `/api/performance-reviews/${review}/transitions/`);
  await hr.goto(`/apps/hr/performance-reviews/${review}?lang=en`);
  await hr.getByTestId('show-on-chart').click();
  await expect(hr).toHaveURL(new RegExp(`/apps/workflows/reviewStatus\\?record=${review}$`));
  await expect(hr.getByTestId('record-path').locator('[data-path-step]')).toHaveCount(timeline.body.length);
  await expect(hr.getByTestId('flow-figures-summary')).toBeVisible();
  await hr.context().close();
});

test('someone who may not open the studio is not offered Show on chart', async ({ browser }) => {
  const support = await pageAs(browser, 'support@demo.local', `/apps/sale/order/details/${orderId}?lang=en`);
  await expect(support.getByTestId('order-status')).toBeVisible();
  await expect(support.getByTestId('show-on-chart')).toHaveCount(0);
  await support.context().close();
});

// The product status flow, as the client administrator (Analytics, and the catalogue it runs): no
// machine, so the chart is the organisation's statuses and the changes recorded between them. A
// product created in Draft and moved to Pre-launch through the API adds one to that arrow (drawing
// it if no product had gone that way before), and its page's "Show on chart" numbers its path.
const PRODUCT_CHART = '/apps/workflows/productStatus';
const CATALOGUE = 'client_admin@demo.local';
const TO_PRE_LAUNCH = 'productStatus.DRAFT on CHANGE_STATUS#PRE_LAUNCH';
const PRODUCT_FLOW_API = '/api/products/status-flow/';

let catalogue: Page;
let productId: number;
/** The drawing, in any language: the group the chart's keys describe. */
const productChart = () => catalogue.locator('[role="group"][aria-describedby="workflow-chart-keys"]');
const productEdge = (transition: string) =>
  productChart().locator(`g[data-transition="${transition}"][data-count]`);
/** The chart drawn with its figures: every arrow carries its count. */
async function productChartDrawn() {
  await expect(catalogue.getByTestId('flow-figures-summary')).toBeVisible();
  await expect(productChart().locator('[data-chart-state] [data-figure]').first()).toBeVisible();
}

test('the product status flow: every status drawn with its flags, a status change counted, its path shown from the product', async ({
  browser,
}) => {
  catalogue = await pageAs(browser, CATALOGUE, `${PRODUCT_CHART}?lang=en`);
  const api = apiOf(catalogue.request, CATALOGUE);
  const { body: choices } = await api<CatalogueChoices>('get', '/api/catalogue/choices/');
  const statusId = (code: string) => choices.statuses.find((status) => status.code === code)!.id;

  await productChartDrawn();
  // Every status of the organisation is a box, named as it names it, its flags as badges.
  await expect(productChart().locator('[data-chart-state]')).toHaveCount(choices.statuses.length + 1);
  const active = productChart().locator('[data-chart-state="productStatus.ACTIVE"]');
  await expect(active.locator('text').first()).toHaveText('Active');
  await expect(active.locator('[data-badge]')).toHaveText(['sales', 'launch', 'editable']);
  await expect(catalogue.getByTestId('no-simulation')).toContainText('Nothing to simulate');
  // Only changes that were recorded are arrows, each counted.
  await expect(productChart().locator('g[data-transition][data-count]').first()).toBeVisible();
  // Drawn only if some product went from Draft to Pre-launch before.
  const before = (await productEdge(TO_PRE_LAUNCH).count())
    ? Number(await productEdge(TO_PRE_LAUNCH).getAttribute('data-count'))
    : 0;

  const { status, body: product } = await api<{ id: number }>('post', '/api/products/', {
    code: `FLOW_${Date.now().toString(36).toUpperCase()}`,
    name: 'Status flow probe',
    status: statusId('DRAFT'),
    product_type: choices.types[0]!.id,
    brand: choices.brands[0]!.id,
    priority: 'low',
    cost_basis: 10,
    stock_quantity: 1,
  });
  expect(status, JSON.stringify(product)).toBe(201);
  productId = product.id;
  expect(
    (await api('patch', `/api/products/${product.id}/`, { status: statusId('PRE_LAUNCH') })).status,
  ).toBe(200);

  await catalogue.goto(`/apps/product-management/product/view/${product.id}?lang=en`);
  await catalogue.getByTestId('show-on-chart').click();
  await expect(catalogue).toHaveURL(new RegExp(`${PRODUCT_CHART}\\?record=${product.id}$`));
  await productChartDrawn();
  await expect(productEdge(TO_PRE_LAUNCH)).toHaveAttribute('data-count', String(before + 1));
  // Its path: created in Draft (1), then moved to Pre-launch (2), drawn, outlined and listed.
  await expect(productChart().locator('[data-chart-state="productStatus.DRAFT"]')).toHaveAttribute(
    'data-path',
    '1',
  );
  await expect(productChart().locator('[data-chart-state="productStatus.PRE_LAUNCH"]')).toHaveAttribute(
    'data-path',
    '2',
  );
  await expect(productChart().locator(`g[data-transition="${TO_PRE_LAUNCH}"]`)).toHaveAttribute(
    'data-path',
    '2',
  );
  const outline = catalogue.getByRole('navigation', { name: 'Outline of the states and transitions' });
  await expect(outline.locator(`[data-transition="${TO_PRE_LAUNCH}"] [data-outline-path]`)).toHaveText(
    'step 2',
  );
  const steps = catalogue.getByTestId('record-path').locator('[data-path-step]');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText('DRAFT —CHANGE_STATUS→ PRE_LAUNCH');
  await expect(
    catalogue.getByTestId('record-path').getByRole('link', { name: 'Open the product' }),
  ).toHaveAttribute('href', `/apps/product-management/product/view/${product.id}`);

  // The list counts it from the same data.
  const edges = await productChart().locator('g[data-transition][data-count]').count();
  await catalogue.goto('/apps/workflows?lang=en');
  const row = catalogue.locator('[data-chart-row="productStatus"]');
  await expect(row.locator('td').nth(0)).toContainText('Product status flow');
  await expect(row.locator('td').nth(1)).toHaveText(String(choices.statuses.length));
  await expect(row.locator('td').nth(3)).toHaveText(String(edges));
});

test('the product status chart keeps every arrow of all time over a shorter period, counting that period', async () => {
  await catalogue.goto(`${PRODUCT_CHART}?lang=en`);
  await productChartDrawn();
  const all = await productChart().locator('g[data-transition][data-count]').count();
  const asked = catalogue.waitForRequest(
    (request) => request.url().includes(PRODUCT_FLOW_API) && request.url().includes('date_preset=7'),
  );
  await catalogue.getByLabel('Period').selectOption('7');
  await asked;
  // The probe's change is this week's: counted; the chart keeps every arrow of all time.
  await expect(productEdge(TO_PRE_LAUNCH)).not.toHaveAttribute('data-count', '0');
  await expect(productChart().locator('g[data-transition][data-count]')).toHaveCount(all);
});

test('product changes that change nothing are listed with links to their products; statuses that fail to load offer Retry', async () => {
  const odd = { from: 'PRE_LAUNCH', event: 'CHANGE_STATUS', to: 'PRE_LAUNCH' };
  await withAnomaly(catalogue, PRODUCT_FLOW_API, odd, productId);
  await catalogue.goto(`${PRODUCT_CHART}?lang=en`);
  const anomalies = catalogue.getByTestId('flow-anomalies');
  await expect(anomalies.getByRole('heading')).toHaveText('Recorded changes that change nothing');
  const anomaly = anomalies.locator('[data-anomaly="PRE_LAUNCH —CHANGE_STATUS→ PRE_LAUNCH"]');
  await expect(anomaly).toContainText('1 ×');
  // Not an arrow: a status does not lead to itself.
  await expect(
    productChart().locator('g[data-transition*="PRE_LAUNCH on CHANGE_STATUS#PRE_LAUNCH"]'),
  ).toHaveCount(0);
  await anomaly.getByRole('link', { name: `Product #${productId}` }).click();
  await expect(catalogue).toHaveURL(new RegExp(`/apps/product-management/product/view/${productId}`));
  await catalogue.unroute(`**${PRODUCT_FLOW_API}*`);

  let failing = true;
  await catalogue.route('**/api/product-statuses/*', (route) =>
    failing ? route.fulfill({ status: 500, json: { detail: 'boom' } }) : route.fallback(),
  );
  await catalogue.goto(`${PRODUCT_CHART}?lang=en`);
  const failed = catalogue.getByTestId('product-status-chart-error');
  await expect(failed).toContainText('The product statuses and their recorded changes could not be loaded.');
  failing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await productChartDrawn();
  await catalogue.unroute('**/api/product-statuses/*');
});

test('the product status chart in English and Arabic, its path read, without serious axe findings', async () => {
  test.slow();
  for (const [lang, theme] of appearances) {
    await catalogue.goto(`${PRODUCT_CHART}?record=${productId}&lang=${lang}&theme=${theme}`);
    await expect(catalogue.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(catalogue.getByTestId('record-path').locator('[data-path-step]')).toHaveCount(2);
    await productChartDrawn();
    const box = await productChart()
      .locator('[data-chart-state="productStatus.ACTIVE"] rect')
      .first()
      .boundingBox();
    const badge = await productChart()
      .locator('[data-chart-state="productStatus.ACTIVE"] [data-badge]')
      .first()
      .boundingBox();
    // The badges start at the box's start: its left in English, its right in Arabic.
    expect(badge!.x + badge!.width / 2 < box!.x + box!.width / 2).toBe(lang === 'en');
    expect(await seriousViolations(catalogue, `product status ${lang} ${theme}: `)).toEqual([]);
  }
  await catalogue.context().close();
});

test('a reader of Analytics who may not read products is not offered the product status flow, and told why', async () => {
  await page.goto('/apps/workflows?lang=en');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-chart-row="productStatus"]')).toHaveCount(0);
  await page.goto(`${PRODUCT_CHART}?lang=en`);
  await expect(
    page.getByText(
      'The product status flow is drawn from the products and their statuses, which your role may not read.',
    ),
  ).toBeVisible();
});

test('someone who may not open the studio is not offered Show on chart on a product', async ({ browser }) => {
  const support = await pageAs(
    browser,
    'support@demo.local',
    `/apps/product-management/product/view/${productId}?lang=en`,
  );
  await expect(support.getByTestId('product-sku')).toBeVisible();
  await expect(support.getByTestId('show-on-chart')).toHaveCount(0);
  await support.context().close();
});
