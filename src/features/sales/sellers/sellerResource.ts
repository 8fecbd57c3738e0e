import { SellerListQuerySchema } from '../../../../domain/sales/seller';
import { defineResource } from '../../../components/resource/resource';

/**
 * Sellers, under the Sale right. A seller's own row is the one of its user account, so the
 * rights of sales reps on their own sales reach their own profile (as the server judges it).
 */
export const sellerResource = defineResource({
  path: '/api/sellers/',
  name: 'seller',
  subject: 'Sale',
  texts: 'sellers.list',
  listQuery: SellerListQuerySchema,
  filters: ['level'],
  defaultOrdering: 'name',
  asSubject: (row) => ({ ...row, created_by: (row as { user_id?: number | null }).user_id ?? null }),
});
