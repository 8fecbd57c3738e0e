/** Spec §9 "Date range presets": 7, 30, 90 days and 1 year, by their number of days. */
export const DATE_PRESETS = ['7', '30', '90', '365'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const isDatePreset = (value: string | undefined): value is DatePreset =>
  (DATE_PRESETS as readonly string[]).includes(value ?? '');

/**
 * The audit logs' `date_from` for a preset: the day `days - 1` days before today (UTC), so "7
 * days" is today and the 6 days before it, each whole (the API counts a bare date from the start of that day).
 */
export function dateFrom(preset: DatePreset, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - (Number(preset) - 1));
  return day.toISOString().slice(0, 10);
}
