// The pages of records that screens of other areas link to (a review names its employee, the HR
// dashboard a team's people). Their features re-export them, so a path is written once.

/** Where the user screens live (spec §2 `user/list`, `user/view/{id}`). */
export const USERS_SECTION_PATH = '/apps/user';
export const userViewPath = (id: number) => `${USERS_SECTION_PATH}/view/${id}`;

/** Where the organisation screens live (platform spec §2: `/apps/organization/{kind}/add|list|view/{id}`). */
export const ORGANIZATION_PATH = '/apps/organization';
/** A unit's page, at one of its tabs. */
export const unitViewPath = (kind: string, id: number, tab?: string) =>
  `${ORGANIZATION_PATH}/${kind}/view/${id}${tab ? `/${tab}` : ''}`;

/** Where an order's page is (platform spec §2 `sale/order/details/{id}`). */
export const ORDER_SECTION = '/apps/sale/order';
export const orderDetailsPath = (id: number | string) => `${ORDER_SECTION}/details/${id}`;
