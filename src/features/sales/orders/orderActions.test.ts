import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../../domain/sales/orderStatus';
import { NEW_ORDER_CONTEXT, orderFlow } from '../../../../machines/orderStatus';
import { ORDER_GUARD_NAMES, orderActions } from './orderActions';

const buttons = (actions: ReturnType<typeof orderActions>) =>
  actions.map(({ event, enabled, waitsOn }) =>
    enabled ? event : `${event} (waits on ${waitsOn.join(', ')})`,
  );

describe('order actions', () => {
  it('offers exactly the events the server offers, in the machine’s order', () => {
    const offered = orderFlow.events({ status: 'pending', ...NEW_ORDER_CONTEXT }, true);
    expect(buttons(orderActions('pending', offered, true))).toEqual([
      'REQUEST_PAYMENT',
      'PAYMENT_RECEIVED',
      'CONFIRM',
      'HOLD',
      'CANCEL',
    ]);
  });

  it('shows an unpaid order’s SHIP disabled, waiting on the machine’s `paid` guard', () => {
    const order = { status: 'processing' as const, ...NEW_ORDER_CONTEXT, stockReserved: true };
    expect(buttons(orderActions('processing', orderFlow.events(order, true), true))).toEqual([
      'PAYMENT_RECEIVED',
      'SHIP (waits on paid)',
      'HOLD',
      'CANCEL',
    ]);
  });

  it('shows CONFIRM waiting on the stock when the server does not offer it for want of stock', () => {
    const offered = orderFlow.events({ status: 'pending', ...NEW_ORDER_CONTEXT }, false);
    expect(buttons(orderActions('pending', offered, true))).toContain('CONFIRM (waits on stockAvailable)');
  });

  it('shows nothing disabled to a caller who may not change the order', () => {
    expect(orderActions('processing', [], false)).toEqual([]);
  });

  it('hides an event the machine takes unguarded that the server did not offer (not the caller’s)', () => {
    expect(orderActions('processing', ['SHIP'], true).map((a) => a.event)).not.toContain('HOLD');
  });

  it('offers nothing at the final status', () => {
    expect(orderActions('refunded', [], true)).toEqual([]);
  });

  it('never offers an event the machine refuses at a status, whatever the order holds', () => {
    for (const status of ORDER_STATUSES) {
      for (const payment of ['pending', 'paid', 'failed'] as const) {
        const order = {
          status,
          ...NEW_ORDER_CONTEXT,
          payment,
          stockReserved: true,
          heldFrom: 'pending' as const,
        };
        const offered = orderFlow.events(order, true);
        const enabled = orderActions(status, offered, true).filter((a) => a.enabled);
        expect(enabled.map((a) => a.event).sort()).toEqual([...offered].sort());
      }
    }
  });

  it('names the guards the machine has', () => {
    expect(ORDER_GUARD_NAMES.sort()).toEqual([
      'heldFrom',
      'paid',
      'stockAvailable',
      'stockReserved',
      'unpaid',
    ]);
  });
});
