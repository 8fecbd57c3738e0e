import { OrganizationListQuerySchema } from '../../../domain/organizations/organization';
import { defineResource } from '../../components/resource/resource';

/** Organisations (tenants): read under Organization, created and deactivated by those who manage it. */
export const organizationResource = defineResource({
  path: '/api/organizations/',
  name: 'organization',
  subject: 'Organization',
  texts: 'organizations.list',
  listQuery: OrganizationListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'name',
  tenants: true,
});
