import { OrderListQuerySchema } from '../../../../domain/sales/order';
import { defineResource } from '../../../components/resource/resource';

/**
 * Orders: read, created and changed under the Order right (the server narrows the rows to the
 * caller's: a seller's own, a brand manager's brand). Status changes go through the order's
 * events, never through an update.
 */
export const orderResource = defineResource({
  path: '/api/orders/',
  name: 'order',
  subject: 'Order',
  texts: 'orders.list',
  listQuery: OrderListQuerySchema,
  filters: ['status', 'payment', 'date_preset', 'client', 'seller', 'brand', 'mine'],
  defaultOrdering: '-order_date',
});
