import { expect, test, type Page } from '@playwright/test';
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
  await page.route(`**${FLOW_API}*`, async (route) => {
    const answer = await route.fetch();
    const stats = (await answer.json()) as FlowStats;
    const odd = { from: 'delivered', event: 'CANCEL', to: 'cancelled', count: 1 };
    stats.transitions.push({ ...odd, median_seconds: 60, allowed: false });
    stats.anomalies.push({ ...odd, records: [orderId], last_at: new Date().toISOString() });
    await route.fulfill({ response: answer, json: stats });
  });
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
