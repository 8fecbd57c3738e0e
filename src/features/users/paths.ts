/** Where the user screens live (spec §2 `user/list`, `user/view/{id}`). */
export const USERS_SECTION_PATH = '/apps/user';
export const USER_LIST_PATH = `${USERS_SECTION_PATH}/list`;
export const userViewPath = (id: number) => `${USERS_SECTION_PATH}/view/${id}`;
/** Spec §2 "Menu routes by right": /admin/users, the same list. */
export const ADMIN_USERS_PATH = '/admin/users';
