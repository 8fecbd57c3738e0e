import { describe, expect, it } from 'vitest';
import type {
  BuiltInPermission,
  RolePermission,
  SecurityApplication,
  SecurityModule,
  SecurityOperation,
} from '../../../domain/security';
import {
  applyUpdates,
  buildMatrix,
  builtInsOf,
  bulkToggle,
  editableCells,
  isLocked,
  limitParts,
  cellToggle,
  columnCells,
  conditionsUpdate,
  coverage,
  dangerousGrants,
  grantsOf,
  moveFocus,
  rowCells,
} from './matrixModel';

const app = (id: number, sort_order: number): SecurityApplication => ({
  id,
  name: `App ${id}`,
  code: `app${id}`,
  description: '',
  icon: '',
  sort_order,
  is_active: true,
  modules_count: 0,
  created_at: '',
  updated_at: '',
});
const mod = (id: number, application: number, sort_order: number): SecurityModule => ({
  id,
  application,
  name: `Module ${id}`,
  code: `M${id}`,
  table_name: '',
  description: '',
  icon: '',
  sort_order,
  is_active: true,
  permissions_count: 0,
});
const op = (id: number, code: string, sort_order: number, is_dangerous = false): SecurityOperation => ({
  id,
  name: code,
  code,
  operation_type: 'basic',
  description: '',
  icon: '',
  sort_order,
  is_dangerous,
});
const perm = (
  module: number,
  operation: number,
  conditions: RolePermission['conditions'] = null,
): RolePermission => ({
  id: module * 100 + operation,
  role: 7,
  module,
  module_code: `M${module}`,
  application: 1,
  operation,
  operation_code: 'x',
  conditions,
  fields: null,
  created_at: '',
});

const applications = [app(2, 1), app(1, 0), app(3, 2)];
const modules = [mod(11, 1, 1), mod(10, 1, 0), mod(20, 2, 0)];
const operations = [op(2, 'read', 2), op(1, 'create', 1), op(3, 'delete', 3, true)];

describe('buildMatrix', () => {
  it('orders applications, modules and operations and drops empty applications', () => {
    const model = buildMatrix(applications, modules, operations);
    expect(model.groups.map((g) => [g.application.id, g.modules.map((m) => m.id)])).toEqual([
      [1, [10, 11]],
      [2, [20]],
    ]);
    expect(model.modules.map((m) => m.id)).toEqual([10, 11, 20]);
    expect(model.operations.map((o) => o.code)).toEqual(['create', 'read', 'delete']);
  });
});

describe('toggles', () => {
  const grants = grantsOf([perm(10, 1), perm(10, 2)]);

  it('toggles one cell', () => {
    expect(cellToggle(7, grants, { module: 10, operation: 1 })).toEqual({
      role: 7,
      module: 10,
      operation: 1,
      action: 'revoke',
    });
    expect(cellToggle(7, grants, { module: 11, operation: 1 }).action).toBe('grant');
  });

  it('grants what a partly granted row misses, and revokes a full one', () => {
    const row = rowCells(10, operations);
    expect(coverage(grants, row)).toBe('some');
    expect(bulkToggle(7, grants, row)).toEqual([{ role: 7, module: 10, operation: 3, action: 'grant' }]);
    const full = grantsOf([perm(10, 1), perm(10, 2), perm(10, 3)]);
    expect(coverage(full, row)).toBe('all');
    expect(bulkToggle(7, full, row).map((u) => u.action)).toEqual(['revoke', 'revoke', 'revoke']);
  });

  it('toggles a column over every module', () => {
    const column = columnCells(1, buildMatrix(applications, modules, operations).modules);
    expect(coverage(grants, column)).toBe('some');
    expect(bulkToggle(7, grants, column).map((u) => u.module)).toEqual([11, 20]);
    expect(coverage(grantsOf([]), column)).toBe('none');
  });

  it('finds the dangerous operations a change would grant', () => {
    const updates = bulkToggle(7, grants, rowCells(10, operations));
    expect(dangerousGrants(updates, operations).map((o) => o.code)).toEqual(['delete']);
    expect(dangerousGrants([{ role: 7, module: 10, operation: 3, action: 'revoke' }], operations)).toEqual(
      [],
    );
  });
});

describe('applyUpdates (optimistic view)', () => {
  const catalogue = { modules, operations };

  it('grants, revokes and changes conditions', () => {
    const before = [perm(10, 1), perm(10, 2, { team: '${user.team}' })];
    const after = applyUpdates(
      before,
      [
        { role: 7, module: 10, operation: 1, action: 'revoke' },
        { role: 7, module: 11, operation: 3, action: 'grant' },
        conditionsUpdate(7, { module: 10, operation: 2 }, null),
      ],
      catalogue,
    );
    expect(after.map((p) => [p.module, p.operation, p.conditions])).toEqual([
      [10, 2, null],
      [11, 3, null],
    ]);
    expect(after[1]!.id).toBeLessThan(0);
    expect(after[1]!.module_code).toBe('M11');
    expect(before).toHaveLength(2);
  });

  it('keeps conditions when a grant does not name them', () => {
    const after = applyUpdates(
      [perm(10, 2, { team: '${user.team}' })],
      [{ role: 7, module: 10, operation: 2, action: 'grant' }],
      catalogue,
    );
    expect(after[0]!.conditions).toEqual({ team: '${user.team}' });
  });
});

