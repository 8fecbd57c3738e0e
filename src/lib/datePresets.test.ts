import { describe, expect, it } from 'vitest';
import { dateFrom, isDatePreset } from './datePresets';

describe('date presets', () => {
  const now = new Date('2025-03-10T22:30:00Z');
  it('counts whole days back, today included', () => {
    expect(dateFrom('7', now)).toBe('2025-03-04');
    expect(dateFrom('30', now)).toBe('2025-02-09');
    expect(dateFrom('90', now)).toBe('2024-12-11');
    expect(dateFrom('365', now)).toBe('2024-03-11');
  });
  it('accepts only the presets', () => {
    expect(isDatePreset('30')).toBe(true);
    expect(isDatePreset('31')).toBe(false);
    expect(isDatePreset(undefined)).toBe(false);
  });
});
