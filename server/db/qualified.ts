import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * A column as "table"."column". Drizzle leaves columns unqualified in a query on one table,
 * which inside a correlated subquery would silently bind to the subquery's own table.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
