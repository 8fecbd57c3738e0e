import { filteredPath, REVIEWS_PATH } from '../../lib/recordPaths';

/** The reviews' list and page: src/lib/recordPaths.ts, where the dashboards find them. */
export { REVIEWS_PATH, reviewPath } from '../../lib/recordPaths';

/** The HR area's screens. */
export const HR_PATH = '/apps/hr';
export const INDIVIDUALS_PATH = `${HR_PATH}/individual/list`;
export const INDIVIDUAL_ADD_PATH = `${HR_PATH}/individual/add`;
export const HR_DASHBOARD_PATH = `${HR_PATH}/dashboard`;
/** The individuals' screens (list, add): the section the navigation marks. */
export const INDIVIDUALS_SECTION = `${HR_PATH}/individual`;

/** The reviews list with filters set (the list's own query names: status, rating, due, date_preset, employee). */
export const reviewListPath = (filters: Record<string, string | number | null | undefined>) =>
  filteredPath(REVIEWS_PATH, filters);
