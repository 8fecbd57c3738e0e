/** The administration's screens (each needs read on AdminPanel). */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ORGANIZATIONS_PATH = '/admin/organizations';
/** One's own organisation's profile (read on Organization): a client administrator's too. */
export const ORGANIZATION_PROFILE_PATH = '/organization/profile';
