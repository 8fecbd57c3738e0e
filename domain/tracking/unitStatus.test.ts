import { describe, expect, it } from 'vitest';
import { eventsFrom, nextStatus, UNIT_EVENT_TYPES, UNIT_STATUSES } from './unitStatus';

describe('a tracked unit’s status', () => {
  it('moves in stock → reserved → sold → returned → in stock', () => {
    expect(nextStatus('in_stock', 'reserved')).toBe('reserved');
    expect(nextStatus('reserved', 'sold')).toBe('sold');
    expect(nextStatus('sold', 'returned')).toBe('returned');
    expect(nextStatus('returned', 'received')).toBe('in_stock');
  });

  it('keeps its status when moved', () => {
    expect(nextStatus('in_stock', 'moved')).toBe('in_stock');
    expect(nextStatus('reserved', 'moved')).toBe('reserved');
  });

  it('refuses a second sale and anything after scrapping', () => {
    expect(nextStatus('sold', 'sold')).toBeNull();
    expect(nextStatus('sold', 'moved')).toBeNull();
    for (const event of UNIT_EVENT_TYPES) expect(nextStatus('scrapped', event)).toBeNull();
    expect(eventsFrom('scrapped')).toEqual([]);
  });

  it('offers from every other status at least one event', () => {
    for (const status of UNIT_STATUSES.filter((s) => s !== 'scrapped'))
      expect(eventsFrom(status).length).toBeGreaterThan(0);
    expect(eventsFrom('sold')).toEqual(['returned']);
  });
});
