import { describe, expect, it } from 'vitest';
import { notificationGrid } from './clientNotifications';

describe('a client’s notification grid', () => {
  it('is its own switches over the organisation’s defaults, over the product’s own', () => {
    const grid = notificationGrid(
      [{ message: 'invoice', channel: 'sms', enabled: true }],
      [
        { message: 'shipping', channel: 'email', enabled: false },
        { message: 'invoice', channel: 'sms', enabled: false },
      ],
    );
    const on = (message: string, channel: string) =>
      grid.find((p) => p.message === message && p.channel === channel)!.enabled;
    expect(grid).toHaveLength(8);
    expect(on('invoice', 'sms')).toBe(true); // the client's own
    expect(on('shipping', 'email')).toBe(false); // the organisation's
    expect(on('order_confirmation', 'email')).toBe(true); // the product's: email on
    expect(on('order_confirmation', 'sms')).toBe(false); // SMS off
  });
});
