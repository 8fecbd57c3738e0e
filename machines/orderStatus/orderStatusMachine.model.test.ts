// Model-based test: paths generated from the order machine (machines/testing), replayed on the
// pure flow the server applies (orderFlow), with the machine's own actor as the reference. At
// every step, every event the machine does not take there is refused by the flow too.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { modelPaths } from '../qa/models';
import { assertAllTransitionsCovered, machineTransitions, replayPath } from '../testing';
import { ORDER_FLOW_EVENTS, orderFlow, orderStatusMachine } from './index';
import type { OrderFlowContext, OrderFlowEvent } from './index';
import type { OrderFlowState } from './orderFlow';

// The order model of machines/qa/models.ts: ORDER_FLOW_EVENTS as samples.
const paths = modelPaths<OrderFlowEvent, OrderFlowContext>('orderStatus');

describe('order machine model', () => {
  it('takes every transition', () => {
    expect(machineTransitions(orderStatusMachine)).toHaveLength(28);
    assertAllTransitionsCovered(orderStatusMachine, paths);
  });

  it('keeps the desk’s rules on every path: shipped only paid, refunded only paid, cancelled holds no stock', () => {
    for (const path of paths) {
      for (const { state } of path.steps) {
        const { payment, stockReserved } = state.context;
        if (state.value === 'shipped' || state.value === 'refunded') expect(payment).toBe('paid');
        if (state.value === 'cancelled') expect(stockReserved).toBe(false);
        if (state.value === 'confirmed' || state.value === 'processing') expect(stockReserved).toBe(true);
      }
    }
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_title, path) => {
    const actor = createActor(orderStatusMachine, { input: {} }).start();
    let order: OrderFlowState = { status: 'pending', ...actor.getSnapshot().context };
    await replayPath(path, {
      execute: (event) => {
        for (const other of ORDER_FLOW_EVENTS) {
          if (!actor.getSnapshot().can(other)) expect(orderFlow.apply(order, other), other.type).toBeNull();
        }
        const applied = orderFlow.apply(order, event);
        expect(applied, event.type).not.toBeNull();
        order = { status: applied!.to, ...applied!.context };
        actor.send(event);
      },
      check: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(order).toEqual({ status: state.value, ...state.context });
      },
    });
    actor.stop();
  });
});
