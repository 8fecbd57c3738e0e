import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { readListState } from '../components/data/listQuery';
import {
  listInit,
  listOptions,
  type FilterOf,
  type ListPath,
  type Resource,
} from '../components/resource/resource';
import { brandResource } from '../features/catalogue/config/brandResource';
import { categoryResource } from '../features/catalogue/config/categoryResource';
import { referralResource } from '../features/catalogue/engagement/referralResource';
import {
  CONFIG_BRANDS_PATH,
  CONFIG_CATEGORIES_PATH,
  PRODUCT_LIST_PATH,
  REFERRALS_PATH,
} from '../features/catalogue/paths';
import { productResource } from '../features/catalogue/products/productResource';
import { APPS_ROLES_PATH, ROLE_MANAGEMENT_PATH } from '../features/security/paths';
import { roleResource } from '../features/security/roleResource';
import type { UnitKind } from '../../domain/units/kinds';
import { unitListPath } from '../features/units/paths';
import { UNIT_RESOURCES } from '../features/units/unitResource';
import { USER_LIST_PATH } from '../features/users/paths';
import { ORDER_LIST_PATH } from '../features/sales/paths';
import { orderResource } from '../features/sales/orders/orderResource';
import { ORGANIZATIONS_PATH } from '../features/admin/paths';
import { organizationResource } from '../features/admin/organizationResource';
import { userResource } from '../features/users/userResource';
import {
  niveauResource,
  unitStatusResource,
  unitTypeResource,
} from '../features/units/parameters/parameterResource';
import {
  NIVEAU_LIST_PATH,
  UNIT_STATUS_LIST_PATH,
  UNIT_TYPE_LIST_PATH,
} from '../features/units/parameters/paths';
import { clientResource } from '../features/sales/clients/clientResource';
import { CLIENT_LIST_PATH, SELLER_LIST_PATH } from '../features/sales/paths';
import { sellerResource } from '../features/sales/sellers/sellerResource';
import { environmentResource } from '../features/sales/environments/environmentResource';
import { ticketResource } from '../components/support/ticketResource';
import { SUPPORT_LIST_PATH } from '../lib/recordPaths';
import { invoiceResource } from '../features/sales/invoices/invoiceResource';
import { ENVIRONMENT_LIST_PATH, INVOICE_LIST_PATH } from '../features/sales/paths';
import { INDIVIDUALS_PATH, REVIEWS_PATH } from '../features/hr/paths';
import { individualResource } from '../features/hr/individualResource';
import { performanceReviewResource } from '../features/hr/performanceReviewResource';
import { batchResource } from '../features/tracking/batchResource';
import { trackedProductResource } from '../features/tracking/trackedProductResource';
import { BATCH_LIST_PATH, UNIT_LIST_PATH } from '../features/tracking/paths';
import { ABILITIES_REQUEST, FIRST_LIST_REQUESTS, firstRequests, storedAccessToken } from './firstRequests';
import { readCookie, SESSION_COOKIES } from '../lib/session/sessionCookies';

/** The URL a list route's loader asks for at a URL without a query (listRoute → prefetchList), as openapi-fetch writes it. */
function firstListRequest<P extends ListPath, F extends FilterOf<P>>(resource: Resource<P, F>): string {
  const init = listInit(resource, readListState(new URLSearchParams(), listOptions(resource)));
  return createFinalURL(resource.path, {
    baseUrl: '',
    params: init.params,
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}

describe('FIRST_LIST_REQUESTS', () => {
  // Every list route (grep listRoute( in src/features), with the resource its loader reads.
  const routes: [string, Resource<ListPath, never>][] = [
    [PRODUCT_LIST_PATH, productResource as never],
    [CONFIG_BRANDS_PATH, brandResource as never],
    [CONFIG_CATEGORIES_PATH, categoryResource as never],
    [REFERRALS_PATH, referralResource as never],
    [ORDER_LIST_PATH, orderResource as never],
    [USER_LIST_PATH, userResource as never],
    [ROLE_MANAGEMENT_PATH, roleResource as never],
    [APPS_ROLES_PATH, roleResource as never],
    [ORGANIZATIONS_PATH, organizationResource as never],
    [NIVEAU_LIST_PATH, niveauResource as never],
    [UNIT_STATUS_LIST_PATH, unitStatusResource as never],
    [UNIT_TYPE_LIST_PATH, unitTypeResource as never],
    [SELLER_LIST_PATH, sellerResource as never],
    [CLIENT_LIST_PATH, clientResource as never],
    [INVOICE_LIST_PATH, invoiceResource as never],
    [ENVIRONMENT_LIST_PATH, environmentResource as never],
    [REVIEWS_PATH, performanceReviewResource as never],
    [INDIVIDUALS_PATH, individualResource as never],
    [BATCH_LIST_PATH, batchResource as never],
    [UNIT_LIST_PATH, trackedProductResource as never],
    [SUPPORT_LIST_PATH, ticketResource as never],
    ...Object.entries(UNIT_RESOURCES).map(
      ([kind, resource]) =>
        [unitListPath(kind as UnitKind), resource as never] as [string, Resource<ListPath, never>],
    ),
  ];

  it.each(routes)('holds what the loader of %s asks for first, so the app takes it', (path, resource) => {
    expect(FIRST_LIST_REQUESTS[path]).toBe(firstListRequest(resource));
  });

  it('holds those list screens only', () => {
    expect(Object.keys(FIRST_LIST_REQUESTS).sort()).toEqual(routes.map(([path]) => path).sort());
  });
});

describe('firstRequests', () => {
  it("starts the abilities and a list screen's first rows", () => {
    expect(firstRequests(PRODUCT_LIST_PATH, '')).toEqual([
      ABILITIES_REQUEST,
      FIRST_LIST_REQUESTS[PRODUCT_LIST_PATH],
    ]);
    expect(firstRequests(`${PRODUCT_LIST_PATH}/`, '')).toEqual([
      ABILITIES_REQUEST,
      FIRST_LIST_REQUESTS[PRODUCT_LIST_PATH],
    ]);
  });

  it('leaves the rows of a list opened with a query (another page, a filter) to its loader', () => {
    expect(firstRequests(PRODUCT_LIST_PATH, '?page=2')).toEqual([ABILITIES_REQUEST]);
  });

  it('starts only the abilities on any other screen', () => {
    expect(firstRequests('/dashboards/ecommerce', '')).toEqual([ABILITIES_REQUEST]);
  });
});

describe('storedAccessToken', () => {
  it('reads the stored access token among other cookies', () => {
    expect(storedAccessToken('a=1; backoffice-accessToken=eyJ%2Ex; backoffice-userData=%7B%7D')).toBe(
      'eyJ.x',
    );
  });

  // The early script may import nothing (the build checks it), so it reads the cookie by itself.
  it('reads the cookie under the name and encoding the app stores it with', () => {
    const cookies = `a=1; ${SESSION_COOKIES.accessToken}=${encodeURIComponent('eyJ.x/y+z')}`;
    expect(storedAccessToken(cookies)).toBe(readCookie(cookies, SESSION_COOKIES.accessToken));
  });

  it('is null without one, or once signed out (emptied)', () => {
    expect(storedAccessToken('a=1')).toBeNull();
    expect(storedAccessToken('backoffice-accessToken=; a=1')).toBeNull();
  });
});
