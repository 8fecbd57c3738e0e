import { products } from './tables';

/** Product fields the role rules' conditions name (spec §6: organisation, brand, creator). */
export const productColumns = {
  id: products.id,
  id_organization: products.id_organization,
  brand: products.brand,
  created_by: products.created_by,
};
