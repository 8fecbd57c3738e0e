import type { SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { orders } from './tables';

/** The order columns the Order rules' conditions name (organisation, creator, brand). */
export const orderColumns = {
  id: orders.id,
  id_organization: orders.id_organization,
  created_by: orders.created_by,
  brand: orders.brand,
};

/**
 * The orders the caller may `action`, as SQL: the list, an order's page, a party's overview and
 * the dashboards all narrow by this one scope (a brand manager's brand, a seller's own orders).
 */
export const orderScope = (principal: Principal, action = 'read'): SQL =>
  accessibleWhere(principal.ability, action, 'Order', orderColumns);

/**
 * The first day of the order-date preset of `days` (the order list's `date_preset`): that many
 * days before today, UTC, inclusive.
 */
export const daysAgo = (days: number, now = Date.now()) =>
  new Date(now - days * 86_400_000).toISOString().slice(0, 10);