describe('moveFocus (roving focus in the grid)', () => {
  const size = { rows: 3, columns: 4 };
  it('moves with the arrows and stops at the edges', () => {
    expect(moveFocus({ row: 0, column: 0 }, 'ArrowRight', size)).toEqual({ row: 0, column: 1 });
    expect(moveFocus({ row: 0, column: 0 }, 'ArrowDown', size)).toEqual({ row: 1, column: 0 });
    expect(moveFocus({ row: 2, column: 3 }, 'ArrowDown', size)).toEqual({ row: 2, column: 3 });
    expect(moveFocus({ row: 0, column: 3 }, 'ArrowRight', size)).toEqual({ row: 0, column: 3 });
    expect(moveFocus({ row: 0, column: 0 }, 'ArrowUp', size)).toEqual({ row: -1, column: 0 });
    expect(moveFocus({ row: 0, column: 0 }, 'ArrowLeft', size)).toEqual({ row: 0, column: -1 });
  });

  it('never lands on the empty corner', () => {
    expect(moveFocus({ row: -1, column: 0 }, 'ArrowLeft', size)).toEqual({ row: -1, column: 0 });
    expect(moveFocus({ row: 0, column: -1 }, 'ArrowUp', size)).toEqual({ row: 0, column: -1 });
  });

  it('swaps left and right in right-to-left pages', () => {
    expect(moveFocus({ row: 0, column: 1 }, 'ArrowLeft', size, true)).toEqual({ row: 0, column: 2 });
    expect(moveFocus({ row: 0, column: 1 }, 'ArrowRight', size, true)).toEqual({ row: 0, column: 0 });
  });

  it('goes to the row start and end, and ignores other keys', () => {
    expect(moveFocus({ row: 1, column: 2 }, 'Home', size)).toEqual({ row: 1, column: -1 });
    expect(moveFocus({ row: 1, column: 2 }, 'End', size)).toEqual({ row: 1, column: 3 });
    expect(moveFocus({ row: 1, column: 2 }, 'a', size)).toBeNull();
  });
});

describe('built-in rights (a system role’s role table)', () => {
  const entry = (module: number, operation: number, extra: Partial<BuiltInPermission> = {}) => ({
    module,
    module_code: `M${module}`,
    application: 1,
    operation,
    operation_code: `op${operation}`,
    conditions: null,
    fields: null,
    via_manage: false,
    ...extra,
  });

  it('a whole right locks its cell unless a stored permission repeats it', () => {
    const builtIns = builtInsOf([entry(1, 10), entry(1, 11, { conditions: { created_by: '${user.id}' } })]);
    expect(isLocked(builtIns, grantsOf([]), { module: 1, operation: 10 })).toBe(true);
    expect(isLocked(builtIns, grantsOf([perm(1, 10)]), { module: 1, operation: 10 })).toBe(false);
    // Limited: a stored permission may widen it.
    expect(isLocked(builtIns, grantsOf([]), { module: 1, operation: 11 })).toBe(false);
    expect(isLocked(builtIns, grantsOf([]), { module: 2, operation: 10 })).toBe(false);
  });

  it('a whole right wins over limited ones of the same cell; manage is noted', () => {
    const builtIns = builtInsOf([
      entry(1, 10, { fields: ['status'] }),
      entry(1, 10, { via_manage: true }),
      entry(2, 10, { via_manage: true }),
    ]);
    expect(builtIns.get('1:10')).toEqual({ whole: true, limits: [], viaManage: false });
    expect(builtIns.get('2:10')).toEqual({ whole: true, limits: [], viaManage: true });
  });

  it('bulk toggles leave read-only cells alone', () => {
    const builtIns = builtInsOf([entry(1, 10)]);
    const row = rowCells(1, [op(10, 'read', 1), op(11, 'update', 2)]);
    const cells = editableCells(row, grantsOf([]), builtIns);
    expect(cells).toEqual([{ module: 1, operation: 11 }]);
    expect(bulkToggle(7, grantsOf([]), cells)).toEqual([
      { role: 7, module: 1, operation: 11, action: 'grant' },
    ]);
  });

  it('describes a limit: presets, own account, own team, fields, anything else as it is', () => {
    expect(limitParts({ conditions: { created_by: '${user.id}' }, fields: null })).toEqual({
      presets: ['own_records'],
      ownAccount: false,
      other: {},
      fields: [],
    });
    expect(limitParts({ conditions: { id: '${user.id}' }, fields: ['first_name'] })).toEqual({
      presets: [],
      ownAccount: true,
      other: {},
      fields: ['first_name'],
    });
    expect(limitParts({ conditions: { id: '${user.team}' }, fields: null }).presets).toEqual(['own_team']);
    expect(limitParts({ conditions: { status: 'open' }, fields: null }).other).toEqual({ status: 'open' });
  });
});
