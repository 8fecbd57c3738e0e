import { BatchListQuerySchema } from '../../../domain/tracking/batch';
import { defineResource } from '../../components/resource/resource';

/** Batches: read and written under the Batch right. */
export const batchResource = defineResource({
  path: '/api/batches/',
  name: 'batch',
  subject: 'Batch',
  texts: 'tracking.batches',
  listQuery: BatchListQuerySchema,
  filters: ['status', 'product'],
  defaultOrdering: '-created_at',
});
