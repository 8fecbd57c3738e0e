import { ListQuerySchema } from '../../../domain/common/pagination';
import { UserListQueryFields } from '../../../domain/users/schemas';
import { defineResource } from '../../components/resource/resource';

/** The user directory: the people the caller may read, governed by the User right. */
export const userResource = defineResource({
  path: '/api/users/',
  name: 'user',
  subject: 'User',
  texts: 'users.list',
  listQuery: ListQuerySchema.extend(UserListQueryFields),
  filters: ['role', 'is_active', 'team'],
  defaultOrdering: 'email',
});
