import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../access/principals';
import { accessibleWhere } from '../../access/sqlScope';
import { orders, sellers } from './tables';

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
 * The caller's own orders (the list's `mine`, the user's dashboard): those they created, and
 * those sold by the seller profile they are, whoever created them. Within `orderScope` still.
 */
export const ownOrders = (principal: Principal): SQL =>
  or(
    eq(orders.created_by, principal.user.id),
    inArray(
      orders.seller_id,
      sql`(select ${sellers.id} from ${sellers} where ${eq(sellers.user_id, principal.user.id)})`,
    ),
  )!;
