// The order screens name statuses, payment states, events, guards and card brands through keys
// built from the domain's and the machine's own lists: each must have its text.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_DATE_PRESETS, ORDER_EVENTS, orderMessages } from '../../../../domain/sales/order';
import { ORDER_STATUSES, PAYMENT_STATES } from '../../../../domain/sales/orderStatus';
import { CONFIRMED_EVENTS, ORDER_GUARD_NAMES } from './orderActions';

const english = JSON.parse(
  readFileSync(new URL('../../../../locales/en/orders.json', import.meta.url), 'utf8'),
);

describe('order texts', () => {
  it.each([
    ['statuses', ORDER_STATUSES],
    ['payments', PAYMENT_STATES],
    ['events', ORDER_EVENTS],
    ['guards', ORDER_GUARD_NAMES],
    ['periods', ORDER_DATE_PRESETS],
    ['confirm', [...CONFIRMED_EVENTS]],
    ['messages', Object.keys(orderMessages)],
  ] as const)('has a text for each of %s', (group, names) => {
    const missing = names.filter((name) => typeof english[group]?.[name] !== 'string');
    expect(missing).toEqual([]);
  });
});
