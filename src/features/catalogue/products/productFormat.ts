// Pure helpers of the product screens: no React, no I/O (unit-tested in productFormat.test.ts).
import { launchTiming, type LaunchTiming } from '../../../../domain/catalogue/launchTiming';
import type { SaleBlocker } from '../../../../domain/catalogue/product';

/** A number typed in a field: '' is null (not given); anything not a number is NaN (the form says so). */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The field's text of a number (null: empty). */
export const numberInputText = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

/** A choice's value (an id) as a select shows it, and back. */
export const idText = (id: number | null | undefined) => (id === null || id === undefined ? '' : String(id));
export const idOf = (text: string): number | null => (text === '' ? null : Number(text));

/** Stock value at a unit amount (cost basis, or retail price): amount × units in stock, rounded to cents. */
export const stockValue = (unitAmount: number, stock: number) =>
  Math.round(unitAmount * Math.max(stock, 0) * 100) / 100;

/** The i18n key (under `products.`) and values of a launch's timing (spec §4). */
export function launchTimingText(
  launch: { planned_launch_date: string; actual_launch_date: string | null },
  today: string,
): { key: string; values: Record<string, string | number>; timing: LaunchTiming } {
  const timing = launchTiming({
    plannedLaunchDate: launch.planned_launch_date,
    actualLaunchDate: launch.actual_launch_date,
    today,
  });
  switch (timing.kind) {
    case 'launched':
      return { key: 'products.timing.launched', values: { date: timing.date }, timing };
    case 'today':
      return { key: 'products.timing.today', values: {}, timing };
    case 'overdue':
      return {
        key: timing.days === 1 ? 'products.timing.overdueOne' : 'products.timing.overdue',
        values: { days: timing.days },
        timing,
      };
    case 'upcoming':
      return {
        key: timing.days === 1 ? 'products.timing.upcomingOne' : 'products.timing.upcoming',
        values: { days: timing.days },
        timing,
      };
  }
}

/**
 * The sale badge: its i18n key and colour, from the API's `sale_blocker`. A badge is a label
 * ("Out of stock"), not the API's message ("Out of Stock."), which the inventory's notice says.
 */
export function saleBadge(blocker: SaleBlocker | null): { key: string; palette: 'green' | 'orange' | 'red' } {
  if (blocker === 'not_for_sale') return { key: 'products.sale.notForSale', palette: 'red' };
  if (blocker === 'out_of_stock') return { key: 'products.sale.outOfStock', palette: 'orange' };
  return { key: 'products.sale.available', palette: 'green' };
}

/** The ids in their order after moving the one at `from` to `to` (a drag and drop, or a move button). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** A person's name for a choice list: first and last name, or the email. */
export const personName = (user: { first_name: string; last_name: string; email: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** Counts of a product's launches by how they stand (for the analytics tab). */
export function launchCounts(
  launches: readonly { planned_launch_date: string; actual_launch_date: string | null; status: string }[],
  today: string,
) {
  const counts = { total: launches.length, launched: 0, overdue: 0, today: 0, upcoming: 0 };
  for (const launch of launches) {
    const timing = launchTiming({
      plannedLaunchDate: launch.planned_launch_date,
      actualLaunchDate: launch.actual_launch_date,
      today,
    });
    counts[timing.kind === 'launched' ? 'launched' : timing.kind] += 1;
  }
  return counts;
}

/**
 * Whether a file is worth sending: an image type the API takes and not above the size limit;
 * otherwise the name of its catalogue message (`catalogue.messages.<name>`).
 */
export function imageFileProblem(
  file: { type: string; size: number },
  accepted: readonly string[],
  maxBytes: number,
): 'fileType' | 'fileSize' | 'fileEmpty' | null {
  if (file.size === 0) return 'fileEmpty';
  if (file.size > maxBytes) return 'fileSize';
  // The browser's type is a hint from the name; the server checks the content in any case.
  if (file.type && !accepted.includes(file.type)) return 'fileType';
  return null;
}
