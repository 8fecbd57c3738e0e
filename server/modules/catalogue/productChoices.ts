import { eq } from 'drizzle-orm';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import { products } from './tables';

/**
 * The organisation's products as a picker's list searches them (server/http/choiceList.ts): by
 * name or SKU, in name order. The list adds what its form shows of each (`map`).
 */
export const productChoiceList = (principal: Principal) => ({
  table: products,
  id: products.id,
  where: [eq(products.id_organization, workingOrganizationOf(principal))],
  orderable: { name: products.name, sku: products.sku },
  defaultOrdering: 'name',
  searchable: [products.name, products.sku],
  tieBreaker: products.id,
});
