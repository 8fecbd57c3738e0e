// Model-based test of the order API: paths generated from the order machine (machines/testing),
// replayed on the API. At every state a path reaches, the order reads as the machine says (status,
// payment, reservation, the events offered), its stock is reserved exactly while the machine says
// so, and every event the machine refuses there is refused by the API too (409, naming the status
// and the event), changing nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EVENTS, orderMessages, type Order, type OrderTransition } from '../../domain/sales/order';
import { ORDER_STATUS_NAMES } from '../../domain/sales/orderStatus';
import {
  ORDER_FLOW_EVENTS,
  orderFlow,
  orderStatusMachine,
  type OrderFlowContext,
  type OrderFlowEvent,
} from '../../machines/orderStatus';
import { assertAllTransitionsCovered, generateModelPaths, replayPath } from '../../machines/testing';
import { products } from '../../server/modules/catalogue/tables';
import { ADMIN } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures } from './orders-support';

const paths = generateModelPaths<OrderFlowEvent, OrderFlowContext>(orderStatusMachine, {
  events: ORDER_FLOW_EVENTS,
});
const STOCK = 50;

let t: TestApp;
let f: ReturnType<typeof orderFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = orderFixtures(t);
});
afterAll(() => t.close());

const setStock = (id: number, stock: number) =>
  t.db.update(products).set({ stock_quantity: stock }).where(eq(products.id, id));

describe('the order API follows the order machine', () => {
  it('takes every transition of the machine on some path', () => {
    assertAllTransitionsCovered(orderStatusMachine, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_title, path) => {
    const product = await f.product({ stock: STOCK });
    let order = await f.order(ADMIN, [{ product, quantity: 2 }]);
    const read = async () => (await t.api('GET', `/orders/${order.id}/`, { as: ADMIN })).json() as Order;

    await replayPath(path, {
      execute: async (event) => {
        // The machine's `stockAvailable` is the products' stock, as the server reads it: a path
        // that wants it missing finds the product empty for that one event.
        const emptied = 'stockAvailable' in event && !event.stockAvailable;
        const before = await f.stockOf(product);
        if (emptied) await setStock(product, 0);
        const res = await f.send(ADMIN, order.id, event.type, `model: ${event.type}`);
        if (emptied) await setStock(product, before);
        expect(res.statusCode, res.body).toBe(200);
        order = res.json();
      },
      check: async (state) => {
        const current = await read();
        expect(current).toMatchObject({
          status: state.value,
          payment: state.context.payment,
          stock_reserved: state.context.stockReserved,
          held_from: state.context.heldFrom,
        });
        expect(await f.stockOf(product)).toBe(state.context.stockReserved ? STOCK - 2 : STOCK);
        const flowState = { status: current.status, ...state.context };
        const offered = orderFlow.events(flowState, true);
        expect(current.events).toEqual(offered);
        for (const refused of ORDER_EVENTS.filter((event) => !offered.includes(event))) {
          const res = await f.send(ADMIN, order.id, refused);
          expect(res.statusCode, `${state.value} ${refused}`).toBe(409);
          expect(res.json()).toEqual({
            detail: orderMessages.refusedEvent(ORDER_STATUS_NAMES[current.status], refused),
            status: current.status,
            event: refused,
          });
        }
        expect(await read()).toEqual(current);
        expect(await f.stockOf(product)).toBe(state.context.stockReserved ? STOCK - 2 : STOCK);
      },
    });

    const timeline = (await t.api('GET', `/orders/${order.id}/transitions/`, { as: ADMIN })).json()
      .results as OrderTransition[];
    expect(timeline.map((step) => [step.from_status, step.to_status, step.event])).toEqual([
      [null, 'pending', 'CREATE'],
      ...path.steps
        .slice(1)
        .map((step, i) => [path.steps[i]!.state.value, step.state.value, step.event.type]),
    ]);
    expect(timeline.slice(1)).toAllSatisfy((step: OrderTransition) => step.note.startsWith('model: '));
    expect(timeline).toAllSatisfy((step: OrderTransition) => step.user_name === 'Adam Demo');
  });
});
