/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const CATEGORIES_KEY = ['get', '/api/categories/'] as const;
export const PRODUCT_TYPES_KEY = ['get', '/api/product-types/'] as const;
export const PRODUCT_STATUSES_KEY = ['get', '/api/product-statuses/'] as const;
