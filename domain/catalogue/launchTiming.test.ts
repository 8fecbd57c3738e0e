import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayNumber, daysBetween, launchTiming, localDate } from './launchTiming';

const timing = (plannedLaunchDate: string, today: string, actualLaunchDate?: string | null) =>
  launchTiming({ plannedLaunchDate, today, actualLaunchDate });

describe('launchTiming', () => {
  it('is launching today on the planned date', () => {
    expect(timing('2025-06-15', '2025-06-15')).toEqual({ kind: 'today' });
  });

  it('counts the days to go', () => {
    expect(timing('2025-06-16', '2025-06-15')).toEqual({ kind: 'upcoming', days: 1 });
    expect(timing('2025-06-25', '2025-06-15')).toEqual({ kind: 'upcoming', days: 10 });
  });

  it('counts the days overdue', () => {
    expect(timing('2025-06-14', '2025-06-15')).toEqual({ kind: 'overdue', days: 1 });
    expect(timing('2025-05-15', '2025-06-15')).toEqual({ kind: 'overdue', days: 31 });
  });

  it('has launched once an actual launch date is set, whatever the plan', () => {
    expect(timing('2025-06-01', '2025-06-15', '2025-06-03')).toEqual({
      kind: 'launched',
      date: '2025-06-03',
    });
    expect(timing('2025-07-01', '2025-06-15', '2025-06-10')).toEqual({
      kind: 'launched',
      date: '2025-06-10',
    });
    expect(timing('2025-06-15', '2025-06-15', null)).toEqual({ kind: 'today' });
    expect(timing('2025-06-15', '2025-06-15', '')).toEqual({ kind: 'today' });
  });

  it('crosses month ends', () => {
    expect(timing('2025-02-01', '2025-01-31')).toEqual({ kind: 'upcoming', days: 1 });
    expect(timing('2025-03-01', '2025-02-28')).toEqual({ kind: 'upcoming', days: 1 });
    expect(timing('2024-03-01', '2024-02-28')).toEqual({ kind: 'upcoming', days: 2 }); // leap year
    expect(timing('2025-04-30', '2025-05-01')).toEqual({ kind: 'overdue', days: 1 });
  });

  it('crosses year ends', () => {
    expect(timing('2026-01-01', '2025-12-31')).toEqual({ kind: 'upcoming', days: 1 });
    expect(timing('2025-12-31', '2026-01-01')).toEqual({ kind: 'overdue', days: 1 });
    expect(timing('2026-06-15', '2025-06-15')).toEqual({ kind: 'upcoming', days: 365 });
    expect(timing('2025-06-15', '2024-06-15')).toEqual({ kind: 'upcoming', days: 365 });
    expect(timing('2024-06-15', '2023-06-15')).toEqual({ kind: 'upcoming', days: 366 });
  });

  it('counts whole days across daylight saving changes', () => {
    // Europe: 2025-03-30 and 2025-10-26; United States: 2025-03-09 and 2025-11-02.
    expect(timing('2025-03-31', '2025-03-29')).toEqual({ kind: 'upcoming', days: 2 });
    expect(timing('2025-10-27', '2025-10-25')).toEqual({ kind: 'upcoming', days: 2 });
    expect(timing('2025-03-08', '2025-03-10')).toEqual({ kind: 'overdue', days: 2 });
    expect(timing('2025-11-03', '2025-11-01')).toEqual({ kind: 'upcoming', days: 2 });
  });

  it('reads the date part of an ISO date-time', () => {
    expect(timing('2025-06-16T23:30:00Z', '2025-06-15')).toEqual({ kind: 'upcoming', days: 1 });
    expect(timing('2025-06-01', '2025-06-15', '2025-06-03T08:00:00.000Z')).toEqual({
      kind: 'launched',
      date: '2025-06-03',
    });
  });

  it('refuses what is not a calendar date', () => {
    expect(() => timing('15/06/2025', '2025-06-15')).toThrow(RangeError);
    expect(() => timing('2025-06-15', '')).toThrow(RangeError);
    expect(() => timing('2025-02-29', '2025-02-28')).toThrow(/No such date/);
    expect(() => timing('2025-13-01', '2025-02-28')).toThrow(/No such date/);
    expect(() => timing('2025-06-15', '2025-06-15', '2025-06-31')).toThrow(/No such date/);
  });
});

describe('calendar arithmetic', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('numbers days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(daysBetween('2000-01-01', '2000-12-31')).toBe(365);
    expect(daysBetween('2000-12-31', '2000-01-01')).toBe(-365);
  });

  it("gives the user's calendar date, not UTC's", () => {
    expect(localDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDate(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
    vi.useFakeTimers({ now: new Date(2025, 6, 4, 12, 0) });
    expect(localDate()).toBe('2025-07-04');
  });
});
