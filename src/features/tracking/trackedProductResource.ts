import { TrackedProductListQuerySchema } from '../../../domain/tracking/trackedProduct';
import { defineResource } from '../../components/resource/resource';

/** Tracked products (units): read and written under the TrackedProduct right. */
export const trackedProductResource = defineResource({
  path: '/api/tracked-products/',
  name: 'trackedProduct',
  subject: 'TrackedProduct',
  texts: 'tracking.units',
  listQuery: TrackedProductListQuerySchema,
  filters: ['status', 'product', 'batch'],
  defaultOrdering: '-created_at',
});
