import { EnvironmentListQuerySchema } from '../../../../domain/sales/environment';
import { defineResource } from '../../../components/resource/resource';

/** Client environments: read and written under the Environment right. */
export const environmentResource = defineResource({
  path: '/api/environments/',
  name: 'environment',
  subject: 'Environment',
  texts: 'environments.list',
  listQuery: EnvironmentListQuerySchema,
  filters: ['client', 'kind', 'status'],
  defaultOrdering: 'name',
});
