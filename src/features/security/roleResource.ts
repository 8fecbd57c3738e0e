import { RoleListQuerySchema } from '../../../domain/security/roles';
import { defineResource } from '../../components/resource/resource';

/** The organisation's security roles: read under the security area, changed by who manages it. */
export const roleResource = defineResource({
  path: '/api/security/roles/',
  name: 'role',
  subject: 'security',
  texts: 'security.roles',
  listQuery: RoleListQuerySchema,
  filters: ['level', 'active_only'],
  defaultOrdering: 'name',
});
