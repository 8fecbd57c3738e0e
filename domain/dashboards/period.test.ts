import { describe, expect, it } from 'vitest';
import { changePercent, dashboardPeriod } from './period';

describe('dashboardPeriod', () => {
  it('counts from the preset’s days back to today, as the order list’s preset does', () => {
    expect(dashboardPeriod('7', '2026-03-10')).toEqual({
      date_preset: '7',
      since: '2026-03-03',
      until: '2026-03-10',
      previous_since: '2026-02-23',
    });
  });
  it('compares with a period just as long just before it, across month and year ends', () => {
    const p = dashboardPeriod('30', '2026-01-15');
    expect(p.since).toBe('2025-12-16');
    // 2025-11-15 … 2025-12-15 is 31 days, as 2025-12-16 … 2026-01-15.
    expect(p.previous_since).toBe('2025-11-15');
  });
});

describe('changePercent', () => {
  it('is the change in whole percent', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-67);
  });
  it('is none from nothing, and no change from nothing to nothing', () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBe(0);
  });
});
