import { describe, expect, it } from 'vitest';
import { ORDER_FLOW_EVENTS, orderStatusMachine } from '../orderStatus';
import { REVIEW_FLOW_EVENTS, reviewStatusMachine } from '../reviewStatus';
import { machineTransitions } from '../testing';
import { allowedTransitions, transitionKey } from './allowedTransitions';

const orderChanges = allowedTransitions(orderStatusMachine, {
  events: ORDER_FLOW_EVENTS,
  creationEvent: 'CREATE',
});

describe('allowedTransitions', () => {
  it('allows the changes the order machine makes, guards judged on reachable contexts', () => {
    expect(orderChanges.has(transitionKey(null, 'CREATE', 'pending'))).toBe(true);
    expect(orderChanges.has(transitionKey('pending', 'PAYMENT_RECEIVED', 'pending'))).toBe(true);
    expect(orderChanges.has(transitionKey('delivered', 'REFUND', 'refunded'))).toBe(true);
    expect(orderChanges.has(transitionKey('on_hold', 'RELEASE', 'processing'))).toBe(true);
    expect(orderChanges.has(transitionKey('cancelled', 'REFUND', 'refunded'))).toBe(true);
  });

  it('refuses what the machine never does, whatever the event', () => {
    expect([...orderChanges].filter((key) => key.startsWith('delivered') && key.endsWith('pending'))).toEqual(
      [],
    );
    expect(orderChanges.has(transitionKey('pending', 'SHIP', 'shipped'))).toBe(false);
    expect(orderChanges.has(transitionKey(null, 'CREATE', 'confirmed'))).toBe(false);
    expect(orderChanges.has(transitionKey('refunded', 'REFUND', 'refunded'))).toBe(false);
  });

  it('names one change per transition target of the machine, no more', () => {
    const targets = new Set(
      machineTransitions(orderStatusMachine).map((t) => {
        const from = t.source.replace(/^orderStatus\./, '');
        return transitionKey(from, t.event, t.targets[0]?.replace(/^orderStatus\./, '') ?? from);
      }),
    );
    expect(new Set([...orderChanges].filter((key) => !key.startsWith('∅')))).toEqual(targets);
  });

  it('reads the review machine alike, each party’s events included', () => {
    const reviewChanges = allowedTransitions(reviewStatusMachine, {
      events: REVIEW_FLOW_EVENTS,
      creationEvent: 'CREATE',
    });
    expect(reviewChanges.has(transitionKey('completed', 'REOPEN', 'in_review'))).toBe(true);
    expect(reviewChanges.has(transitionKey('completed', 'SEND_BACK', 'draft'))).toBe(false);
    expect(reviewChanges.size).toBe(machineTransitions(reviewStatusMachine).length + 1);
  });
});
