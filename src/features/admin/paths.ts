/** The administration's screens (each needs read on AdminPanel). */
/** The organisations' list: src/lib/recordPaths.ts, where the dashboards find it. */
export { ORGANIZATIONS_PATH } from '../../lib/recordPaths';
/** One's own organisation's profile (read on Organization): a client administrator's too. */
export const ORGANIZATION_PROFILE_PATH = '/organization/profile';
