// Launch timing (spec §4): 'N days overdue', 'launching today' or 'N days to go', from the planned
// launch date and today's date; a launch with an actual launch date has launched. Dates are
// calendar dates (YYYY-MM-DD): days are counted on the calendar, so no time zone or daylight
// saving change can make a day 23 or 25 hours long.

export type LaunchTiming =
  | { kind: 'launched'; date: string }
  | { kind: 'overdue'; days: number }
  | { kind: 'today' }
  | { kind: 'upcoming'; days: number };

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 of a calendar date `YYYY-MM-DD` (a longer ISO string is cut to its date).
 * Throws a RangeError for anything else, or a date that does not exist (2025-02-29).
 */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`No such date: ${JSON.stringify(date)}`);
  }
  return ms / MS_PER_DAY;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** Today's calendar date where the user is, as YYYY-MM-DD (the `today` to pass below). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface LaunchDates {
  plannedLaunchDate: string;
  /** Set once the product has launched. */
  actualLaunchDate?: string | null | undefined;
  /** YYYY-MM-DD; see `localDate`. */
  today: string;
}

/** Where a launch stands against its planned date. */
export function launchTiming({ plannedLaunchDate, actualLaunchDate, today }: LaunchDates): LaunchTiming {
  if (actualLaunchDate) {
    dayNumber(actualLaunchDate);
    return { kind: 'launched', date: actualLaunchDate.slice(0, 10) };
  }
  const days = daysBetween(today, plannedLaunchDate);
  if (days < 0) return { kind: 'overdue', days: -days };
  if (days === 0) return { kind: 'today' };
  return { kind: 'upcoming', days };
}
