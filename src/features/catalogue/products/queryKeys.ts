/** Query-key prefixes (openapi-react-query: [method, path, init]) to invalidate after changes. */
export const PRODUCTS_KEY = ['get', '/api/products/'] as const;
export const PRODUCT_KEY = ['get', '/api/products/{id}/'] as const;
export const LAUNCHES_KEY = ['get', '/api/product-launches/'] as const;
