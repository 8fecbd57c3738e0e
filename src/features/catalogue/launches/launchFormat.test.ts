import { describe, expect, it } from 'vitest';
import { generateLaunchCode, LaunchCreateSchema, type Launch } from '../../../../domain/catalogue/launch';
import {
  dateOrNull,
  idOrNull,
  launchChanges,
  launchFormValues,
  numberOrNull,
  timingOf,
  timingText,
} from './launchFormat';

const launch: Launch = {
  id: 7,
  id_organization: 1,
  product: 3,
  product_name: 'Nova X1 Phone',
  code: 'LCH_A',
  name: 'Spring',
  description: '',
  launch_type: 'new_product',
  status: 'scheduled',
  market_scope: 'national',
  manager: 4,
  manager_name: 'Mia Manager',
  planned_launch_date: '2030-05-10',
  actual_launch_date: null,
  target_revenue: 1000,
  target_units: null,
  team: [{ user: 5, role: 'lead', name: 'Lea Lead' }],
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

describe('timingText', () => {
  it('says overdue, today, to go or launched, with the number of days', () => {
    expect(timingText({ kind: 'overdue', days: 3 })).toEqual({
      key: 'launches.timing.overdue',
      values: { count: 3 },
      palette: 'red',
    });
    expect(timingText({ kind: 'today' }).key).toBe('launches.timing.today');
    expect(timingText({ kind: 'upcoming', days: 1 }).values).toEqual({ count: 1 });
    expect(timingText({ kind: 'launched', date: '2030-01-02' }).values).toEqual({ date: '2030-01-02' });
  });
});

describe('timingOf', () => {
  it('counts calendar days from today', () => {
    expect(timingOf(launch, '2030-05-07')).toEqual({ kind: 'upcoming', days: 3 });
    expect(timingOf(launch, '2030-05-10')).toEqual({ kind: 'today' });
    expect(timingOf(launch, '2030-05-12')).toEqual({ kind: 'overdue', days: 2 });
    expect(timingOf({ ...launch, actual_launch_date: '2030-05-11' }, '2030-06-01')).toEqual({
      kind: 'launched',
      date: '2030-05-11',
    });
  });
  it('has none for a cancelled launch that never launched, or unreadable dates', () => {
    expect(timingOf({ ...launch, status: 'cancelled' }, '2030-05-12')).toBeNull();
    expect(timingOf({ ...launch, planned_launch_date: 'soon' }, '2030-05-12')).toBeNull();
  });
});

describe('form values', () => {
  it('start empty (with the product from the URL) and pass the API schema once filled', () => {
    const values = launchFormValues(undefined, 3);
    expect(values.product).toBe(3);
    const filled = {
      ...values,
      code: generateLaunchCode(new Date('2030-01-02')),
      name: 'X',
      planned_launch_date: '2030-02-01',
    };
    expect(LaunchCreateSchema.safeParse(filled).success).toBe(true);
    expect(LaunchCreateSchema.safeParse(values).success).toBe(false);
  });

  it('of a launch round-trip to no changes', () => {
    const values = launchFormValues(launch);
    const { product: _product, ...editable } = values;
    expect(launchChanges(launch, editable)).toEqual({});
  });

  it('send only what changed, the team as a whole', () => {
    const { product: _product, ...values } = launchFormValues(launch);
    expect(
      launchChanges(launch, {
        ...values,
        name: 'Summer',
        target_units: 50,
        team: [
          { user: 5, role: 'lead' },
          { user: 6, role: 'sales' },
        ],
      }),
    ).toEqual({
      name: 'Summer',
      target_units: 50,
      team: [
        { user: 5, role: 'lead' },
        { user: 6, role: 'sales' },
      ],
    });
    expect(launchChanges(launch, { ...values, team: [{ user: 5, role: 'sales' }] })).toEqual({
      team: [{ user: 5, role: 'sales' }],
    });
  });
});

describe('input conversions', () => {
  it('read empty inputs as null', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('  ')).toBeNull();
    expect(numberOrNull('12.5')).toBe(12.5);
    expect(numberOrNull('12,5')).toBe(12.5);
    expect(numberOrNull(3)).toBe(3);
    expect(Number.isNaN(numberOrNull('abc'))).toBe(true);
    expect(idOrNull('')).toBeNull();
    expect(idOrNull('4')).toBe(4);
    expect(dateOrNull('')).toBeNull();
    expect(dateOrNull('2030-01-01')).toBe('2030-01-01');
  });
});
