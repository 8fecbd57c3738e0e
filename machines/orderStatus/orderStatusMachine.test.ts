import { describe, expect, it } from 'vitest';
import { HOLDABLE_STATUSES, ORDER_STATUSES } from '../../domain/sales/orderStatus';
import { NEW_ORDER_CONTEXT, ORDER_MACHINE_STATUSES, orderFlow } from './index';
import type { OrderFlowState } from './orderFlow';

const order = (status: OrderFlowState['status'], facts: Partial<OrderFlowState> = {}): OrderFlowState => ({
  ...NEW_ORDER_CONTEXT,
  status,
  ...facts,
});

describe('order status flow', () => {
  it('has exactly the spec’s statuses', () => {
    expect([...ORDER_MACHINE_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('offers a new order confirmation only when its stock can be reserved', () => {
    expect(orderFlow.events(order('pending'), true)).toEqual([
      'REQUEST_PAYMENT',
      'PAYMENT_RECEIVED',
      'CONFIRM',
      'HOLD',
      'CANCEL',
    ]);
    expect(orderFlow.events(order('pending'), false)).not.toContain('CONFIRM');
    expect(orderFlow.apply(order('pending'), { type: 'CONFIRM', stockAvailable: false })).toBeNull();
  });

  it('reserves the stock on confirming, and names it as an effect for the server', () => {
    expect(orderFlow.apply(order('pending'), { type: 'CONFIRM', stockAvailable: true })).toEqual({
      from: 'pending',
      to: 'confirmed',
      context: { ...NEW_ORDER_CONTEXT, stockReserved: true },
      effects: ['reserveStock'],
    });
  });

  it('confirms on payment when the stock is there, else waits in Pending, paid', () => {
    const waiting = order('payment_pending');
    expect(orderFlow.apply(waiting, { type: 'PAYMENT_RECEIVED', stockAvailable: true })).toMatchObject({
      to: 'confirmed',
      context: { payment: 'paid', stockReserved: true },
      effects: ['reserveStock'],
    });
    expect(orderFlow.apply(waiting, { type: 'PAYMENT_RECEIVED', stockAvailable: false })).toMatchObject({
      to: 'pending',
      context: { payment: 'paid', stockReserved: false },
      effects: [],
    });
    expect(orderFlow.apply(waiting, { type: 'PAYMENT_FAILED' })).toMatchObject({
      to: 'payment_failed',
      context: { payment: 'failed' },
    });
    expect(
      orderFlow.apply(order('payment_failed', { payment: 'failed' }), { type: 'RETRY_PAYMENT' }),
    ).toMatchObject({ to: 'payment_pending', context: { payment: 'pending' } });
  });

  it('ships nothing unpaid', () => {
    const packing = order('processing', { stockReserved: true });
    expect(orderFlow.events(packing, true)).not.toContain('SHIP');
    expect(orderFlow.apply(packing, { type: 'SHIP' })).toBeNull();
    const paid = orderFlow.apply(packing, { type: 'PAYMENT_RECEIVED', stockAvailable: true });
    expect(paid).toMatchObject({ from: 'processing', to: 'processing', context: { payment: 'paid' } });
    expect(orderFlow.apply(order('processing', paid!.context), { type: 'SHIP' })).toMatchObject({
      to: 'shipped',
    });
  });

  it('never takes a delivered order back, and refunds only what was paid', () => {
    expect(orderFlow.events(order('delivered', { payment: 'paid', stockReserved: true }), true)).toEqual([
      'REFUND',
    ]);
    expect(orderFlow.events(order('delivered'), true)).toEqual([]);
    expect(orderFlow.apply(order('cancelled'), { type: 'REFUND' })).toBeNull();
    expect(orderFlow.apply(order('cancelled', { payment: 'paid' }), { type: 'REFUND' })).toMatchObject({
      to: 'refunded',
      effects: ['refundPayment'],
    });
    expect(orderFlow.events(order('refunded', { payment: 'paid' }), true)).toEqual([]);
  });

  it.each(HOLDABLE_STATUSES)('returns an order held from %s to where it was', (status) => {
    const reserved = status !== 'pending';
    const held = orderFlow.apply(order(status, { stockReserved: reserved }), { type: 'HOLD' });
    expect(held).toMatchObject({ to: 'on_hold', context: { heldFrom: status } });
    expect(orderFlow.events(order('on_hold', held!.context), true)).toEqual([
      'PAYMENT_RECEIVED',
      'RELEASE',
      'CANCEL',
    ]);
    expect(orderFlow.apply(order('on_hold', held!.context), { type: 'RELEASE' })).toMatchObject({
      to: status,
      context: { heldFrom: null, stockReserved: reserved },
    });
  });

  it('releases reserved stock on cancelling, and only reserved stock', () => {
    for (const status of ['confirmed', 'processing', 'on_hold'] as const) {
      const held = status === 'on_hold' ? { heldFrom: 'confirmed' as const } : {};
      expect(
        orderFlow.apply(order(status, { stockReserved: true, ...held }), { type: 'CANCEL' }),
      ).toMatchObject({
        to: 'cancelled',
        context: { stockReserved: false, heldFrom: null },
        effects: ['releaseStock'],
      });
    }
    expect(orderFlow.apply(order('pending'), { type: 'CANCEL' })).toMatchObject({ effects: [] });
    expect(orderFlow.apply(order('on_hold', { heldFrom: 'pending' }), { type: 'CANCEL' })).toMatchObject({
      effects: [],
    });
  });

  it('cancels nothing once it has shipped', () => {
    const shipped = order('shipped', { payment: 'paid', stockReserved: true });
    expect(orderFlow.events(shipped, true)).toEqual(['DELIVER']);
    expect(orderFlow.apply(shipped, { type: 'CANCEL' })).toBeNull();
  });
});
