// Routes of the product catalogue (spec §2, product management).
import { CATALOGUE_PATH as BASE } from '../../lib/recordPaths';

/** Products' and launches' lists and pages: src/lib/recordPaths.ts, where other areas' screens find them. */
export {
  LAUNCH_LIST_PATH,
  launchDetailPath,
  PRODUCT_LIST_PATH,
  productViewPath,
} from '../../lib/recordPaths';

export const PRODUCTS_MENU_PATH = '/apps/products';
export const PRODUCT_CREATE_PATH = `${BASE}/product/add`;
export const productEditPath = (id: number | string) => `${BASE}/product/edit/${id}`;
export const CATEGORY_LIST_PATH = `${BASE}/product/category-list`;
export const MANAGE_REVIEW_PATH = `${BASE}/manage-review`;
export const REFERRALS_PATH = `${BASE}/referrals`;
export const CATALOGUE_SETTINGS_PATH = `${BASE}/settings`;
export const ANALYTICS_PATH = `${BASE}/analytics`;

export const LAUNCH_CREATE_PATH = `${BASE}/product-launches/create`;
export const launchEditPath = (id: number | string) => `${BASE}/product-launches/edit/${id}`;

export const CONFIG_BRANDS_PATH = `${BASE}/config/brands`;
export const CONFIG_CATEGORIES_PATH = `${BASE}/config/categories`;
export const CONFIG_STATUSES_PATH = `${BASE}/config/statuses`;
export const CONFIG_TYPES_PATH = `${BASE}/config/types`;
