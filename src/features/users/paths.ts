/** Where the user screens live (spec §2 `user/list`, `user/view/{id}`): src/lib/recordPaths.ts. */
export { USER_LIST_PATH, USERS_SECTION_PATH, userViewPath } from '../../lib/recordPaths';
/** Spec §2 "Menu routes by right": /admin/users, the same list. */
export const ADMIN_USERS_PATH = '/admin/users';
