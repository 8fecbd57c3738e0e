import { DATE_RANGE_PRESETS, type DateRangePreset } from '../../domain/common/pagination';

/** Whether a filter's value (from the address, which anyone may edit) is one of the presets. */
export const isDatePreset = (value: string | null | undefined): value is DateRangePreset =>
  (DATE_RANGE_PRESETS as readonly string[]).includes(value ?? '');

/**
 * The audit logs' `date_from` for a preset: the day `days - 1` days before today (UTC), so "7
 * days" is today and the 6 days before it, each whole (the API counts a bare date from the start of that day).
 */
export function dateFrom(preset: DateRangePreset, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - (Number(preset) - 1));
  return day.toISOString().slice(0, 10);
}
