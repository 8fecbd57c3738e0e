import type {
  BuiltInPermission,
  PermissionUpdate,
  RolePermission,
  SecurityApplication,
  SecurityModule,
  SecurityOperation,
} from '../../../domain/security';
import { presetsOf, type Conditions, type Preset } from './conditions';

/** One application with its modules, in the catalogue's order: a block of rows of the grid. */
export type MatrixGroup = { application: SecurityApplication; modules: SecurityModule[] };

export type MatrixModel = {
  groups: MatrixGroup[];
  /** Every module, in the order of the rows (for keyboard moves between them). */
  modules: SecurityModule[];
  /** The columns. */
  operations: SecurityOperation[];
};

const byOrder = <T extends { sort_order: number; id: number }>(a: T, b: T) =>
  a.sort_order - b.sort_order || a.id - b.id;

/**
 * The grid's rows (application › module) and columns (operations) from the catalogue, each in
 * its `sort_order`. Modules of an application missing from the list are left out, and an
 * application without modules shows no block.
 */
export function buildMatrix(
  applications: readonly SecurityApplication[],
  modules: readonly SecurityModule[],
  operations: readonly SecurityOperation[],
): MatrixModel {
  const groups = [...applications]
    .sort(byOrder)
    .map((application) => ({
      application,
      modules: modules.filter((m) => m.application === application.id).sort(byOrder),
    }))
    .filter((group) => group.modules.length > 0);
  return { groups, modules: groups.flatMap((g) => g.modules), operations: [...operations].sort(byOrder) };
}

export const cellKey = (module: number, operation: number) => `${module}:${operation}`;

export type Grant = Pick<RolePermission, 'conditions' | 'fields'>;
export type Grants = ReadonlyMap<string, Grant>;

/** A role's permissions by cell. */
export function grantsOf(permissions: readonly RolePermission[]): Grants {
  return new Map(permissions.map((p) => [cellKey(p.module, p.operation), p]));
}

export type Cell = { module: number; operation: number };

/** What narrows a built-in right: conditions (placeholders) and a field list. */
export type Limit = Pick<BuiltInPermission, 'conditions' | 'fields'>;
/**
 * A cell's rights from the role table: `whole` when one of them covers every row of the
 * holder's organisation and every field, else the limited rights (own records, own team, some
 * fields, ...) it has.
 */
export type BuiltInCell = { whole: boolean; limits: Limit[]; viaManage: boolean };
export type BuiltIns = ReadonlyMap<string, BuiltInCell>;

/** A system role's built-in rights by cell. */
export function builtInsOf(entries: readonly BuiltInPermission[]): BuiltIns {
  const out = new Map<string, BuiltInCell>();
  for (const e of entries) {
    const key = cellKey(e.module, e.operation);
    const cell = out.get(key) ?? { whole: false, limits: [], viaManage: true };
    const limited = !!e.conditions || !!e.fields?.length;
    if (limited) cell.limits.push({ conditions: e.conditions, fields: e.fields });
    else cell.whole = true;
    cell.viaManage &&= e.via_manage;
    out.set(key, cell);
  }
  for (const cell of out.values()) if (cell.whole) cell.limits = [];
  return out;
}

/**
 * A cell the grid shows read-only: the role table grants it whole, and no stored permission
 * repeats it (one that does stays revocable). A limited built-in right leaves the cell editable:
 * a stored permission may widen it.
 */
export const isLocked = (builtIns: BuiltIns, grants: Grants, cell: Cell) => {
  const key = cellKey(cell.module, cell.operation);
  return !!builtIns.get(key)?.whole && !grants.has(key);
};

/** The cells of a row or column a bulk toggle acts on: the ones not read-only. */
export const editableCells = (cells: readonly Cell[], grants: Grants, builtIns: BuiltIns): Cell[] =>
  cells.filter((c) => !isLocked(builtIns, grants, c));

/** How many of these cells are granted: none, some or all (a bulk toggle's state). */
export function coverage(grants: Grants, cells: readonly Cell[]): 'none' | 'some' | 'all' {
  const granted = cells.filter((c) => grants.has(cellKey(c.module, c.operation))).length;
  return granted === 0 ? 'none' : granted === cells.length ? 'all' : 'some';
}

export const rowCells = (module: number, operations: readonly SecurityOperation[]): Cell[] =>
  operations.map((o) => ({ module, operation: o.id }));
export const columnCells = (operation: number, modules: readonly SecurityModule[]): Cell[] =>
  modules.map((m) => ({ module: m.id, operation }));

/**
 * A bulk toggle: when every cell is granted it revokes them all; otherwise it grants the ones
 * missing (without conditions). Cells already as wanted are not sent.
 */
