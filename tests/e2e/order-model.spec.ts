// The order machine's generated paths, replayed through an order's page against the real server.
//
// machines/testing walks the order machine (machines/orderStatus) and gives the shortest paths
// that together take every transition. Each path below is one test: a fresh pending order of its
// own (made through the API), then every event is a click on the order's status button (confirmed
// in its dialog where the screen asks), and after each step the page must show the state the
// machine reached: its status and payment, and exactly the events the machine takes there as
// enabled buttons, no other.
//
// The machine's `stockAvailable` (in CONFIRM and PAYMENT_RECEIVED) is the server's reading of
// the lines' stock, so each path's order is made of a product whose stock gives the path's value:
// plenty of it (Terra Trail Guide), or none of a product sold on backorder (Aura Sofa: the order
// is taken, its stock cannot be reserved). A path asking for both does not exist today; the test
// run fails if one appears rather than replay it wrongly.
//
// The paths come from machines/qa/browserSuites.ts (the order model of machines/qa/models.ts),
// where machines/qa/coverage.test.ts counts them. CI replays the fewest paths that still take
// every transition; ORDER_PATHS=all replays every path, ORDER_PATHS=<n> the first n.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../domain/sales/order';
import type { OrderStatus, PaymentState } from '../../domain/sales/orderStatus';
import { orderFlow, type OrderFlowContext, type OrderFlowEvent } from '../../machines/orderStatus';
import { browserReplay } from '../../machines/qa/browserSuites';
import { replayPath, type ModelPath } from '../../machines/testing';
import { signInOncePerAccount, type AccountApi } from './support';

const ACCOUNT = 'client_admin@demo.local';
const CLIENT = 'Atlas Trading';
const IN_STOCK = 'Terra Trail Guide';
const NEVER_IN_STOCK = 'Aura Sofa';
/** Events the screen asks about before sending (orderActions' CONFIRMED_EVENTS). */
const ASKED_FIRST = new Set(['CANCEL', 'REFUND', 'PAYMENT_FAILED']);

const texts = JSON.parse(readFileSync(new URL('../../locales/en/orders.json', import.meta.url), 'utf8')) as {
  statuses: Record<OrderStatus, string>;
  payments: Record<PaymentState, string>;
  events: Record<OrderFlowEvent['type'], string>;
};

type OrderPath = ModelPath<OrderFlowEvent, OrderFlowContext>;
const paths = browserReplay('orderStatus', process.env.ORDER_PATHS) as OrderPath[];

/**
 * The stock a path's order needs: what its events carry where the stock decides the transition
 * (CONFIRM; a payment awaited in Payment Pending). Elsewhere the value is the sample's, unread.
 */
function stockOf(path: OrderPath): boolean {
  const wanted = new Set<boolean>();
  path.steps.forEach(({ event }, index) => {
    if (!('stockAvailable' in event)) return;
    const awaited = path.steps[index - 1]?.state.value === 'payment_pending';
    if (event.type === 'CONFIRM' || awaited) wanted.add(event.stockAvailable);
  });
  if (wanted.size > 1) throw new Error(`${path.description}: needs stock and no stock on one order`);
  return !wanted.has(false);
}

const { pageAs, apiOf } = signInOncePerAccount();
let page: Page;
let api: AccountApi;
const ids: Record<string, number> = {};
test.beforeAll(async ({ browser }) => {
  page = await pageAs(browser, ACCOUNT, '/apps/sale/order/list?lang=en');
  api = apiOf(page.request, ACCOUNT);
  for (const [path, name] of [
    ['/api/clients/', CLIENT],
    ['/api/products/', IN_STOCK],
    ['/api/products/', NEVER_IN_STOCK],
  ] as const) {
    const { body } = await api<{ results: { id: number; name: string }[] }>(
      'get',
      `${path}?search=${encodeURIComponent(name)}`,
    );
    ids[name] = body.results.find((row) => row.name === name)!.id;
  }
});
test.afterAll(async () => {
  await page?.context().close();
});

async function fire(event: OrderFlowEvent) {
  await page.getByTestId(`order-event-${event.type}`).click();
  if (ASKED_FIRST.has(event.type)) {
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: texts.events[event.type], exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

async function check(state: OrderPath['steps'][number]['state'], stock: boolean) {
  const status = state.value as OrderStatus;
  await expect(page.getByTestId('order-status')).toHaveText(texts.statuses[status]);
  await expect(page.getByTestId('order-payment')).toHaveText(texts.payments[state.context.payment]);
  const expected = orderFlow.events({ status, ...state.context }, stock).map((type) => texts.events[type]);
  const actions = page.getByRole('group', { name: 'Status actions' }).getByRole('button');
  await expect(actions.and(page.locator(':enabled'))).toHaveText(expected);
}

for (const [index, path] of paths.entries()) {
  test(`${index + 1}. ${path.description}`, async () => {
    const stock = stockOf(path);
    const { status, body: order } = await api<Order>('post', '/api/orders/', {
      client: ids[CLIENT],
      lines: [{ product: ids[stock ? IN_STOCK : NEVER_IN_STOCK], quantity: 1 }],
    });
    expect(status).toBe(201);
    await page.goto(`/apps/sale/order/details/${order.id}?lang=en`);
    await replayPath(path, { execute: (event) => fire(event), check: (state) => check(state, stock) });

    // The server recorded one transition per step, after the order's creation.
    const { body } = await api<{ results: { event: string }[] }>(
      'get',
      `/api/orders/${order.id}/transitions/`,
    );
    expect(body.results.map((t) => t.event)).toEqual([
      'CREATE',
      ...path.steps.slice(1).map((s) => s.event.type),
    ]);
  });
}
