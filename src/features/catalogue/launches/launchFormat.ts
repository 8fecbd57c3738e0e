import { launchTiming, type LaunchTiming } from '../../../../domain/catalogue/launchTiming';
import type { Launch, LaunchCreate, LaunchUpdate } from '../../../../domain/catalogue/launch';

/** The colour of a launch status (its name is always written beside it). */
export const STATUS_PALETTE: Record<Launch['status'], string> = {
  planning: 'gray',
  scheduled: 'blue',
  in_progress: 'orange',
  launched: 'green',
  postponed: 'yellow',
  cancelled: 'red',
};

/** The i18n key, its values and a colour for where a launch stands (spec §4 launch timing). */
export type TimingText = {
  key:
    | 'launches.timing.launched'
    | 'launches.timing.overdue'
    | 'launches.timing.today'
    | 'launches.timing.upcoming';
  values: { count?: number; date?: string };
  palette: string;
};

export function timingText(timing: LaunchTiming): TimingText {
  switch (timing.kind) {
    case 'launched':
      return { key: 'launches.timing.launched', values: { date: timing.date }, palette: 'green' };
    case 'overdue':
      return { key: 'launches.timing.overdue', values: { count: timing.days }, palette: 'red' };
    case 'today':
      return { key: 'launches.timing.today', values: {}, palette: 'orange' };
    case 'upcoming':
      return { key: 'launches.timing.upcoming', values: { count: timing.days }, palette: 'blue' };
  }
}

/**
 * Where a launch stands today, or null when its dates are not readable (a broken row must not
 * break the list). A cancelled launch that never launched has no timing either.
 */
export function timingOf(
  launch: Pick<Launch, 'planned_launch_date' | 'actual_launch_date' | 'status'>,
  today: string,
): LaunchTiming | null {
  if (launch.status === 'cancelled' && !launch.actual_launch_date) return null;
  try {
    return launchTiming({
      plannedLaunchDate: launch.planned_launch_date,
      actualLaunchDate: launch.actual_launch_date,
      today,
    });
  } catch {
    return null;
  }
}

/** The form's values: what the inputs hold, numbers and references already as the API takes them. */
export type LaunchFormValues = Omit<LaunchCreate, 'product'> & { product: number | null };

export const LAUNCH_FORM_FIELDS = [
  'product',
  'code',
  'name',
  'description',
  'launch_type',
  'status',
  'market_scope',
  'manager',
  'planned_launch_date',
  'actual_launch_date',
  'target_revenue',
  'target_units',
  'team',
] as const;
export type LaunchFormField = (typeof LAUNCH_FORM_FIELDS)[number];

/** A new launch's values (`product` from the URL when given), or an existing one's. */
export function launchFormValues(launch?: Launch, product: number | null = null): LaunchFormValues {
  if (!launch) {
    return {
      product,
      code: '',
      name: '',
      description: '',
      launch_type: 'new_product',
      status: 'planning',
      market_scope: 'national',
      manager: null,
      planned_launch_date: '',
      actual_launch_date: null,
      target_revenue: null,
      target_units: null,
      team: [],
    };
  }
  return {
    product: launch.product,
    code: launch.code,
    name: launch.name,
    description: launch.description,
    launch_type: launch.launch_type,
    status: launch.status,
    market_scope: launch.market_scope,
    manager: launch.manager,
    planned_launch_date: launch.planned_launch_date.slice(0, 10),
    actual_launch_date: launch.actual_launch_date?.slice(0, 10) ?? null,
    target_revenue: launch.target_revenue,
    target_units: launch.target_units,
    team: launch.team.map(({ user, role }) => ({ user, role })),
  };
}

/** Same people in the same roles, in the same order (names and other details aside). */
const sameTeam = (a: LaunchUpdate['team'], b: LaunchUpdate['team']) => {
  const key = (team: LaunchUpdate['team']) =>
    JSON.stringify((team ?? []).map(({ user, role }) => [user, role]));
  return key(a) === key(b);
};

/** What an edit changes: only the fields whose value differs from the launch's (PATCH body). */
export function launchChanges(launch: Launch, values: LaunchUpdate): LaunchUpdate {
  const before = launchFormValues(launch) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || field === 'product') continue;
    const changed =
      field === 'team' ? !sameTeam(value as LaunchUpdate['team'], launch.team) : before[field] !== value;
    if (changed) changes[field] = value;
  }
  return changes as LaunchUpdate;
}

/** An input's text as a number for the API: '' is null (not given). */
export function numberOrNull(text: unknown): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isNaN(text) ? null : text;
  const trimmed = String(text).trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** A select's value as an id: '' is null. */
export const idOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A date input's value: '' is null. */
export const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
