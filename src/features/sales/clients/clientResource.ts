import { ClientListQuerySchema } from '../../../../domain/sales/client';
import { defineResource } from '../../../components/resource/resource';

/** Clients: read, created, changed and deleted under the Customer right. */
export const clientResource = defineResource({
  path: '/api/clients/',
  name: 'client',
  subject: 'Customer',
  texts: 'clients.list',
  listQuery: ClientListQuerySchema,
  filters: ['status', 'kind', 'seller', 'date_preset'],
  defaultOrdering: 'name',
});
