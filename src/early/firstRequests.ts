// What a signed-in page asks the API for first, known before the app's code has loaded. No
// imports: this runs ahead of the chunks anything imported would come in (see ./main.ts).

/** The session's abilities: every signed-in screen's guards and menu wait for them. */
export const ABILITIES_REQUEST = '/api/auth/abilities/';

/**
 * The first rows of each list screen opened without a query, as its route's loader asks for
 * them (src/components/resource/listRoute.ts); firstRequests.test.ts checks each against the
 * resource's own request. A screen missing here only starts its rows with its code.
 */
export const FIRST_LIST_REQUESTS: Readonly<Record<string, string>> = {
  '/apps/product-management/product/list': '/api/products/?page=1&page_size=25',
  '/apps/product-management/config/brands': '/api/brands/?page=1&page_size=25',
  '/apps/product-management/config/categories': '/api/categories/?page=1&page_size=25',
  '/apps/product-management/referrals': '/api/referrals/?page=1&page_size=25',
  '/apps/sale/order/list': '/api/orders/?page=1&page_size=25',
  '/apps/user/list': '/api/users/?page=1&page_size=25',
  '/security/role-management': '/api/security/roles/?page=1&page_size=25',
  '/apps/roles': '/api/security/roles/?page=1&page_size=25',
  '/admin/organizations': '/api/organizations/?page=1&page_size=25',
  '/apps/organization/group/list': '/api/groups/?page=1&page_size=25',
  '/apps/organization/company/list': '/api/companies/?page=1&page_size=25',
  '/apps/organization/establishment/list': '/api/establishments/?page=1&page_size=25',
  '/apps/organization/service/list': '/api/services/?page=1&page_size=25',
  '/apps/organization/team/list': '/api/teams/?page=1&page_size=25',
  '/apps/organization/workplace/list': '/api/workplaces/?page=1&page_size=25',
  '/apps/organization/parameters/niveau/list': '/api/niveaux/?page=1&page_size=25',
  '/apps/organization/parameters/status': '/api/unit-statuses/?page=1&page_size=25',
  '/apps/organization/parameters/type': '/api/unit-types/?page=1&page_size=25',
  '/apps/sale/seller/list': '/api/sellers/?page=1&page_size=25',
  '/apps/sale/client/list': '/api/clients/?page=1&page_size=25',
  '/apps/invoice/list': '/api/invoices/?page=1&page_size=25',
  '/apps/environment/client/list': '/api/environments/?page=1&page_size=25',
  '/apps/hr/performance-reviews': '/api/performance-reviews/?page=1&page_size=25',
  '/apps/hr/individual/list': '/api/persons/?page=1&page_size=25',
  '/apps/tracking/batch/list': '/api/batches/?page=1&page_size=25',
  '/apps/tracking/product/list': '/api/tracked-products/?page=1&page_size=25',
  '/apps/support/list': '/api/support-tickets/?page=1&page_size=25',
};

/**
 * Whether the server draws the page at `url` (path and query) for a signed-in browser
 * (src/ssr/render.tsx): a list opened without a query, whose first rows are known here.
 */
export function drawnByServer(url: string): boolean {
  const [path = '', query] = url.split('?', 2);
  return query === undefined && FIRST_LIST_REQUESTS[path.replace(/\/+$/, '')] !== undefined;
}

/** The requests to start for a page at `path` with `search`, signed in. */
export function firstRequests(path: string, search: string): string[] {
  const list = search === '' ? FIRST_LIST_REQUESTS[path.replace(/\/+$/, '')] : undefined;
  return list ? [ABILITIES_REQUEST, list] : [ABILITIES_REQUEST];
}

/** Requests started before the app, which its API client takes instead of asking again. */
export type StartedRequests = {
  /** The Authorization header they were sent with: a response is only for the same token. */
  authorization: string;
  /** The page's origin: only requests to it are taken. */
  origin: string;
  /** When they were started (performance.now()). */
  at: number;
  /** By path and query; each is taken once. */
  responses: Map<string, Promise<Response>>;
};

declare global {
  interface Window {
    __startedRequests?: StartedRequests;
  }
}

/** The stored session's access token, named and encoded as src/lib/session/sessionCookies.ts does, if any. */
export function storedAccessToken(cookies: string): string | null {
  const part = cookies.split('; ').find((c) => c.startsWith('backoffice-accessToken='));
  const token = part ? decodeURIComponent(part.slice('backoffice-accessToken='.length)) : '';
  return token === '' ? null : token;
}