export function bulkToggle(role: number, grants: Grants, cells: readonly Cell[]): PermissionUpdate[] {
  const revoke = coverage(grants, cells) === 'all';
  return cells
    .filter((c) => grants.has(cellKey(c.module, c.operation)) === revoke)
    .map((c) => ({ role, module: c.module, operation: c.operation, action: revoke ? 'revoke' : 'grant' }));
}

/** One cell's toggle. */
export function cellToggle(role: number, grants: Grants, cell: Cell): PermissionUpdate {
  const granted = grants.has(cellKey(cell.module, cell.operation));
  return { role, module: cell.module, operation: cell.operation, action: granted ? 'revoke' : 'grant' };
}

/** New conditions for a granted cell (null: none), as the API takes it. */
export function conditionsUpdate(role: number, cell: Cell, conditions: Conditions | null): PermissionUpdate {
  return {
    role,
    module: cell.module,
    operation: cell.operation,
    action: 'grant',
    conditions: conditions as PermissionUpdate['conditions'],
  };
}

/**
 * The role's permissions once `updates` are applied: what the grid shows at once, before the
 * server answers (and what it goes back from if the server refuses). A grant of a new cell
 * gets a provisional id (negative) until the list is fetched again.
 */
export function applyUpdates(
  permissions: readonly RolePermission[],
  updates: readonly PermissionUpdate[],
  catalogue: { modules: readonly SecurityModule[]; operations: readonly SecurityOperation[] },
): RolePermission[] {
  const out = [...permissions];
  let provisional = -1;
  for (const u of updates) {
    const index = out.findIndex((p) => p.module === u.module && p.operation === u.operation);
    if (u.action === 'revoke') {
      if (index >= 0) out.splice(index, 1);
      continue;
    }
    if (index >= 0) {
      const current = out[index]!;
      out[index] = {
        ...current,
        conditions: u.conditions === undefined ? current.conditions : (u.conditions ?? null),
        fields: u.fields === undefined ? current.fields : (u.fields ?? null),
      };
      continue;
    }
    const module = catalogue.modules.find((m) => m.id === u.module);
    const operation = catalogue.operations.find((o) => o.id === u.operation);
    out.push({
      id: provisional--,
      role: u.role,
      module: u.module,
      module_code: module?.code ?? '',
      application: module?.application ?? 0,
      operation: u.operation,
      operation_code: operation?.code ?? '',
      conditions: u.conditions ?? null,
      fields: u.fields ?? null,
      created_at: new Date().toISOString(),
    });
  }
  return out;
}

/** The dangerous operations (`is_dangerous`) a list of updates would grant: these are confirmed first. */
export function dangerousGrants(
  updates: readonly PermissionUpdate[],
  operations: readonly SecurityOperation[],
): SecurityOperation[] {
  const ids = new Set(updates.filter((u) => u.action === 'grant').map((u) => u.operation));
  return operations.filter((o) => o.is_dangerous && ids.has(o.id));
}

/**
 * Where the focus goes from (row, column) on an arrow key in a grid of `rows` × `columns`, where
 * row -1 holds the column toggles and column -1 the row toggles (the corner is empty). In a
 * right-to-left page the left and right arrows swap: they follow what the reader sees.
 */
export function moveFocus(
  at: { row: number; column: number },
  key: string,
  size: { rows: number; columns: number },
  rtl = false,
): { row: number; column: number } | null {
  let { row, column } = at;
  const horizontal = rtl ? { ArrowLeft: 1, ArrowRight: -1 } : { ArrowLeft: -1, ArrowRight: 1 };
  switch (key) {
    case 'ArrowUp':
      row -= 1;
      break;
    case 'ArrowDown':
      row += 1;
      break;
    case 'ArrowLeft':
    case 'ArrowRight':
      column += horizontal[key];
      break;
    case 'Home':
      column = row === -1 ? 0 : -1;
      break;
    case 'End':
      column = size.columns - 1;
      break;
    default:
      return null;
  }
  row = Math.min(Math.max(row, -1), size.rows - 1);
  column = Math.min(Math.max(column, -1), size.columns - 1);
  if (row === -1 && column === -1) return at;
  return { row, column };
}

/** A limited built-in right, in words the screen can translate: presets, own account, the rest, fields. */
export type LimitParts = { presets: Preset[]; ownAccount: boolean; other: Conditions; fields: string[] };

export function limitParts(limit: Limit): LimitParts {
  const { id, ...rest } = limit.conditions ?? {};
  const { presets, other } = presetsOf(rest);
  // `id` names the row itself: the holder's own account (User), their own team (Team).
  const ownAccount = id === '${user.id}';
  if (id === '${user.team}' && !presets.includes('own_team')) presets.push('own_team');
  else if (id !== undefined && !ownAccount) other.id = id;
  return { presets, ownAccount, other, fields: limit.fields ?? [] };
}
