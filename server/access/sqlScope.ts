import { rulesToAST } from '@casl/ability/extra';
import { and, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../domain/access';

type Node = { operator: string; value: unknown; field?: string };

const FALSE = sql`false`;
const TRUE = sql`true`;

/**
 * The rows `ability` may `action` on `subject`, as a SQL condition: CASL's rules (conditions on
 * the user's id, organisation, team, brand) become the WHERE clause, so lists, counts and
 * lookups can only ever see permitted rows. A field the table does not map denies (fail closed).
 */
export function accessibleWhere(
  ability: AppAbility,
  action: string,
  subject: string,
  columns: Record<string, PgColumn>,
): SQL {
  const ast = rulesToAST(ability, action, subject) as Node | null;
  return ast ? toSql(ast, columns) : FALSE;
}

function toSql(node: Node, columns: Record<string, PgColumn>): SQL {
  if (node.field === undefined) {
    const children = (node.value as Node[]).map((child) => toSql(child, columns));
    if (node.operator === 'and') return children.length ? and(...children)! : TRUE;
    if (node.operator === 'or') return children.length ? or(...children)! : FALSE;
    if (node.operator === 'not') {
      // `IS NOT TRUE`, not NOT: a comparison with NULL is unknown in SQL but false in CASL, so a
      // row without a team must pass a "not team 2" denial, as it does in the JS check.
      const inner = children.length === 1 ? children[0]! : and(...children)!;
      return sql`(${inner}) is not true`;
    }
    return FALSE;
  }
  const column = columns[node.field];
  if (!column) return FALSE;
  const value = node.value;
  switch (node.operator) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, value);
    // NULL-safe, as in CASL's JS check: a row with no value is "not equal" and "not in".
    case 'ne':
      return sql`${column} is distinct from ${value}`;
    case 'in':
      return Array.isArray(value) && value.length ? inArray(column, value) : FALSE;
    case 'nin':
      return Array.isArray(value) && value.length ? or(isNull(column), notInArray(column, value))! : TRUE;
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    default:
      return FALSE;
  }
}
