// The pages of records that screens of other areas link to (a review names its employee, the HR
// dashboard a team's people). Their features re-export them, so a path is written once.
import type { RecordedFlow } from '../../domain/workflows/flowStats';

/** Where the user screens live (spec §2 `user/list`, `user/view/{id}`). */
export const USERS_SECTION_PATH = '/apps/user';
export const userViewPath = (id: number) => `${USERS_SECTION_PATH}/view/${id}`;
export const USER_LIST_PATH = `${USERS_SECTION_PATH}/list`;

/** The administration's list of organisations (read on AdminPanel and on Organization). */
export const ORGANIZATIONS_PATH = '/admin/organizations';
/** The security area's dashboard (incidents, recent logs). */
export const SECURITY_DASHBOARD_PATH = '/security/dashboard';
/** Every security event, filtered (the administration's dashboard links its sign-in and incident cards here). */
export const SECURITY_EVENTS_PATH = '/security/events';

/** Where the organisation screens live (platform spec §2: `/apps/organization/{kind}/add|list|view/{id}`). */
export const ORGANIZATION_PATH = '/apps/organization';
/** A unit's page, at one of its tabs. */
export const unitViewPath = (kind: string, id: number, tab?: string) =>
  `${ORGANIZATION_PATH}/${kind}/view/${id}${tab ? `/${tab}` : ''}`;

/** Where an order's page is (platform spec §2 `sale/order/details/{id}`). */
export const ORDER_SECTION = '/apps/sale/order';
export const orderDetailsPath = (id: number | string) => `${ORDER_SECTION}/details/${id}`;
export const ORDER_LIST_PATH = `${ORDER_SECTION}/list`;

/** Where the clients' and sellers' pages are (platform spec §2 `sale/client`, `sale/seller`). */
export const CLIENT_SECTION = '/apps/sale/client';
export const CLIENT_LIST_PATH = `${CLIENT_SECTION}/list`;
export const clientDetailsPath = (id: number | string) => `${CLIENT_SECTION}/details/${id}`;
export const SELLER_SECTION = '/apps/sale/seller';
export const SELLER_LIST_PATH = `${SELLER_SECTION}/list`;
export const sellerDetailsPath = (id: number | string) => `${SELLER_SECTION}/details/${id}`;

/** Where the products' pages are (platform spec §2 `product-management/product/list|view/{id}`). */
export const CATALOGUE_PATH = '/apps/product-management';
export const PRODUCT_LIST_PATH = `${CATALOGUE_PATH}/product/list`;
export const productViewPath = (id: number | string) => `${CATALOGUE_PATH}/product/view/${id}`;
export const LAUNCH_LIST_PATH = `${CATALOGUE_PATH}/product-launches`;
export const launchDetailPath = (id: number | string) => `${CATALOGUE_PATH}/product-launches/${id}`;

/** Where the performance reviews are (business spec §2 `hr/performance-reviews`). */
export const REVIEWS_PATH = '/apps/hr/performance-reviews';
export const reviewPath = (id: number) => `${REVIEWS_PATH}/${id}`;

/** The workflow studio, and a recorded flow's chart there with one record's path on it (`?record=`). */
export const WORKFLOWS_PATH = '/apps/workflows';
export const workflowRecordPath = (flow: RecordedFlow, record: number) =>
  `${WORKFLOWS_PATH}/${flow}?record=${record}`;

/**
 * A list's address with filters set, in the list's own query names (`status`, `date_preset`, …);
 * empty ones left out.
 */
export function filteredPath(path: string, filters: Record<string, string | number | null | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Where the help desk's tickets are (platform spec §2 menu route `/apps/support`). */
export const SUPPORT_SECTION = '/apps/support';
export const SUPPORT_LIST_PATH = `${SUPPORT_SECTION}/list`;
export const ticketViewPath = (id: number | string) => `${SUPPORT_SECTION}/view/${id}`;

/** The organisation's application parameters, a tab each (general, sales, catalogue, notifications). */
export const APPLICATION_PARAMETERS_PATH = '/system-parameters/application-parameters';
export const applicationParametersPath = (tab: string) => `${APPLICATION_PARAMETERS_PATH}/${tab}`;
